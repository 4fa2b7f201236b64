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
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `applicant_skills` ADD `skill_key` text;--> statement-breakpoint
CREATE INDEX `applicant_skills_tenant_key_idx` ON `applicant_skills` (`tenant_id`,`skill_key`,`applicant_id`);--> statement-breakpoint
ALTER TABLE `applicants` ADD `client_id` text REFERENCES clients(id);--> statement-breakpoint
CREATE INDEX `applicants_tenant_client_idx` ON `applicants` (`tenant_id`,`client_id`);