import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { projects } from "./projects";
import { vector } from "./types";

export const facts = pgTable(
  "facts",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    id: text("id").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    agentId: text("agent_id"),
    runId: text("run_id"),
    subject: text("subject").notNull(),
    subjectKey: text("subject_key").notNull(),
    subjectType: text("subject_type").notNull(),
    predicate: text("predicate").notNull(),
    predicateRaw: text("predicate_raw").notNull(),
    predicateFamily: text("predicate_family"),
    object: text("object").notNull(),
    objectKey: text("object_key").notNull(),
    objectIsLiteral: boolean("object_is_literal").notNull(),
    confidence: doublePrecision("confidence"),
    statedTense: text("stated_tense", { enum: ["current", "past", "planned"] }).notNull(),
    validFrom: text("valid_from"),
    invalidAt: text("invalid_at"),
    invalidatedBy: text("invalidated_by"),
    closeReason: text("close_reason"),
    sourceMemoryId: text("source_memory_id"),
    extractorRule: text("extractor_rule"),
    createdAt: text("created_at").notNull(),
    lastConfirmedAt: text("last_confirmed_at"),
    observationCount: integer("observation_count").notNull().default(1),
    // Bare `vector` (any dimension): facts are ranked exactly within one scope, never through an index.
    objectEmbedding: vector("object_embedding"),
    embedding: vector("embedding"),
  },
  (t) => [
    uniqueIndex("facts_id_idx").on(t.id),
    index("facts_match_idx").on(t.projectId, t.subjectKey, t.predicate, t.userId, t.agentId),
    index("facts_project_user_idx").on(t.projectId, t.userId, t.invalidAt),
  ],
);

export type FactRow = typeof facts.$inferSelect;

export const factSources = pgTable(
  "fact_sources",
  {
    factId: text("fact_id").notNull(),
    memoryId: text("memory_id").notNull(),
    addedAt: text("added_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.factId, t.memoryId] }), index("fact_sources_memory_idx").on(t.memoryId)],
);

export const predicates = pgTable(
  "predicates",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    family: text("family").notNull(),
    cardinality: text("cardinality", { enum: ["single", "multi"] }).notNull(),
    embedding: vector("embedding"),
    /** The words `embedding` is the vector of (the raw phrasing that made the predicate): what `engram reembed` embeds again. */
    phrase: text("phrase"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.name] })],
);

export const predicateRaws = pgTable(
  "predicate_raws",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    raw: text("raw").notNull(),
    predicate: text("predicate").notNull(),
    similarity: doublePrecision("similarity"),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.raw] })],
);

export const entityAliases = pgTable(
  "entity_aliases",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    agentId: text("agent_id"),
    aliasKey: text("alias_key").notNull(),
    alias: text("alias").notNull(),
    entityKey: text("entity_key").notNull(),
    name: text("name").notNull(),
    sourceMemoryId: text("source_memory_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("entity_aliases_lookup_idx").on(t.projectId, t.userId, t.agentId, t.aliasKey)],
);
