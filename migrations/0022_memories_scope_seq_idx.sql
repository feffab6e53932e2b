-- A scope's memories in acceptance order. Extraction reads the scope's message just before the one it
-- extracts (src/domain/facts/from-memory.ts heldFactsOf); without this index that read walked back through
-- the project's memories of every user until it met one of this user: 405 ms for a new end user's first
-- memory at 100,000 memories (bench/search.ts's fill), growing with the project.
CREATE INDEX `memories_scope_seq_idx` ON `memories` (`project_id`, `user_id`, `agent_id`, `seq`);
