CREATE TABLE `applicant_duplicates` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`applicant_id` text NOT NULL,
	`existing_id` text NOT NULL,
	`match` text NOT NULL,
	`state` text DEFAULT 'OPEN' NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`existing_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "applicant_duplicates_match_ck" CHECK("applicant_duplicates"."match" IN ('email', 'phone', 'name')),
	CONSTRAINT "applicant_duplicates_state_ck" CHECK("applicant_duplicates"."state" IN ('OPEN', 'KEPT'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applicant_duplicates_tenant_pair_uq` ON `applicant_duplicates` (`tenant_id`,`applicant_id`,`existing_id`);--> statement-breakpoint
CREATE INDEX `applicant_duplicates_tenant_existing_idx` ON `applicant_duplicates` (`tenant_id`,`existing_id`);--> statement-breakpoint
ALTER TABLE `applicants` ADD `email_key` text;--> statement-breakpoint
ALTER TABLE `applicants` ADD `phone_key` text;--> statement-breakpoint
ALTER TABLE `applicants` ADD `name_key` text;--> statement-breakpoint
CREATE INDEX `applicants_tenant_email_key_idx` ON `applicants` (`tenant_id`,`email_key`);--> statement-breakpoint
CREATE INDEX `applicants_tenant_phone_key_idx` ON `applicants` (`tenant_id`,`phone_key`);--> statement-breakpoint
CREATE INDEX `applicants_tenant_name_key_idx` ON `applicants` (`tenant_id`,`name_key`);--> statement-breakpoint
ALTER TABLE `documents` ADD `content_key` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `duplicate_of` text;--> statement-breakpoint
CREATE UNIQUE INDEX `documents_tenant_content_key_uq` ON `documents` (`tenant_id`,`content_key`);--> statement-breakpoint
ALTER TABLE `upload_status_items` ADD `reason` text;--> statement-breakpoint
ALTER TABLE `upload_status_items` ADD `applicant_id` text;--> statement-breakpoint
-- Hand-written (drizzle cannot express triggers or data): the tenant checks of ADR 0015 for the two
-- applicant references of applicant_duplicates, and the e-mail key of applicants parsed before it.
CREATE TRIGGER `applicant_duplicates_applicant_id_tenant_insert` BEFORE INSERT ON `applicant_duplicates`
WHEN EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicant_duplicates.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `applicant_duplicates_applicant_id_tenant_update` BEFORE UPDATE OF `applicant_id`, `tenant_id` ON `applicant_duplicates`
WHEN EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicant_duplicates.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `applicant_duplicates_existing_id_tenant_insert` BEFORE INSERT ON `applicant_duplicates`
WHEN EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`existing_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicant_duplicates.existing_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `applicant_duplicates_existing_id_tenant_update` BEFORE UPDATE OF `existing_id`, `tenant_id` ON `applicant_duplicates`
WHEN EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`existing_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicant_duplicates.existing_id references another tenant''s applicants row');
END;
--> statement-breakpoint
UPDATE `applicants` SET `email_key` = lower(trim(json_extract(`profile`, '$.email')))
WHERE json_valid(`profile`) AND json_type(`profile`, '$.email') = 'text';
