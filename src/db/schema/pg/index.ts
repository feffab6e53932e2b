// The PostgreSQL twin of ../index.ts (issue 25): same export names, JS keys, SQL names and index names,
// held in step by test/pg/schema-parity.test.ts. Column mapping in ./types.ts and the parity test.
export * from "./accounts";
export * from "./projects";
export * from "./api-keys";
export * from "./signups";
export * from "./settings";
export * from "./memories";
export * from "./receipts";
export * from "./audit-events";
export * from "./usage";
export * from "./facts";
export * from "./jobs";
export * from "./outbox";
export * from "./batches";
export * from "./webhooks";
export * from "./sessions";
export * from "./rate-windows";
