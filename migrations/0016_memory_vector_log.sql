-- Project-wide search (no user_id) ranks candidates in an in-memory int8 index per project
-- (src/db/vec-index.ts) instead of walking every user's chunks of memory_vectors (partitioned by
-- project and user, see 0002). That index is a cache; this log is how it learns about every vector
-- write, whichever process or connection made it: src/db/vec.ts appends the memory's seq in the
-- writer's transaction, and a reader replays the entries past the last id it applied (pruned to the
-- last 100,000; a reader further behind reloads). AUTOINCREMENT: ids never go back after pruning.
-- A compact vec0 bit index tried here first was not near-exact at 100,000 (issue 24's note): dropped.
DROP TABLE IF EXISTS memory_vector_bits;
--> statement-breakpoint
CREATE TABLE memory_vector_log (
	id integer PRIMARY KEY AUTOINCREMENT,
	seq integer NOT NULL
);
