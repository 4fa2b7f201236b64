ALTER TABLE `tenant_counters` ADD `average_score` real;--> statement-breakpoint
ALTER TABLE `tenant_counters` ADD `score_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tenant_counters` ADD `score_computed_at` integer;