CREATE TABLE `agent_namespaces` (
	`account_id` text NOT NULL,
	`agent_id` text NOT NULL,
	`project_id` text NOT NULL,
	`first_used_at` text NOT NULL,
	PRIMARY KEY(`account_id`, `agent_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `usage_counters` ADD `warned_at` text;