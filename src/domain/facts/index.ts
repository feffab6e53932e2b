export { createFact, type CreateFactInput } from "./create";
export { listFacts, type ListFactsInput } from "./list";
export { correctFact, type CorrectFactInput } from "./correct";
export { forgetFact } from "./forget";
export type { FactView, FactWriteView } from "./view";
