CREATE TABLE `memories` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`user_id` text,
	`agent_id` text,
	`run_id` text,
	`content` text NOT NULL,
	`metadata` text DEFAULT '{}' NOT NULL,
	`status` text NOT NULL,
	`event_at` text,
	`created_at` text NOT NULL,
	`updated_at` text,
	`deleted_at` text,
	`embedding` blob NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memories_id_idx` ON `memories` (`id`);--> statement-breakpoint
CREATE INDEX `memories_project_created_idx` ON `memories` (`project_id`,`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `memories_project_user_created_idx` ON `memories` (`project_id`,`user_id`,`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `memories_project_agent_idx` ON `memories` (`project_id`,`agent_id`);--> statement-breakpoint
CREATE TABLE `memory_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`memory_id` text NOT NULL,
	`project_id` text NOT NULL,
	`user_id` text,
	`event` text NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`old_content` text,
	`new_content` text,
	`fact_ids` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `memory_history_memory_idx` ON `memory_history` (`memory_id`,`id`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text,
	`kind` text NOT NULL,
	`user_id` text,
	`target_id` text,
	`counts` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `receipts_account_idx` ON `receipts` (`account_id`,`at`);--> statement-breakpoint
CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text,
	`ts` text NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`result` text NOT NULL,
	`user_id` text,
	`target_id` text,
	`meta` text,
	`ip` text,
	`read` text
);
--> statement-breakpoint
CREATE INDEX `audit_events_account_ts_idx` ON `audit_events` (`account_id`,`project_id`,`ts`,`id`);--> statement-breakpoint
CREATE TABLE `usage_counters` (
	`account_id` text NOT NULL,
	`month` text NOT NULL,
	`kind` text NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `month`, `kind`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
