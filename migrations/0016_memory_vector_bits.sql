-- A second, compact vector index for project-wide search (no user_id): one sign bit per dimension,
-- partitioned by project only. memory_vectors is partitioned by project AND user (see 0002), so a
-- project-wide KNN there walks every user's chunks: with 1,000 users that is 1,000+ chunks even for a
-- few thousand memories. Here a project's bits sit in a few dense chunks; the best candidates by
-- Hamming distance are re-scored exactly from the float vectors (src/db/vec.ts `knn`), so scores
-- are exact cosine and only the candidate set is approximate (bench/project-knn.ts measures recall).
-- agent_id and run_id are metadata columns as in memory_vectors, so filters apply before top-k.
-- Kept in the same transaction as memory_vectors by src/db/vec.ts (insert, edit, delete, erase, reembed).
CREATE VIRTUAL TABLE memory_vector_bits USING vec0(
	seq integer primary key,
	project_id text partition key,
	embedding bit[384],
	agent_id text,
	run_id text
);
--> statement-breakpoint
INSERT INTO memory_vector_bits(seq, project_id, embedding, agent_id, run_id)
	SELECT seq, project_id, vec_quantize_binary(embedding), agent_id, run_id FROM memory_vectors;
