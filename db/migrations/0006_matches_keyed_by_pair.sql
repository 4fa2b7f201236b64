-- The pair is the key, stored WITHOUT ROWID (ADR 0014): an upsert writes the row's B-tree and the two
-- score indexes, no rowid table and id index besides. Nothing references matches, so it is rebuilt in place.
CREATE TABLE `__new_matches` (
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`applicant_id` text NOT NULL,
	`score` real NOT NULL,
	`knockout` integer DEFAULT false NOT NULL,
	`areas` text NOT NULL,
	`evidence` text NOT NULL,
	`reasoning` text,
	`area_evidence` text,
	`model` text NOT NULL,
	`prompt_version` text NOT NULL,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `job_id`, `applicant_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "matches_score_ck" CHECK("score" BETWEEN 0 AND 100)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_matches`("tenant_id", "job_id", "applicant_id", "score", "knockout", "areas", "evidence", "reasoning", "area_evidence", "model", "prompt_version", "computed_at") SELECT "tenant_id", "job_id", "applicant_id", "score", "knockout", "areas", "evidence", "reasoning", "area_evidence", "model", "prompt_version", "computed_at" FROM `matches`;--> statement-breakpoint
DROP TABLE `matches`;--> statement-breakpoint
ALTER TABLE `__new_matches` RENAME TO `matches`;--> statement-breakpoint
CREATE INDEX `matches_tenant_job_score_idx` ON `matches` (`tenant_id`,`job_id`,`score`);--> statement-breakpoint
CREATE INDEX `matches_tenant_applicant_score_idx` ON `matches` (`tenant_id`,`applicant_id`,`score`);