/** Experiment preload for bench/healthz.ts --preload: /healthz as a static Bun.serve route, answered without Elysia. */
const serve = Bun.serve;
(Bun as any).serve = function (opts: any) {
  if (process.argv.includes("serve")) opts.routes = { ...(opts.routes ?? {}), "/healthz": { GET: new Response('{"ok":true}', { headers: { "content-type": "application/json" } }) } };
  return (serve as any).call(Bun, opts);
};
export {};
