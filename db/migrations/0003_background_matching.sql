CREATE TABLE `matching_batches` (
	`tenant_id` text NOT NULL,
	`subject` text NOT NULL,
	`subject_id` text NOT NULL,
	`run` integer NOT NULL,
	`batch` integer NOT NULL,
	`size` integer NOT NULL,
	`done` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tenant_id`, `subject`, `subject_id`, `run`, `batch`),
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "matching_batches_subject_ck" CHECK("matching_batches"."subject" IN ('job', 'applicant'))
);
--> statement-breakpoint
CREATE TABLE `matching_runs` (
	`tenant_id` text NOT NULL,
	`subject` text NOT NULL,
	`subject_id` text NOT NULL,
	`run` integer NOT NULL,
	`total` integer NOT NULL,
	`pending` integer NOT NULL,
	`started_at` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`tenant_id`, `subject`, `subject_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "matching_runs_subject_ck" CHECK("matching_runs"."subject" IN ('job', 'applicant'))
);
--> statement-breakpoint
ALTER TABLE `jobs` ADD `profile` text;