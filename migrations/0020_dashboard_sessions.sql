-- Dashboard sessions and failed-login counts (issue 25, plan §1.5, §2.10), in the database rather than in
-- the serving process, so that a session made through one node works on every node of the install and
-- the lockout counts failures wherever they arrive. A session is kept under the SHA-256 of its id (the
-- cookie's value), never the id itself. Times are our ISO text (src/domain/clock.ts formatTs), which
-- orders as it compares. Expired rows are pruned at each login (src/domain/sessions/).
CREATE TABLE `dashboard_sessions` (
	`id_sha256` text PRIMARY KEY NOT NULL,
	`csrf` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `dashboard_sessions_expires_idx` ON `dashboard_sessions` (`expires_at`);
--> statement-breakpoint
CREATE TABLE `login_failures` (
	`client` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`last_at` text NOT NULL,
	`locked_until` text NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `login_failures_last_idx` ON `login_failures` (`last_at`);
