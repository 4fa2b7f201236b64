ALTER TABLE `fit_reports` ADD `fallback_reason` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `reasoning_model` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `reasoning_prompt_version` text;