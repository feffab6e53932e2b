/**
 * transformers.js without sharp. transformers.js imports sharp (libvips, for images) when it loads, and
 * we only tokenise text and run the model. Measured on Linux x64, Bun 1.4.4: importing transformers.js
 * alone grows the process by 64-68 MB with sharp and by 52 without; bench/batch.ts's server at rest (its
 * model loaded) 228-236 -> 192-216 MB. It is held in the server for as long as it runs and in the job
 * runner while its model is loaded. Every import of transformers.js in src/ goes through
 * `importTransformers`; build.ts bundles the same stub into the executable (SHARP_STUB_SOURCE).
 */

const SHARP_UNAVAILABLE = "image processing (sharp) is not available in engram";

/** The stub's module text, for Bun's module registry and the bundler. Its default export is truthy, so transformers.js takes its "sharp is there" branch and never calls it for text. */
export const SHARP_STUB_SOURCE = `export default function sharp() { throw new Error(${JSON.stringify(SHARP_UNAVAILABLE)}); }\n`;

// Bun's module registry is per thread: the embedding worker registers its own.
let registered = false;

/** `import("@huggingface/transformers")` with `sharp` answered by the stub in this thread. */
export function importTransformers(): Promise<typeof import("@huggingface/transformers")> {
  if (!registered) {
    registered = true;
    Bun.plugin({ name: "engram-no-sharp", setup: (b) => void b.module("sharp", () => ({ contents: SHARP_STUB_SOURCE, loader: "js" })) });
  }
  return import("@huggingface/transformers");
}
