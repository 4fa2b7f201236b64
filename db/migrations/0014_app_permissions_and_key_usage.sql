CREATE TABLE `api_key_usage` (
	`tenant_id` text NOT NULL,
	`api_key_id` text NOT NULL,
	`day` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`api_key_id`, `day`),
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`api_key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `api_key_usage_tenant_day_idx` ON `api_key_usage` (`tenant_id`,`day`);--> statement-breakpoint
ALTER TABLE `apps` ADD `permissions` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle cannot express triggers): the tenant check of ADR 0015 for api_key_usage.api_key_id.
CREATE TRIGGER `api_key_usage_api_key_id_tenant_insert` BEFORE INSERT ON `api_key_usage`
WHEN NEW.`api_key_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `api_keys` WHERE `id` = NEW.`api_key_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: api_key_usage.api_key_id references another tenant''s api_keys row');
END;
--> statement-breakpoint
CREATE TRIGGER `api_key_usage_api_key_id_tenant_update` BEFORE UPDATE OF `api_key_id`, `tenant_id` ON `api_key_usage`
WHEN NEW.`api_key_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `api_keys` WHERE `id` = NEW.`api_key_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: api_key_usage.api_key_id references another tenant''s api_keys row');
END;
