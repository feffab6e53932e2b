export * from "./client";
export * from "./tx";
export * as tables from "./schema";
export * as vec from "./vec";
export * from "./sql";
export * from "./statements";
export * as fts from "./fts";
export * from "./store";
export * from "./checkpoint";
