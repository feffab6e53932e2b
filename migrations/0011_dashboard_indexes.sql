-- The dashboard's overview counts, per project, facts per day of `created_at` (and all before a day)
-- and the facts open now: with this index both read one range of the index, never the fact rows
-- (measured by bench/dashboard-overview.ts). Declared here only, like the vec0 and FTS tables.
CREATE INDEX IF NOT EXISTS `facts_project_created_idx` ON `facts` (`project_id`, `created_at`, `invalid_at`, `stated_tense`);
