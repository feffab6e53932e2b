import { ConfigError, type Config } from "../../config";
import { JOB_CONFIG_ENV, runJobProcess } from "../../runtime/job-process";
import type { Command } from "../index";

/** `engram __jobs` (hidden): the job runner `serve` starts beside itself, with the server's own configuration. */
export const jobsCommand: Command = async (_args, _flags, _config, io) => {
  const raw = io.env[JOB_CONFIG_ENV];
  if (!raw) throw new ConfigError(JOB_CONFIG_ENV, "missing: this command is started by `engram serve`");
  let config: Config;
  try {
    config = JSON.parse(raw) as Config;
  } catch {
    throw new ConfigError(JOB_CONFIG_ENV, "not valid JSON");
  }
  return runJobProcess(config);
};
