import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { accounts } from "./accounts";
import { projects } from "./projects";

// Bi-temporal facts. valid_from/invalid_at: when the fact held in the world (invalid_at null = open,
// a future value = a known end). created_at: when the store learned it. Closed facts are never deleted
// (only erasure removes them physically).
export const facts = sqliteTable(
  "facts",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
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
    /** The subject's entity key after aliases (normalized), what the contradiction check matches on. */
    subjectKey: text("subject_key").notNull(),
    subjectType: text("subject_type").notNull(),
    predicate: text("predicate").notNull(),
    predicateRaw: text("predicate_raw").notNull(),
    predicateFamily: text("predicate_family"),
    object: text("object").notNull(),
    objectKey: text("object_key").notNull(),
    objectIsLiteral: integer("object_is_literal", { mode: "boolean" }).notNull(),
    confidence: real("confidence"),
    /** `past` for facts written in the past tense; `planned` for facts said to start later. */
    statedTense: text("stated_tense", { enum: ["current", "past", "planned"] }).notNull(),
    validFrom: text("valid_from"),
    invalidAt: text("invalid_at"),
    invalidatedBy: text("invalidated_by"),
    /** Why it closed: superseded, corrected, forgotten, memory_updated, memory_deleted, past, namespace_forgotten. */
    closeReason: text("close_reason"),
    sourceMemoryId: text("source_memory_id"),
    /** The built-in extractor's rule that read it ("places.move_to"), for people asking why; null otherwise. */
    extractorRule: text("extractor_rule"),
    createdAt: text("created_at").notNull(),
    lastConfirmedAt: text("last_confirmed_at"),
    observationCount: integer("observation_count").notNull().default(1),
    /** No longer written (object sameness is lexical, see domain/facts/store.ts); kept for old rows. */
    objectEmbedding: blob("object_embedding", { mode: "buffer" }),
    /** Unit vector of "subject predicate object": ranks facts against a query without a model call per fact. */
    embedding: blob("embedding", { mode: "buffer" }),
  },
  (t) => [
    uniqueIndex("facts_id_idx").on(t.id),
    index("facts_match_idx").on(t.projectId, t.subjectKey, t.predicate, t.userId, t.agentId),
    index("facts_project_user_idx").on(t.projectId, t.userId, t.invalidAt),
  ],
);

export type FactRow = typeof facts.$inferSelect;

/** Every memory that asserts a fact; a fact stays current while any live memory (or a direct write) states it. */
export const factSources = sqliteTable(
  "fact_sources",
  {
    factId: text("fact_id").notNull(),
    memoryId: text("memory_id").notNull(),
    addedAt: text("added_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.factId, t.memoryId] }), index("fact_sources_memory_idx").on(t.memoryId)],
);

/** A project's learned predicate vocabulary: canonical predicates and the raw phrasings mapped onto them. */
export const predicates = sqliteTable(
  "predicates",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    family: text("family").notNull(),
    cardinality: text("cardinality", { enum: ["single", "multi"] }).notNull(),
    embedding: blob("embedding", { mode: "buffer" }),
    /** The words `embedding` is the vector of (the raw phrasing that made the predicate): what `engram reembed` embeds again. */
    phrase: text("phrase"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.name] })],
);

export const predicateRaws = sqliteTable(
  "predicate_raws",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    raw: text("raw").notNull(),
    predicate: text("predicate").notNull(),
    similarity: real("similarity"),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.raw] })],
);

/** Former names of entities ("Acme" → "Initech", the user → "Dee"), owned by the end user and agent that stated them. */
export const entityAliases = sqliteTable(
  "entity_aliases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    agentId: text("agent_id"),
    aliasKey: text("alias_key").notNull(),
    alias: text("alias").notNull(),
    /** The entity key the alias points to; names resolve by following keys to the newest name. */
    entityKey: text("entity_key").notNull(),
    name: text("name").notNull(),
    sourceMemoryId: text("source_memory_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("entity_aliases_lookup_idx").on(t.projectId, t.userId, t.agentId, t.aliasKey)],
);
