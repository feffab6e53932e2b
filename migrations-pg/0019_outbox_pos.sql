-- Issue 25 (plan §2.9): the twin of migrations/0019_outbox_pos.sql. An identity is taken at insert and
-- the row commits later, so outbox ids are not commit order; `pos` is stamped after commit, under an
-- advisory lock, in visibility order, and fan-out and GET /v1/events page by it. Existing rows keep
-- their order (pos = id); the `outbox_pos` cursor row holds the last position given.
ALTER TABLE outbox ADD COLUMN pos bigint;
--> statement-breakpoint
UPDATE outbox SET pos = id;
--> statement-breakpoint
CREATE UNIQUE INDEX outbox_pos_idx ON outbox (pos);
--> statement-breakpoint
CREATE INDEX outbox_project_pos_idx ON outbox (project_id, pos);
--> statement-breakpoint
INSERT INTO webhook_cursor (name, last_outbox_id) SELECT 'outbox_pos', coalesce(max(id), 0) FROM outbox ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
-- A backstop for fan-out: one delivery per event and endpoint, whatever runs it.
CREATE UNIQUE INDEX webhook_deliveries_endpoint_outbox_idx ON webhook_deliveries (endpoint_id, outbox_id);
