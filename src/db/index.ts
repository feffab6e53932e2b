export * from "./client";
export * from "./tx";
export * as tables from "./schema";
