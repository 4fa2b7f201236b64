-- Idempotency-Key ledger (ADR 0018): the first response to each key, kept 24 h, so a repeated create
-- (a double submit, a client retry) answers the first result instead of creating a second thing.
CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`tenant_id` text,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`fingerprint` text NOT NULL,
	`state` text NOT NULL,
	`owner` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`status` integer,
	`headers` text,
	`body` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `key`),
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "idempotency_keys_state_ck" CHECK("idempotency_keys"."state" IN ('IN_PROGRESS', 'DONE'))
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_tenant_idx` ON `idempotency_keys` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);