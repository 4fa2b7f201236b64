ALTER TABLE `mail_accounts` ADD `sync_not_before` integer;--> statement-breakpoint
ALTER TABLE `mail_accounts` ADD `sync_lease_until` integer;--> statement-breakpoint
ALTER TABLE `mail_accounts` ADD `last_synced_at` integer;--> statement-breakpoint
CREATE INDEX `mail_accounts_status_due_idx` ON `mail_accounts` (`status`,`sync_not_before`);