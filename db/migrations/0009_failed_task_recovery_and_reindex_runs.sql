-- failed_tasks gains the RECOVERING status (ADR 0021): SQLite changes a CHECK only by rebuilding the table.
-- failed_tasks has no foreign keys and none point at it, so the PRAGMA foreign_keys lines drizzle writes are left out.
-- search_reindex_runs: the progress of the per-organization search index rebuild.
CREATE TABLE `search_reindex_runs` (
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
	CONSTRAINT "search_reindex_runs_state_ck" CHECK("search_reindex_runs"."state" IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "search_reindex_runs_phase_ck" CHECK("search_reindex_runs"."phase" IN ('candidate', 'job', 'client'))
);
--> statement-breakpoint
CREATE TABLE `__new_failed_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`applicant_id` text,
	`job_id` text,
	`user_id` text,
	`queue` text NOT NULL,
	`message` text NOT NULL,
	`error_type` text,
	`error_message` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'FAILED' NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "failed_tasks_error_type_ck" CHECK("__new_failed_tasks"."error_type" IS NULL OR "__new_failed_tasks"."error_type" IN ('ACCESS_TO_TENANT_NOT_ALLOWED', 'APPLICANT_NOT_FOUND', 'CORRUPTED_FILE', 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT', 'JOB_POSITION_NOT_FOUND', 'UNKNOWN_ERROR', 'UNSUPPORTED_FILE', 'VALIDATION_FAILED')),
	CONSTRAINT "failed_tasks_status_ck" CHECK("__new_failed_tasks"."status" IN ('FAILED', 'RECOVERING', 'RECOVERED', 'REMOVED'))
);
--> statement-breakpoint
INSERT INTO `__new_failed_tasks`("id", "tenant_id", "applicant_id", "job_id", "user_id", "queue", "message", "error_type", "error_message", "attempts", "status", "idempotency_key", "created_at", "updated_at") SELECT "id", "tenant_id", "applicant_id", "job_id", "user_id", "queue", "message", "error_type", "error_message", "attempts", "status", "idempotency_key", "created_at", "updated_at" FROM `failed_tasks`;--> statement-breakpoint
DROP TABLE `failed_tasks`;--> statement-breakpoint
ALTER TABLE `__new_failed_tasks` RENAME TO `failed_tasks`;--> statement-breakpoint
CREATE UNIQUE INDEX `failed_tasks_idempotency_key_uq` ON `failed_tasks` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `failed_tasks_tenant_status_created_idx` ON `failed_tasks` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `failed_tasks_status_created_idx` ON `failed_tasks` (`status`,`created_at`);