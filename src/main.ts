#!/usr/bin/env bun
import { runCli } from "./cli";
import { ensureTelemetryOff } from "./runtime/reexec";

const args = process.argv.slice(2);
const code = await runCli(args, {
  out: (line) => process.stdout.write(line + "\n"),
  err: (line) => process.stderr.write(line + "\n"),
  env: process.env,
  reexec: () => ensureTelemetryOff(args),
});
process.exit(code);
