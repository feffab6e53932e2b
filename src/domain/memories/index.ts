export { createMemories, createMemory, type CreateMemoryInput } from "./create";
export { getMemory } from "./get";
export { listMemories, type ListMemoriesInput } from "./list";
export { updateMemory, type UpdateMemoryInput } from "./update";
export { removeMemory } from "./remove";
export { memoryHistory } from "./history";
export { searchMemories, type SearchMemoriesInput } from "./search";
export type { MemoryView } from "./view";
