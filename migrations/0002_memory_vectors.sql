-- The vector index of memories (sqlite-vec vec0). Hand-written: drizzle cannot declare vec0 tables.
--
-- Layout, and why:
-- * `project_id` and `user_id` are both PARTITION KEYS. vec0 stores vectors in chunks per distinct
--   partition-key tuple and a KNN query only reads the chunks whose keys match its constraints. A search
--   scoped to one project and one user therefore reads that user's few chunks however large the project
--   grows (a million memories over many users cost the same as a thousand). A search constrained on
--   `project_id` alone reads every chunk of that project and ranks them together: it is an exact
--   brute-force top-k over the project (checked against brute force; `IN` on a partition key would give
--   k per partition instead, so it is never used). No project ever reads another's chunks.
--   A memory without an end user is stored under user_id '' (the id rule refuses '' at writes).
-- * `agent_id` and `run_id` are METADATA columns: vec0 applies them while it ranks, so filters narrow
--   the candidates before top-k and a filtered search never returns fewer results than exist.
--   Missing values are stored as ''.
-- * distance_metric=l2 on unit vectors: L2^2 = 2 * cosine distance, so the order is the same as cosine
--   and the score is 1 - L2^2/2; measured about 20% faster than distance_metric=cosine here.
-- * chunk_size=128: partitions are per user and small; the default 1024 would leave most of each
--   chunk empty (1.5 MB each at 384 dims). 128 measured fastest among 64/128/256 at 100k vectors.
-- * The dimension is fixed here for the default model; `engram reembed` recreates this table with the
--   configured model's dimension (src/db/vec.ts holds the same DDL).
-- Metadata (JSON) filters are not vec0 columns: such searches rank the admitted rows from
-- memories.embedding instead (see src/domain/memories/search.ts).
CREATE VIRTUAL TABLE memory_vectors USING vec0(
	seq integer primary key,
	project_id text partition key,
	user_id text partition key,
	embedding float[384] distance_metric=l2,
	agent_id text,
	run_id text,
	chunk_size=128
);
