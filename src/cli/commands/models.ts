import { buildDefaultModel, DEFAULT_MODEL_ID, listModels, pullModel } from "../../embed";
import { installEmbeddedModel } from "../../runtime/unpack";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";
import { table } from "./with-install";

export const modelsCommand: Command = async (args, flags, config, io) => {
  const [sub, ...rest] = args;
  switch (sub) {
    case "build": {
      onlyFlags(flags, [], "models build");
      if (rest.length > 0) throw new UsageError("usage: engram models build (builds the default model, all-MiniLM-L6-v2)");
      const started = performance.now();
      const carried = await installEmbeddedModel(config.modelsDir, DEFAULT_MODEL_ID);
      if (carried !== "not-embedded") {
        io.out(`${DEFAULT_MODEL_ID} (int8, carried by this executable) ${carried} in ${config.modelsDir}`);
        return 0;
      }
      const dir = await buildDefaultModel(config.modelsDir, { log: (line) => io.err(`engram: ${line}`) });
      io.out(`${DEFAULT_MODEL_ID} written to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return 0;
    }
    case "list": {
      onlyFlags(flags, ["json"], "models list");
      const models = await listModels(config.modelsDir);
      if (flags.json) io.out(JSON.stringify(models));
      else {
        const rows = models.map((m) => ({
          id: m.id,
          dims: m.dims,
          files: m.files.length,
          size_mb: (m.files.reduce((n, f) => n + f.bytes, 0) / 1e6).toFixed(1),
          configured: m.id === config.embedModel ? "yes" : "",
        }));
        io.out(models.length ? table(rows, ["id", "dims", "files", "size_mb", "configured"]) : `no models in ${config.modelsDir}`);
      }
      return 0;
    }
    case "pull": {
      onlyFlags(flags, [], "models pull");
      if (rest.length !== 1) throw new UsageError("usage: engram models pull HF_ID (e.g. sentence-transformers/all-MiniLM-L12-v2)");
      const dir = await pullModel(config.modelsDir, rest[0]!, { baseUrl: config.hfEndpoint });
      io.out(`${rest[0]} written to ${dir}`);
      return 0;
    }
    default:
      throw new UsageError("usage: engram models build | list | pull HF_ID");
  }
};
