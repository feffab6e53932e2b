-- Unfinished jobs by kind in acceptance order. Extraction's ordering check (src/domain/jobs/extract-memory.ts)
-- reads the unfinished extractions accepted before a claimed group; done jobs are kept, and without this
-- index the check walked every job of the kind (42 ms per group at 100,000 done jobs, growing with
-- history). Partial: it holds only the backlog.
CREATE INDEX `jobs_open_idx` ON `jobs` (`kind`, `id`) WHERE status in ('pending', 'running');
