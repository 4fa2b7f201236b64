DROP INDEX `applicants_tenant_state_idx`;--> statement-breakpoint
ALTER TABLE `applicants` ADD `prepared_cv` text;--> statement-breakpoint
CREATE INDEX `applicants_tenant_state_id_idx` ON `applicants` (`tenant_id`,`processing_state`,`id`);