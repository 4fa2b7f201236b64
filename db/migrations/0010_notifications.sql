CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`actor_id` text,
	`subject_kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "notifications_kind_ck" CHECK("notifications"."kind" IN ('MENTION')),
	CONSTRAINT "notifications_subject_kind_ck" CHECK("notifications"."subject_kind" IN ('applicant', 'job', 'chat'))
);
--> statement-breakpoint
CREATE INDEX `notifications_tenant_user_created_idx` ON `notifications` (`tenant_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_tenant_user_read_idx` ON `notifications` (`tenant_id`,`user_id`,`read_at`);