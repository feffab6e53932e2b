-- The keyword index of facts (SQLite FTS5), so the context block ranks facts with the same two signals
-- as memories (issue 10). Same layout as memory_fts (0008_memory_fts.sql), and for the same reasons:
-- * contentless with contentless_delete=1, rowid = facts.seq: the index never holds the text;
-- * tokenize 'porter unicode61 remove_diacritics 2';
-- * `scope`: 'p' || hex(project_id) || '0', the same with 'u' (user_id) and 'a' (agent_id);
-- * the indexed text is the fact as a line says it: subject, predicate as said, object.
-- Every fact row is indexed, closed ones too (readers keep the open ones); triggers keep it in step with
-- every write, and erasure and account deletion purge deleted terms with the memory index.
CREATE VIRTUAL TABLE fact_fts USING fts5(
	content,
	scope,
	content='',
	contentless_delete=1,
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO fact_fts(rowid, content, scope)
	SELECT seq, subject || ' ' || replace(predicate_raw, '_', ' ') || ' ' || object,
		'p' || hex(project_id) || '0 u' || hex(user_id) || '0 a' || hex(agent_id) || '0'
	FROM facts;
--> statement-breakpoint
CREATE TRIGGER facts_fts_insert AFTER INSERT ON facts BEGIN
	INSERT INTO fact_fts(rowid, content, scope) VALUES (new.seq, new.subject || ' ' || replace(new.predicate_raw, '_', ' ') || ' ' || new.object,
		'p' || hex(new.project_id) || '0 u' || hex(new.user_id) || '0 a' || hex(new.agent_id) || '0');
END;
--> statement-breakpoint
CREATE TRIGGER facts_fts_update AFTER UPDATE OF subject, predicate_raw, object, project_id, user_id, agent_id ON facts
WHEN old.subject IS NOT new.subject OR old.predicate_raw IS NOT new.predicate_raw OR old.object IS NOT new.object
	OR old.project_id IS NOT new.project_id OR old.user_id IS NOT new.user_id OR old.agent_id IS NOT new.agent_id
BEGIN
	DELETE FROM fact_fts WHERE rowid = old.seq;
	INSERT INTO fact_fts(rowid, content, scope) VALUES (new.seq, new.subject || ' ' || replace(new.predicate_raw, '_', ' ') || ' ' || new.object,
		'p' || hex(new.project_id) || '0 u' || hex(new.user_id) || '0 a' || hex(new.agent_id) || '0');
END;
--> statement-breakpoint
CREATE TRIGGER facts_fts_delete AFTER DELETE ON facts BEGIN
	DELETE FROM fact_fts WHERE rowid = old.seq;
END;
