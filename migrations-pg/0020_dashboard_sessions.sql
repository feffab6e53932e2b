-- Twin of migrations/0020_dashboard_sessions.sql: dashboard sessions (under the SHA-256 of their id) and
-- failed-login counts, shared by every node on this database (issue 25, plan §2.10).
CREATE TABLE dashboard_sessions (
	id_sha256 text COLLATE "C" PRIMARY KEY NOT NULL,
	csrf text COLLATE "C" NOT NULL,
	created_at text COLLATE "C" NOT NULL,
	expires_at text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE INDEX dashboard_sessions_expires_idx ON dashboard_sessions (expires_at);
--> statement-breakpoint
CREATE TABLE login_failures (
	client text COLLATE "C" PRIMARY KEY NOT NULL,
	count integer NOT NULL,
	last_at text COLLATE "C" NOT NULL,
	locked_until text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE INDEX login_failures_last_idx ON login_failures (last_at);
