-- The per-account rate-limit windows (calendar minute, hour and UTC day), in the database so that every
-- process serving the install (the server, `engram mcp` over stdio) counts against the same windows.
CREATE TABLE `rate_windows` (
	`account_id` text PRIMARY KEY NOT NULL,
	`minute_start` integer NOT NULL,
	`minute_used` integer NOT NULL,
	`hour_start` integer NOT NULL,
	`hour_used` integer NOT NULL,
	`day_start` integer NOT NULL,
	`day_used` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
