CREATE TABLE `entity_aliases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` text NOT NULL,
	`user_id` text,
	`agent_id` text,
	`alias_key` text NOT NULL,
	`alias` text NOT NULL,
	`entity_key` text NOT NULL,
	`name` text NOT NULL,
	`source_memory_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `entity_aliases_lookup_idx` ON `entity_aliases` (`project_id`,`user_id`,`agent_id`,`alias_key`);--> statement-breakpoint
CREATE TABLE `fact_sources` (
	`fact_id` text NOT NULL,
	`memory_id` text NOT NULL,
	`added_at` text NOT NULL,
	PRIMARY KEY(`fact_id`, `memory_id`)
);
--> statement-breakpoint
CREATE INDEX `fact_sources_memory_idx` ON `fact_sources` (`memory_id`);--> statement-breakpoint
CREATE TABLE `facts` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`user_id` text,
	`agent_id` text,
	`run_id` text,
	`subject` text NOT NULL,
	`subject_key` text NOT NULL,
	`subject_type` text NOT NULL,
	`predicate` text NOT NULL,
	`predicate_raw` text NOT NULL,
	`predicate_family` text,
	`object` text NOT NULL,
	`object_key` text NOT NULL,
	`object_is_literal` integer NOT NULL,
	`confidence` real,
	`stated_tense` text NOT NULL,
	`valid_from` text,
	`invalid_at` text,
	`invalidated_by` text,
	`close_reason` text,
	`source_memory_id` text,
	`created_at` text NOT NULL,
	`last_confirmed_at` text,
	`observation_count` integer DEFAULT 1 NOT NULL,
	`object_embedding` blob,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `facts_id_idx` ON `facts` (`id`);--> statement-breakpoint
CREATE INDEX `facts_match_idx` ON `facts` (`project_id`,`subject_key`,`predicate`,`user_id`,`agent_id`);--> statement-breakpoint
CREATE INDEX `facts_project_user_idx` ON `facts` (`project_id`,`user_id`,`invalid_at`);--> statement-breakpoint
CREATE TABLE `predicate_raws` (
	`project_id` text NOT NULL,
	`raw` text NOT NULL,
	`predicate` text NOT NULL,
	`similarity` real,
	PRIMARY KEY(`project_id`, `raw`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `predicates` (
	`project_id` text NOT NULL,
	`name` text NOT NULL,
	`family` text NOT NULL,
	`cardinality` text NOT NULL,
	`embedding` blob,
	`created_at` text NOT NULL,
	PRIMARY KEY(`project_id`, `name`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`account_id` text,
	`project_id` text,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`run_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer DEFAULT 5 NOT NULL,
	`lease_token` text,
	`lease_until` text,
	`last_error` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_kind_key_idx` ON `jobs` (`kind`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `jobs_ready_idx` ON `jobs` (`status`,`run_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text,
	`user_id` text,
	`type` text NOT NULL,
	`data` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_project_idx` ON `outbox` (`project_id`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_user_idx` ON `outbox` (`project_id`,`user_id`);