PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_search_reindex_runs` (
	`tenant_id` text PRIMARY KEY NOT NULL,
	`run` integer NOT NULL,
	`state` text NOT NULL,
	`phase` text NOT NULL,
	`cursor` text,
	`done` integer DEFAULT 0 NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "search_reindex_runs_state_ck" CHECK("__new_search_reindex_runs"."state" IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "search_reindex_runs_phase_ck" CHECK("__new_search_reindex_runs"."phase" IN ('candidate', 'job', 'client', 'assessment'))
);
--> statement-breakpoint
INSERT INTO `__new_search_reindex_runs`("tenant_id", "run", "state", "phase", "cursor", "done", "total", "started_at", "finished_at", "updated_at") SELECT "tenant_id", "run", "state", "phase", "cursor", "done", "total", "started_at", "finished_at", "updated_at" FROM `search_reindex_runs`;--> statement-breakpoint
DROP TABLE `search_reindex_runs`;--> statement-breakpoint
ALTER TABLE `__new_search_reindex_runs` RENAME TO `search_reindex_runs`;--> statement-breakpoint
PRAGMA foreign_keys=ON;