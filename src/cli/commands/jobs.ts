import { runJobProcess } from "../../runtime/job-process";
import type { Command } from "../index";

/** `engram __jobs` (hidden): the job runner `serve` starts beside itself, with the server's own configuration (runtime/job-process.ts jobConfig). */
export const jobsCommand: Command = async (_args, _flags, config) => runJobProcess(config);
