import { reembedAll } from "../../domain/memories/reembed";
import { bulkWorkers } from "../../embed";
import { openEmbedder } from "../../runtime/model";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";
import { withInstall } from "./with-install";

export const reembedCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, [], "reembed");
  if (args.length > 0) throw new UsageError("usage: engram reembed (rebuilds every vector with ENGRAM_EMBED_MODEL)");
  const embedder = await openEmbedder(config, { workers: bulkWorkers() });
  try {
    return await withInstall(config, async (ctx) => {
      let last = 0;
      const n = await reembedAll({ ...ctx, embedder }, (kind, done, total) => {
        if (done < last) last = 0; // the next kind began
        if (done === total || done - last >= 1024) {
          io.err(`engram: reembed ${done}/${total} ${kind}`);
          last = done;
        }
      });
      io.out(`re-embedded ${n.memories} memories, ${n.facts} facts and ${n.predicates} learned predicates with ${embedder.modelId} (${embedder.dims} dims)`);
      return 0;
    });
  } finally {
    await embedder.close();
  }
};
