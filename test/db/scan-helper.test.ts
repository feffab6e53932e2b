import { expect, test } from "bun:test";
import { firstPass, firstPassCounts, helperAnswers, splitOptions } from "../../src/db/scan-helper";
import { kernelMemory, nibbleScanKernel } from "../../src/db/simd-scan";
import { mulberry32 } from "../helpers/rng";

// The first pass split with the helper thread against the same kernel over the whole range alone, on
// random codes and tables: the scores must be the same, value for value.
const G = 192;

function index(blocks: number, seed: number) {
  const [TABLE, OUT] = [0, 16 * G];
  const BITS = OUT + 64 * blocks;
  const memory = kernelMemory(BITS + blocks * 16 * G);
  const r = mulberry32(seed);
  const next = () => Math.floor(r() * 256);
  const bytes = new Uint8Array(memory.buffer);
  for (let i = BITS; i < BITS + blocks * 16 * G; i++) bytes[i] = next();
  const table = new Int8Array(memory.buffer, TABLE, 16 * G);
  for (let i = 0; i < table.length; i++) table[i] = (next() % 61) - 30;
  const scan = nibbleScanKernel(G, memory);
  const alone = () => {
    scan(BITS, blocks, TABLE, OUT);
    return new Int16Array(memory.buffer, OUT, 32 * blocks).slice();
  };
  const split = () => {
    new Int16Array(memory.buffer, OUT, 32 * blocks).fill(0);
    firstPass(scan, memory, G, BITS, blocks, TABLE, OUT);
    return new Int16Array(memory.buffer, OUT, 32 * blocks).slice();
  };
  return { alone, split };
}

test("the helper thread starts and takes a job", async () => {
  expect(await helperAnswers()).toBe(true);
});

test("a pass split with the helper gives the scores the kernel gives alone, and the helper scans part of it", async () => {
  // Not a multiple of the chunk count: the last chunk is short.
  const ix = index(splitOptions.minBlocks + 37, 1);
  const expected = ix.alone();
  const before = firstPassCounts();
  for (let i = 0; i < 40; i++) {
    expect(ix.split()).toEqual(expected);
    // Between searches, as between requests: the helper goes back to sleep and is woken again.
    await Bun.sleep(1);
  }
  const after = firstPassCounts();
  expect(after.split - before.split).toBe(40);
  expect(after.helped).toBeGreaterThan(before.helped);
});

test("passes over two indexes in turn each get their own scores (a job's chunks never mix with the next's)", async () => {
  const a = index(splitOptions.minBlocks, 2);
  const b = index(splitOptions.minBlocks + 100, 3);
  const [ea, eb] = [a.alone(), b.alone()];
  for (let i = 0; i < 30; i++) {
    expect(a.split()).toEqual(ea);
    expect(b.split()).toEqual(eb);
    if (i % 3 === 0) await Bun.sleep(0);
  }
});

test("a small pass is scanned on the caller's thread alone", () => {
  const ix = index(splitOptions.minBlocks - 1, 4);
  const expected = ix.alone();
  const before = firstPassCounts();
  expect(ix.split()).toEqual(expected);
  const after = firstPassCounts();
  expect(after.alone - before.alone).toBe(1);
  expect(after.split).toBe(before.split);
});
