-- Search on PostgreSQL (issue 25, plan §2.5, §2.6): the HNSW index of memory vectors, and the keyword
-- columns that stand in for SQLite's FTS5 tables (src/db/pg/vectors.ts, src/db/pg/keywords.ts).
--
-- Keywords, and why:
-- * engram_kw_text(t): every run of characters that are not letters or digits becomes one space, as
--   FTS5's unicode61 tokenizer splits ("3.5" -> 3 5, "bob@x.com" -> bob x com, "state-of-the-art" ->
--   state of the art); the parser would otherwise keep such runs whole. COLLATE "und-x-icu": text
--   columns are COLLATE "C", under which [:alnum:] is ASCII only ("Zürich" would split).
-- * engram_kw: the default parser, then unaccent and Porter's stemmer (snowball's `porter` language is
--   the original 1980 algorithm, the one FTS5's porter tokenizer implements; snowball's `english` stems
--   differently: "mostly" most/mostli, "tried" tri/tri but "try" tri/try), so words fold case and accents
--   and stem as under 'porter unicode61 remove_diacritics 2'. No stopword file: FTS5 drops no word, and
--   src/db/fts.ts leaves function words out of queries itself.
-- * FTS5 leaves words under 3 characters unstemmed; Porter's step 1a takes the s off "us" ("u"), where
--   FTS5 keeps "us", the stem of "use" and "using". engram_kw_text writes a two-letter word ending in s
--   with an e ("us" -> "use"), which stems back to the word itself ("us", "is", "as"; a unique "vse" for
--   "vs"). Queries go through the same function, so both sides meet.
-- * kw_len: the row's token count (FTS5's docsize counts tokens, not distinct words), BM25's length.
-- * Generated stored columns: every write path keeps them in step inside its own statement, as the
--   FTS5 triggers do on SQLite. The GIN index of memories holds live rows only (FTS5's holds no deleted
--   memory); facts are indexed closed or open (readers keep the open ones), as fact_fts.
-- Vectors: stored in the row (STORAGE MAIN; the type's default is EXTERNAL). A memory row with its
-- keyword columns passes the 2 kB TOAST threshold, and an EXTERNAL vector then moves to the TOAST
-- table: an exact ranking read ~5 extra buffers per row (3,000 rows: 15,905 buffers, 23 ms; in the row:
-- 750 buffers, 5 ms). MAIN keeps it inline and moves content and keywords out first.
-- HNSW over live memories, L2 on unit vectors (the order of cosine), m 16, ef_construction 128 (at
-- 100,000 memories recall@10 at ef_search 400 rose from 0.967 to 0.979 by row over 64; the build took
-- 72 s on 2 cores; src/db/pg/vectors.ts EF_SEARCH). Built here on an empty or small table;
-- copy-to-postgres loads rows first.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY engram_stem (TEMPLATE = snowball, Language = porter);
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION engram_kw (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION engram_kw
	ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart
	WITH unaccent, engram_stem;
--> statement-breakpoint
CREATE FUNCTION engram_kw_text(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	RETURN regexp_replace(regexp_replace(t COLLATE "und-x-icu", '[^[:alnum:]]+', ' ', 'g'), '\m([[:alpha:]][sS])\M', '\1e', 'g');
--> statement-breakpoint
CREATE FUNCTION engram_kw_len(t text) RETURNS integer LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	RETURN regexp_count(t COLLATE "und-x-icu", '[[:alnum:]]+');
--> statement-breakpoint
ALTER TABLE memories ALTER COLUMN embedding SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE memories
	ADD COLUMN kw tsvector GENERATED ALWAYS AS (to_tsvector('engram_kw'::regconfig, engram_kw_text(content))) STORED,
	ADD COLUMN kw_len integer GENERATED ALWAYS AS (engram_kw_len(content)) STORED;
--> statement-breakpoint
ALTER TABLE facts
	ADD COLUMN kw tsvector GENERATED ALWAYS AS (to_tsvector('engram_kw'::regconfig, engram_kw_text(subject || ' ' || predicate_raw || ' ' || object))) STORED,
	ADD COLUMN kw_len integer GENERATED ALWAYS AS (engram_kw_len(subject || ' ' || predicate_raw || ' ' || object)) STORED;
--> statement-breakpoint
CREATE INDEX memories_kw_idx ON memories USING gin (kw) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX facts_kw_idx ON facts USING gin (kw);
--> statement-breakpoint
CREATE INDEX memories_embedding_hnsw ON memories USING hnsw (embedding vector_l2_ops) WITH (m = 16, ef_construction = 128) WHERE deleted_at IS NULL;
