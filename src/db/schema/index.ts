export * from "./accounts";
export * from "./projects";
export * from "./api-keys";
export * from "./signups";
export * from "./settings";
