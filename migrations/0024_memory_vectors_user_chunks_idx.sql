-- A user's chunks of the vector index, found through an index instead of a walk over every chunk.
-- vec0 keeps no index on its chunks table (memory_vectors_chunks: one row per 128 vectors of one
-- project+user, with partition00 = project_id and partition01 = user_id): a user-scoped KNN, and each
-- insert looking for its user's open chunk, read every chunk row of the database. At 1,000,000 memories
-- over 1,000 users (8,218 chunks) that KNN took 4.8 ms p50, 1.0 ms with this index.
-- User first, so a project-wide KNN (project_id alone: the exact path before the project's in-memory index
-- is built) cannot use it and still reads the chunks in table order. `engram reembed`'s new vector table
-- gets the same index (src/db/vec.ts).
CREATE INDEX IF NOT EXISTS `memory_vectors_chunks_user_idx` ON `memory_vectors_chunks` (`partition01`, `partition00`);
