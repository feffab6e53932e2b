/**
 * The /healthz checker of the fuzz test and bench/healthz.ts, in a process of its own (startProber in
 * ./fuzz-mix.ts): the process sending the hostile mix is busy (building bodies, reading answers), and
 * a check it times waits for that work too; this one does nothing but check.
 *   bun test/helpers/health-prober.ts PORT CONTROL_PORT SERVER_PID EVERY_MS
 * Checks until a line arrives on stdin, then writes the checks as JSON on stdout.
 */
import { pollHealth } from "./fuzz-mix";

const [port, controlPort, serverPid, everyMs] = process.argv.slice(2).map(Number) as [number, number, number, number];
let stopped = false;
void (async () => {
  for await (const _ of Bun.stdin.stream()) break;
  stopped = true;
})();
const checks = await pollHealth(port, controlPort, () => stopped, everyMs, serverPid || undefined);
process.stdout.write(JSON.stringify(checks));
