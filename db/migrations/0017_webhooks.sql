CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`endpoint_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`response_status` integer,
	`duration_ms` integer,
	`last_error` text,
	`next_retry_at` integer,
	`last_attempt_at` integer,
	`replay_of` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "webhook_deliveries_status_ck" CHECK("webhook_deliveries"."status" IN ('PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_uq` ON `webhook_deliveries` (`endpoint_id`,`event_id`) WHERE replay_of IS NULL;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_tenant_endpoint_created_idx` ON `webhook_deliveries` (`tenant_id`,`endpoint_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`url` text NOT NULL,
	`description` text,
	`events` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`secret_encrypted` text NOT NULL,
	`secret_excerpt` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_tenant_created_idx` ON `webhook_endpoints` (`tenant_id`,`created_at`);--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------
-- Hand-written (drizzle cannot express triggers): the tenant check of ADR 0015 / migration 0007 for
-- webhook_deliveries.endpoint_id, so a delivery can never point at another tenant's endpoint.
CREATE TRIGGER `webhook_deliveries_endpoint_id_tenant_insert` BEFORE INSERT ON `webhook_deliveries`
WHEN NEW.`endpoint_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `webhook_endpoints` WHERE `id` = NEW.`endpoint_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: webhook_deliveries.endpoint_id references another tenant''s webhook_endpoints row');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_deliveries_endpoint_id_tenant_update` BEFORE UPDATE OF `endpoint_id`, `tenant_id` ON `webhook_deliveries`
WHEN NEW.`endpoint_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `webhook_endpoints` WHERE `id` = NEW.`endpoint_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: webhook_deliveries.endpoint_id references another tenant''s webhook_endpoints row');
END;
