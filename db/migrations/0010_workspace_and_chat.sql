CREATE TABLE `metric_snapshots` (
	`tenant_id` text NOT NULL,
	`day` integer NOT NULL,
	`applicants` integer NOT NULL,
	`open_jobs` integer NOT NULL,
	`average_score` real,
	`skills` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`tenant_id`, `day`),
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `skill_supply` (
	`tenant_id` text NOT NULL,
	`skill_key` text NOT NULL,
	`label` text NOT NULL,
	`applicants` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tenant_id`, `skill_key`),
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tenant_counters` (
	`tenant_id` text PRIMARY KEY NOT NULL,
	`applicants` integer DEFAULT 0 NOT NULL,
	`updated_at` integer,
	`average_score` real,
	`score_count` integer DEFAULT 0 NOT NULL,
	`score_computed_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`actor_id` text,
	`subject_kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "notifications_kind_ck" CHECK("notifications"."kind" IN ('MENTION')),
	CONSTRAINT "notifications_subject_kind_ck" CHECK("notifications"."subject_kind" IN ('applicant', 'job', 'chat'))
);
--> statement-breakpoint
CREATE INDEX `notifications_tenant_user_created_idx` ON `notifications` (`tenant_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_tenant_user_read_idx` ON `notifications` (`tenant_id`,`user_id`,`read_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_search_documents` (
	`rowid` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`doc_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "search_documents_doc_type_ck" CHECK("__new_search_documents"."doc_type" IN ('candidate', 'client', 'assessment', 'job', 'chat_message'))
);
--> statement-breakpoint
INSERT INTO `__new_search_documents`("rowid", "tenant_id", "doc_type", "entity_id", "title", "body", "updated_at") SELECT "rowid", "tenant_id", "doc_type", "entity_id", "title", "body", "updated_at" FROM `search_documents`;--> statement-breakpoint
DROP TABLE `search_documents`;--> statement-breakpoint
ALTER TABLE `__new_search_documents` RENAME TO `search_documents`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `search_documents_tenant_type_entity_uq` ON `search_documents` (`tenant_id`,`doc_type`,`entity_id`);--> statement-breakpoint
CREATE INDEX `search_documents_tenant_updated_idx` ON `search_documents` (`tenant_id`,`updated_at`);--> statement-breakpoint
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
	CONSTRAINT "search_reindex_runs_phase_ck" CHECK("__new_search_reindex_runs"."phase" IN ('candidate', 'job', 'client', 'assessment', 'chat_message'))
);
--> statement-breakpoint
INSERT INTO `__new_search_reindex_runs`("tenant_id", "run", "state", "phase", "cursor", "done", "total", "started_at", "finished_at", "updated_at") SELECT "tenant_id", "run", "state", "phase", "cursor", "done", "total", "started_at", "finished_at", "updated_at" FROM `search_reindex_runs`;--> statement-breakpoint
DROP TABLE `search_reindex_runs`;--> statement-breakpoint
ALTER TABLE `__new_search_reindex_runs` RENAME TO `search_reindex_runs`;--> statement-breakpoint
DROP INDEX `chats_tenant_job_idx`;--> statement-breakpoint
DROP INDEX `chats_tenant_applicant_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `chats_tenant_job_uq` ON `chats` (`tenant_id`,`job_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `chats_tenant_applicant_uq` ON `chats` (`tenant_id`,`applicant_id`);--> statement-breakpoint
ALTER TABLE `applicant_skills` ADD `skill_key` text;--> statement-breakpoint
CREATE INDEX `applicant_skills_tenant_key_idx` ON `applicant_skills` (`tenant_id`,`skill_key`,`applicant_id`);--> statement-breakpoint
ALTER TABLE `applicants` ADD `client_id` text REFERENCES clients(id);--> statement-breakpoint
CREATE INDEX `applicants_tenant_client_idx` ON `applicants` (`tenant_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `applicants_tenant_deleted_idx` ON `applicants` (`tenant_id`,`deleted_at`);--> statement-breakpoint
ALTER TABLE `chat_members` ADD `last_read_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `seq` integer NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `version` integer NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_tenant_chat_seq_uq` ON `chat_messages` (`tenant_id`,`chat_id`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_tenant_chat_version_uq` ON `chat_messages` (`tenant_id`,`chat_id`,`version`);--> statement-breakpoint
ALTER TABLE `comments` ADD `mentions` text DEFAULT '[]' NOT NULL;