-- Issue 25 (plan §2.9): events are read in the order they became visible, not in id order. On
-- PostgreSQL an id is taken at insert and a row commits later, so a lower id can appear after a higher
-- one was already read and be skipped for good. `pos` is stamped after commit, under a lock, in
-- visibility order (src/domain/events/sequence.ts); fan-out and GET /v1/events page by it. Existing
-- rows keep their order (pos = id). The `outbox_pos` cursor row holds the last position given, so an
-- erased newest event never lets a position be given twice.
ALTER TABLE `outbox` ADD `pos` integer;
--> statement-breakpoint
UPDATE `outbox` SET `pos` = `id`;
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_pos_idx` ON `outbox` (`pos`);
--> statement-breakpoint
CREATE INDEX `outbox_project_pos_idx` ON `outbox` (`project_id`,`pos`);
--> statement-breakpoint
INSERT INTO `webhook_cursor` (`name`, `last_outbox_id`) SELECT 'outbox_pos', coalesce(max(`id`), 0) FROM `outbox` WHERE true ON CONFLICT (`name`) DO NOTHING;
--> statement-breakpoint
-- A backstop for fan-out: one delivery per event and endpoint, whatever runs it.
CREATE UNIQUE INDEX `webhook_deliveries_endpoint_outbox_idx` ON `webhook_deliveries` (`endpoint_id`,`outbox_id`);
