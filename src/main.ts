#!/usr/bin/env bun
import { runCli } from "./cli";

const code = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(line + "\n"),
  err: (line) => process.stderr.write(line + "\n"),
  env: process.env,
});
process.exit(code);
