CREATE TABLE `webhook_cursor` (
	`name` text PRIMARY KEY NOT NULL,
	`last_outbox_id` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL,
	`outbox_id` integer,
	`event` text NOT NULL,
	`project_id` text,
	`test_data` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`last_attempt_at` text,
	`last_status_code` integer,
	`last_error` text,
	`lease_token` text,
	`lease_until` text,
	`event_at` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`outbox_id`) REFERENCES `outbox`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_outbox_id_idx` ON `webhook_deliveries` (`outbox_id`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`secret` text NOT NULL,
	`legacy_signature` integer DEFAULT false NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`disabled_at` text,
	`outbox_start` integer NOT NULL,
	`last_success_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_account_id_idx` ON `webhook_endpoints` (`account_id`);--> statement-breakpoint
CREATE INDEX `webhook_endpoints_project_id_idx` ON `webhook_endpoints` (`project_id`);