import { serve } from "../../server";
import type { Command } from "../index";
import { onlyFlags } from "../args";

export const serveCommand: Command = async (args, flags, config) => {
  onlyFlags(flags, [], "serve");
  const server = await serve(config);
  await new Promise<void>((done) => {
    const stop = () => void server.stop().then(done);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
};
