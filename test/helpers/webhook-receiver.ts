// A real local HTTP receiver for webhook tests: records every request (headers and raw body) and
// answers with whatever the test sets. Listens on 127.0.0.1 only (reachable with
// ENGRAM_WEBHOOK_ALLOW_PRIVATE on).

export interface Received {
  path: string;
  headers: Record<string, string>;
  raw: string;
  body: any;
}

export type Reply = (r: Received, n: number) => Response | Promise<Response>;

export interface Receiver {
  url: string;
  received: Received[];
  /** The answer to the next requests (default 200). */
  reply: Reply;
  /** Never answers until `release()` (to exercise the attempt timeout). */
  hang(): void;
  release(): void;
  stop(): void;
}

export function startReceiver(opts: { tls?: { cert: string; key: string } } = {}): Receiver {
  let hanging: (() => void)[] = [];
  let hangOn = false;
  const r: Receiver = {
    url: "",
    received: [],
    reply: () => new Response("ok"),
    hang() {
      hangOn = true;
    },
    release() {
      hangOn = false;
      for (const h of hanging) h();
      hanging = [];
    },
    stop() {
      r.release();
      server.stop(true);
    },
  };
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    tls: opts.tls,
    async fetch(req) {
      const raw = await req.text();
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // keep raw
      }
      const rec: Received = { path: new URL(req.url).pathname, headers: Object.fromEntries(req.headers.entries()), raw, body };
      r.received.push(rec);
      if (hangOn) {
        await new Promise<void>((resolve) => hanging.push(resolve));
        return new Response("late");
      }
      return r.reply(rec, r.received.length);
    },
  });
  r.url = `${opts.tls ? "https" : "http"}://127.0.0.1:${server.port}`;
  return r;
}
