-- The keyword index of memories (SQLite FTS5), beside the vector index. Hand-written: drizzle cannot
-- declare virtual tables, and triggers keep it out of every write path's code.
--
-- Layout, and why:
-- * Contentless (content='') with contentless_delete=1: the index keeps terms, positions and per-row
--   token counts, never the text (memories.content is the only copy), and rows are deleted by rowid.
--   rowid = memories.seq (AUTOINCREMENT, never reused).
-- * tokenize 'porter unicode61 remove_diacritics 2': case- and accent-folded words, English stems
--   ("trips" finds "trip").
-- * `scope` holds one token per scope dimension so a keyword query is answered inside its scope by the
--   index itself (an AND of a few tokens), never by scoring a whole install and filtering after:
--   'p' || hex(project_id) || '0', the same with 'u' (user_id), 'a' (agent_id), 'r' (run_id); a missing
--   value gives the bare 'u0' / 'a0' / 'r0'. Hex keeps any id one token; the trailing digit keeps the
--   stemmer off it. src/db/fts.ts builds the same tokens; readers also re-check the scope on memories.
--   Queries give `scope` weight 0 in bm25.
-- * Only live memories are indexed (deleted_at is null). Triggers run inside the statement that
--   changes `memories`, so the index commits or rolls back with every add, edit, delete, batch,
--   erasure and namespace forget. Deleted terms stay in old segments until a merge: erasure and account
--   deletion run 'optimize' before their WAL checkpoint (src/domain/users/erase.ts).
CREATE VIRTUAL TABLE memory_fts USING fts5(
	content,
	scope,
	content='',
	contentless_delete=1,
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO memory_fts(rowid, content, scope)
	SELECT seq, content, 'p' || hex(project_id) || '0 u' || hex(user_id) || '0 a' || hex(agent_id) || '0 r' || hex(run_id) || '0'
	FROM memories WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories WHEN new.deleted_at IS NULL BEGIN
	INSERT INTO memory_fts(rowid, content, scope) VALUES (new.seq, new.content,
		'p' || hex(new.project_id) || '0 u' || hex(new.user_id) || '0 a' || hex(new.agent_id) || '0 r' || hex(new.run_id) || '0');
END;
--> statement-breakpoint
CREATE TRIGGER memories_fts_update AFTER UPDATE OF content, deleted_at, project_id, user_id, agent_id, run_id ON memories
WHEN old.content IS NOT new.content OR old.deleted_at IS NOT new.deleted_at OR old.project_id IS NOT new.project_id
	OR old.user_id IS NOT new.user_id OR old.agent_id IS NOT new.agent_id OR old.run_id IS NOT new.run_id
BEGIN
	DELETE FROM memory_fts WHERE rowid = old.seq;
	INSERT INTO memory_fts(rowid, content, scope) SELECT new.seq, new.content,
		'p' || hex(new.project_id) || '0 u' || hex(new.user_id) || '0 a' || hex(new.agent_id) || '0 r' || hex(new.run_id) || '0'
		WHERE new.deleted_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
	DELETE FROM memory_fts WHERE rowid = old.seq;
END;
