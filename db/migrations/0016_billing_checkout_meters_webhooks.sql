CREATE TABLE `billing_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL,
	CONSTRAINT "billing_webhook_events_provider_ck" CHECK("billing_webhook_events"."provider" IN ('local', 'stripe'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_webhook_events_provider_event_uq` ON `billing_webhook_events` (`provider`,`event_id`);--> statement-breakpoint
CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`seats` integer,
	`provider` text NOT NULL,
	`provider_session_id` text,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`created_by` text,
	`expires_at` integer NOT NULL,
	`completed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "checkout_sessions_status_ck" CHECK("checkout_sessions"."status" IN ('OPEN', 'COMPLETED', 'EXPIRED')),
	CONSTRAINT "checkout_sessions_provider_ck" CHECK("checkout_sessions"."provider" IN ('local', 'stripe'))
);
--> statement-breakpoint
CREATE INDEX `checkout_sessions_tenant_idx` ON `checkout_sessions` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `checkout_sessions_provider_idx` ON `checkout_sessions` (`provider`,`provider_session_id`);--> statement-breakpoint
CREATE TABLE `meter_events` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`meter` text NOT NULL,
	`quantity` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`occurred_at` integer NOT NULL,
	`reported_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "meter_events_meter_ck" CHECK("meter_events"."meter" IN ('INGESTED_DOCUMENTS', 'STORED_DOCUMENTS'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meter_events_idempotency_key_uq` ON `meter_events` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `meter_events_tenant_meter_idx` ON `meter_events` (`tenant_id`,`meter`,`occurred_at`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_customer_id` text;