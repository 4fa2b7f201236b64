CREATE TABLE `sign_in_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`payload` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "sign_in_challenges_kind_ck" CHECK("sign_in_challenges"."kind" IN ('TFA', 'OAUTH_LINK'))
);
--> statement-breakpoint
CREATE INDEX `sign_in_challenges_expires_idx` ON `sign_in_challenges` (`expires_at`);--> statement-breakpoint
ALTER TABLE `credentials` ADD `last_used_step` integer;