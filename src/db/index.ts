export * from "./client";
export * from "./tx";
export { databaseSizeSql, idIn, idRows, jsonArray, jsonField, l2Distance, metadataCondition, minutesBetween, sameValue, tables, useTables, vectorIsDims } from "./tables";
export * as vec from "./vec";
export * from "./sql";
export * from "./statements";
export * as fts from "./fts";
export * from "./store";
export * from "./checkpoint";
