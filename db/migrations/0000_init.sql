CREATE TABLE `ai_models` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`purpose` text NOT NULL,
	`provider` text DEFAULT 'embedded' NOT NULL,
	`model_name` text NOT NULL,
	`base_url` text,
	`api_key_enc` text,
	`is_default` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ai_models_provider_ck" CHECK("ai_models"."provider" IN ('embedded', 'workers-ai', 'openai-compatible')),
	CONSTRAINT "ai_models_purpose_ck" CHECK("ai_models"."purpose" IN ('parse_cv', 'parse_job', 'embeddings', 'match_reasoning', 'fit_report', 'messages', 'client_info'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_models_tenant_purpose_uq` ON `ai_models` (`tenant_id`,`purpose`) WHERE tenant_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `ai_models_default_purpose_uq` ON `ai_models` (`purpose`) WHERE tenant_id IS NULL;--> statement-breakpoint
CREATE TABLE `ai_prompts` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`purpose` text NOT NULL,
	`template` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ai_prompts_purpose_ck" CHECK("ai_prompts"."purpose" IN ('parse_cv', 'parse_job', 'embeddings', 'match_reasoning', 'fit_report', 'messages', 'client_info'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_prompts_tenant_purpose_uq` ON `ai_prompts` (`tenant_id`,`purpose`) WHERE tenant_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `ai_prompts_default_purpose_uq` ON `ai_prompts` (`purpose`) WHERE tenant_id IS NULL;--> statement-breakpoint
CREATE TABLE `applicant_skills` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`applicant_id` text NOT NULL,
	`skill` text NOT NULL,
	`kind` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "applicant_skills_kind_ck" CHECK("applicant_skills"."kind" IN ('hard', 'soft'))
);
--> statement-breakpoint
CREATE INDEX `applicant_skills_tenant_skill_idx` ON `applicant_skills` (`tenant_id`,`skill`);--> statement-breakpoint
CREATE INDEX `applicant_skills_tenant_applicant_idx` ON `applicant_skills` (`tenant_id`,`applicant_id`);--> statement-breakpoint
CREATE TABLE `applicants` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`tagline` text,
	`summary` text,
	`hard_skills` text DEFAULT '[]' NOT NULL,
	`soft_skills` text DEFAULT '[]' NOT NULL,
	`profile` text,
	`matching_option` text DEFAULT 'ALL' NOT NULL,
	`author_id` text,
	`document_id` text,
	`processing_state` text DEFAULT 'PENDING' NOT NULL,
	`parsed_by_model` text,
	`parsed_by_prompt_version` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "applicants_matching_option_ck" CHECK("applicants"."matching_option" IN ('ALL', 'ASSIGNED_ONLY')),
	CONSTRAINT "applicants_processing_state_ck" CHECK("applicants"."processing_state" IN ('PROCESSED', 'PENDING'))
);
--> statement-breakpoint
CREATE INDEX `applicants_tenant_created_idx` ON `applicants` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `applicants_tenant_state_idx` ON `applicants` (`tenant_id`,`processing_state`);--> statement-breakpoint
CREATE TABLE `plan_features` (
	`id` text PRIMARY KEY NOT NULL,
	`plan_id` text NOT NULL,
	`feature` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`quota` integer,
	`per_seat` integer DEFAULT false NOT NULL,
	`hard_limit` integer,
	`quota_period` text DEFAULT 'PERIOD' NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "plan_features_feature_ck" CHECK("plan_features"."feature" IN ('CHAT', 'CV_UPLOAD', 'INTEGRATIONS', 'JOB_POSTING', 'API_ACCESS', 'TEAM_MEMBERS')),
	CONSTRAINT "plan_features_quota_period_ck" CHECK("plan_features"."quota_period" IN ('PERIOD', 'TOTAL'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_features_plan_feature_uq` ON `plan_features` (`plan_id`,`feature`);--> statement-breakpoint
CREATE TABLE `quota_carryovers` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`feature` text NOT NULL,
	`amount` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quota_carryovers_feature_ck" CHECK("quota_carryovers"."feature" IN ('CHAT', 'CV_UPLOAD', 'INTEGRATIONS', 'JOB_POSTING', 'API_ACCESS', 'TEAM_MEMBERS')),
	CONSTRAINT "quota_carryovers_amount_ck" CHECK("quota_carryovers"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX `quota_carryovers_tenant_feature_expires_idx` ON `quota_carryovers` (`tenant_id`,`feature`,`expires_at`);--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`display_name` text NOT NULL,
	`plan_type` text NOT NULL,
	`interval` text DEFAULT 'MONTHLY' NOT NULL,
	`seat_rule` text DEFAULT 'ANY' NOT NULL,
	`min_seats` integer,
	`max_seats` integer,
	`price_per_seat_cents` integer DEFAULT 0 NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`cloud_price_per_ingested_doc_cents` integer,
	`cloud_price_per_stored_doc_month_cents` integer,
	`basic_limits` text,
	`provider_variant_id` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "subscription_plans_name_ck" CHECK("subscription_plans"."name" IN ('basic', 'cloud', 'special', 'standard', 'suspended', 'unpaid')),
	CONSTRAINT "subscription_plans_plan_type_ck" CHECK("subscription_plans"."plan_type" IN ('PER_SEAT', 'FIXED_PRICE')),
	CONSTRAINT "subscription_plans_interval_ck" CHECK("subscription_plans"."interval" IN ('MONTHLY', 'YEARLY')),
	CONSTRAINT "subscription_plans_seat_rule_ck" CHECK("subscription_plans"."seat_rule" IN ('ANY', 'MIN', 'MAX', 'RANGE'))
);
--> statement-breakpoint
CREATE INDEX `subscription_plans_name_idx` ON `subscription_plans` (`name`,`interval`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`status` text NOT NULL,
	`interval` text DEFAULT 'MONTHLY' NOT NULL,
	`seats` integer,
	`provider` text DEFAULT 'local' NOT NULL,
	`provider_subscription_id` text,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`upcoming_plan_id` text,
	`plan_changed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`upcoming_plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "subscriptions_status_ck" CHECK("subscriptions"."status" IN ('ACTIVE', 'PAST_DUE', 'CANCELED', 'UNPAID', 'UPCOMING', 'ON_TRIAL', 'PAUSED', 'EXPIRED')),
	CONSTRAINT "subscriptions_interval_ck" CHECK("subscriptions"."interval" IN ('MONTHLY', 'YEARLY')),
	CONSTRAINT "subscriptions_provider_ck" CHECK("subscriptions"."provider" IN ('local', 'stripe'))
);
--> statement-breakpoint
CREATE INDEX `subscriptions_tenant_created_idx` ON `subscriptions` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_tenant_status_idx` ON `subscriptions` (`tenant_id`,`status`);--> statement-breakpoint
CREATE INDEX `subscriptions_provider_subscription_idx` ON `subscriptions` (`provider`,`provider_subscription_id`);--> statement-breakpoint
CREATE TABLE `usage_records` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`feature` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`period_start` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "usage_records_feature_ck" CHECK("usage_records"."feature" IN ('CHAT', 'CV_UPLOAD', 'INTEGRATIONS', 'JOB_POSTING', 'API_ACCESS', 'TEAM_MEMBERS'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usage_records_idempotency_key_uq` ON `usage_records` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `usage_records_tenant_feature_period_idx` ON `usage_records` (`tenant_id`,`feature`,`period_start`);--> statement-breakpoint
CREATE TABLE `clients` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`brand_language` text,
	`culture` text,
	`info` text,
	`hire_type` text,
	`privacy` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "clients_hire_type_ck" CHECK("clients"."hire_type" IS NULL OR "clients"."hire_type" IN ('recruiting', 'staffing')),
	CONSTRAINT "clients_privacy_ck" CHECK("clients"."privacy" IS NULL OR "clients"."privacy" IN ('private', 'shared'))
);
--> statement-breakpoint
CREATE INDEX `clients_tenant_name_idx` ON `clients` (`tenant_id`,`name`);--> statement-breakpoint
CREATE TABLE `chat_members` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`chat_id` text NOT NULL,
	`user_id` text NOT NULL,
	`last_read_message_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`chat_id`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_members_tenant_chat_user_uq` ON `chat_members` (`tenant_id`,`chat_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `chat_members_tenant_user_idx` ON `chat_members` (`tenant_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`chat_id` text NOT NULL,
	`author_id` text,
	`text` text NOT NULL,
	`edited` integer DEFAULT false NOT NULL,
	`deleted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`chat_id`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `chat_messages_tenant_chat_created_idx` ON `chat_messages` (`tenant_id`,`chat_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `chats` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`job_id` text,
	`applicant_id` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `chats_tenant_job_idx` ON `chats` (`tenant_id`,`job_id`);--> statement-breakpoint
CREATE INDEX `chats_tenant_applicant_idx` ON `chats` (`tenant_id`,`applicant_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`content_kind` text NOT NULL,
	`content_id` text NOT NULL,
	`author_id` text,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "comments_content_kind_ck" CHECK("comments"."content_kind" IN ('APPLICANT', 'JOB', 'CLIENT', 'FIT_REPORT', 'COMMENT', 'MESSAGE'))
);
--> statement-breakpoint
CREATE INDEX `comments_tenant_content_created_idx` ON `comments` (`tenant_id`,`content_kind`,`content_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `message_mentions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`message_id` text NOT NULL,
	`user_id` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `chat_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_mentions_tenant_message_user_uq` ON `message_mentions` (`tenant_id`,`message_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `message_mentions_tenant_user_idx` ON `message_mentions` (`tenant_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`kind` text NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`storage_key` text NOT NULL,
	`sha256` text,
	`applicant_id` text,
	`job_id` text,
	`uploaded_by` text,
	`status` text DEFAULT 'AWAITING_UPLOAD' NOT NULL,
	`format` text,
	`page_count` integer,
	`error_type` text,
	`error_reason` text,
	`processing_version` integer DEFAULT 0 NOT NULL,
	`uploaded_at` integer,
	`processed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "documents_status_ck" CHECK("documents"."status" IN ('AWAITING_UPLOAD', 'UPLOADED', 'QUEUED', 'PROCESSING', 'PROCESSED', 'FAILED')),
	CONSTRAINT "documents_error_type_ck" CHECK("documents"."error_type" IS NULL OR "documents"."error_type" IN ('ACCESS_TO_TENANT_NOT_ALLOWED', 'APPLICANT_NOT_FOUND', 'CORRUPTED_FILE', 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT', 'JOB_POSITION_NOT_FOUND', 'UNKNOWN_ERROR', 'UNSUPPORTED_FILE', 'VALIDATION_FAILED')),
	CONSTRAINT "documents_kind_ck" CHECK("documents"."kind" IN ('CV', 'JobDescription'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_storage_key_uq` ON `documents` (`storage_key`);--> statement-breakpoint
CREATE INDEX `documents_tenant_status_idx` ON `documents` (`tenant_id`,`status`);--> statement-breakpoint
CREATE INDEX `documents_tenant_applicant_idx` ON `documents` (`tenant_id`,`applicant_id`);--> statement-breakpoint
CREATE INDEX `documents_tenant_job_idx` ON `documents` (`tenant_id`,`job_id`);--> statement-breakpoint
CREATE INDEX `documents_tenant_sha_idx` ON `documents` (`tenant_id`,`sha256`);--> statement-breakpoint
CREATE TABLE `upload_status_items` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`document_id` text NOT NULL,
	`filename` text NOT NULL,
	`title` text,
	`type` text NOT NULL,
	`status` text DEFAULT 'PROCESSING' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`error_type` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "upload_status_items_type_ck" CHECK("upload_status_items"."type" IN ('CV', 'JobDescription')),
	CONSTRAINT "upload_status_items_status_ck" CHECK("upload_status_items"."status" IN ('PROCESSING', 'SUCCESS', 'ERROR')),
	CONSTRAINT "upload_status_items_error_type_ck" CHECK("upload_status_items"."error_type" IS NULL OR "upload_status_items"."error_type" IN ('ACCESS_TO_TENANT_NOT_ALLOWED', 'APPLICANT_NOT_FOUND', 'CORRUPTED_FILE', 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT', 'JOB_POSITION_NOT_FOUND', 'UNKNOWN_ERROR', 'UNSUPPORTED_FILE', 'VALIDATION_FAILED')),
	CONSTRAINT "upload_status_items_progress_ck" CHECK("upload_status_items"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `upload_status_items_tenant_document_uq` ON `upload_status_items` (`tenant_id`,`document_id`);--> statement-breakpoint
CREATE INDEX `upload_status_items_tenant_user_created_idx` ON `upload_status_items` (`tenant_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `credentials` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`secret` text NOT NULL,
	`label` text,
	`last_used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "credentials_kind_ck" CHECK("credentials"."kind" IN ('PASSWORD', 'GOOGLE_OAUTH2', 'MICROSOFT_OAUTH2', 'TFA'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credentials_user_kind_uq` ON `credentials` (`user_id`,`kind`);--> statement-breakpoint
CREATE INDEX `credentials_kind_secret_idx` ON `credentials` (`kind`,`secret`);--> statement-breakpoint
CREATE TABLE `one_time_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`payload` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "one_time_tokens_purpose_ck" CHECK("one_time_tokens"."purpose" IN ('EMAIL_CONFIRMATION', 'PASSWORD_RESET', 'SIGN_IN_LINK', 'EMAIL_CHANGE', 'INVITE'))
);
--> statement-breakpoint
CREATE INDEX `one_time_tokens_email_idx` ON `one_time_tokens` (`email`,`purpose`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`organization_id` text,
	`csrf_token` text NOT NULL,
	`user_agent` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`position` text,
	`photo_key` text,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`permissions` text NOT NULL,
	`language` text,
	`current_organization_id` text,
	`email_verified_at` integer,
	`last_active_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "users_status_ck" CHECK("users"."status" IN ('ACTIVE', 'SUSPENDED')),
	CONSTRAINT "users_language_ck" CHECK("users"."language" IS NULL OR "users"."language" IN ('en_US', 'de_DE'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `email_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`email_id` text NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`provider_attachment_id` text NOT NULL,
	`imported` integer DEFAULT false NOT NULL,
	`document_id` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`email_id`) REFERENCES `emails`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "email_attachments_size_ck" CHECK("email_attachments"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `email_attachments_tenant_email_idx` ON `email_attachments` (`tenant_id`,`email_id`);--> statement-breakpoint
CREATE INDEX `email_attachments_tenant_imported_idx` ON `email_attachments` (`tenant_id`,`imported`);--> statement-breakpoint
CREATE TABLE `emails` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`account_id` text NOT NULL,
	`provider_message_id` text NOT NULL,
	`from_name` text,
	`from_address` text NOT NULL,
	`subject` text,
	`received_at` integer NOT NULL,
	`content` text,
	`processed` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `mail_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `emails_tenant_account_message_uq` ON `emails` (`tenant_id`,`account_id`,`provider_message_id`);--> statement-breakpoint
CREATE INDEX `emails_tenant_account_processed_received_idx` ON `emails` (`tenant_id`,`account_id`,`processed`,`received_at`);--> statement-breakpoint
CREATE INDEX `emails_tenant_account_received_idx` ON `emails` (`tenant_id`,`account_id`,`received_at`);--> statement-breakpoint
CREATE TABLE `mail_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`email` text NOT NULL,
	`access_token_enc` text,
	`refresh_token_enc` text,
	`token_expires_at` integer,
	`connected_at` integer NOT NULL,
	`status` text DEFAULT 'CONNECTED' NOT NULL,
	`sync_cursor` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mail_accounts_provider_ck" CHECK("mail_accounts"."provider" IN ('GOOGLE', 'MICROSOFT')),
	CONSTRAINT "mail_accounts_status_ck" CHECK("mail_accounts"."status" IN ('CONNECTED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_accounts_tenant_user_provider_uq` ON `mail_accounts` (`tenant_id`,`user_id`,`provider`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`app_id` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`token_excerpt` text NOT NULL,
	`created_by` text,
	`last_used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_token_hash_uq` ON `api_keys` (`token_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_tenant_app_idx` ON `api_keys` (`tenant_id`,`app_id`);--> statement-breakpoint
CREATE TABLE `apps` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`installed` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "apps_status_ck" CHECK("apps"."status" IN ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE INDEX `apps_tenant_created_idx` ON `apps` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `job_applicants` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`applicant_id` text NOT NULL,
	`assigned_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assigned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_applicants_tenant_job_applicant_uq` ON `job_applicants` (`tenant_id`,`job_id`,`applicant_id`);--> statement-breakpoint
CREATE INDEX `job_applicants_tenant_applicant_idx` ON `job_applicants` (`tenant_id`,`applicant_id`);--> statement-breakpoint
CREATE TABLE `job_recruiters` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_recruiters_tenant_job_user_uq` ON `job_recruiters` (`tenant_id`,`job_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `job_recruiters_tenant_user_idx` ON `job_recruiters` (`tenant_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `job_requirements` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`attribute` text NOT NULL,
	`language` text,
	`operator` text NOT NULL,
	`value` text NOT NULL,
	`max_value` text,
	`mandatory` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "job_requirements_attribute_ck" CHECK("job_requirements"."attribute" IN ('degree', 'isco', 'language_proficiency', 'seniority', 'skills')),
	CONSTRAINT "job_requirements_operator_ck" CHECK("job_requirements"."operator" IN ('EQUALS', 'GTE', 'LTE', 'BETWEEN')),
	CONSTRAINT "job_requirements_between_ck" CHECK("job_requirements"."operator" <> 'BETWEEN' OR "job_requirements"."max_value" IS NOT NULL),
	CONSTRAINT "job_requirements_language_ck" CHECK("job_requirements"."attribute" <> 'language_proficiency' OR "job_requirements"."language" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX `job_requirements_tenant_job_idx` ON `job_requirements` (`tenant_id`,`job_id`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`client_id` text,
	`author_id` text,
	`matching_option` text DEFAULT 'ALL' NOT NULL,
	`attribute_weights` text,
	`opened_at` integer,
	`closed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "jobs_status_ck" CHECK("jobs"."status" IN ('DRAFT', 'OPEN', 'CLOSED', 'CANCELLED')),
	CONSTRAINT "jobs_matching_option_ck" CHECK("jobs"."matching_option" IN ('ALL', 'ASSIGNED_ONLY'))
);
--> statement-breakpoint
CREATE INDEX `jobs_tenant_status_created_idx` ON `jobs` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_tenant_created_idx` ON `jobs` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_tenant_client_idx` ON `jobs` (`tenant_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `jobs_tenant_opened_idx` ON `jobs` (`tenant_id`,`opened_at`);--> statement-breakpoint
CREATE TABLE `fit_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`applicant_id` text NOT NULL,
	`language` text NOT NULL,
	`content` text NOT NULL,
	`model` text NOT NULL,
	`prompt_version` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fit_reports_language_ck" CHECK("fit_reports"."language" IN ('de_DE', 'en_US', 'fr_FR', 'es_ES', 'it_IT', 'pt_PT', 'pl_PL', 'lt_LT', 'et_ET', 'lv_LV', 'ar_MSA', 'sv_SE', 'nl_NL', 'uk_UA', 'sk_SK', 'cs_CZ', 'tr_TR', 'hu_HU'))
);
--> statement-breakpoint
CREATE INDEX `fit_reports_tenant_job_applicant_idx` ON `fit_reports` (`tenant_id`,`job_id`,`applicant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `fit_reports_tenant_applicant_idx` ON `fit_reports` (`tenant_id`,`applicant_id`);--> statement-breakpoint
CREATE TABLE `matches` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`job_id` text NOT NULL,
	`applicant_id` text NOT NULL,
	`score` real NOT NULL,
	`knockout` integer DEFAULT false NOT NULL,
	`areas` text NOT NULL,
	`evidence` text NOT NULL,
	`reasoning` text,
	`model` text NOT NULL,
	`prompt_version` text NOT NULL,
	`computed_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `applicants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "matches_score_ck" CHECK("matches"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `matches_tenant_job_applicant_uq` ON `matches` (`tenant_id`,`job_id`,`applicant_id`);--> statement-breakpoint
CREATE INDEX `matches_tenant_job_score_idx` ON `matches` (`tenant_id`,`job_id`,`score`);--> statement-breakpoint
CREATE INDEX `matches_tenant_applicant_score_idx` ON `matches` (`tenant_id`,`applicant_id`,`score`);--> statement-breakpoint
CREATE TABLE `tenant_attribute_weights` (
	`tenant_id` text PRIMARY KEY NOT NULL,
	`weights` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `outbox_mails` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`language` text,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `outbox_mails_sent_created_idx` ON `outbox_mails` (`sent_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_mails_to_created_idx` ON `outbox_mails` (`to_address`,`created_at`);--> statement-breakpoint
CREATE TABLE `platform_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_documents` (
	`rowid` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_id` text NOT NULL,
	`doc_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "search_documents_doc_type_ck" CHECK("search_documents"."doc_type" IN ('candidate', 'client', 'assessment', 'job'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_documents_tenant_type_entity_uq` ON `search_documents` (`tenant_id`,`doc_type`,`entity_id`);--> statement-breakpoint
CREATE INDEX `search_documents_tenant_updated_idx` ON `search_documents` (`tenant_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `failed_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`applicant_id` text,
	`job_id` text,
	`user_id` text,
	`queue` text NOT NULL,
	`message` text NOT NULL,
	`error_type` text,
	`error_message` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'FAILED' NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "failed_tasks_error_type_ck" CHECK("failed_tasks"."error_type" IS NULL OR "failed_tasks"."error_type" IN ('ACCESS_TO_TENANT_NOT_ALLOWED', 'APPLICANT_NOT_FOUND', 'CORRUPTED_FILE', 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT', 'JOB_POSITION_NOT_FOUND', 'UNKNOWN_ERROR', 'UNSUPPORTED_FILE', 'VALIDATION_FAILED')),
	CONSTRAINT "failed_tasks_status_ck" CHECK("failed_tasks"."status" IN ('FAILED', 'RECOVERED', 'REMOVED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `failed_tasks_idempotency_key_uq` ON `failed_tasks` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `failed_tasks_tenant_status_created_idx` ON `failed_tasks` (`tenant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `failed_tasks_status_created_idx` ON `failed_tasks` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `processed_messages` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `processed_messages_processed_at_idx` ON `processed_messages` (`processed_at`);--> statement-breakpoint
CREATE TABLE `invites` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`email` text NOT NULL,
	`permissions` text NOT NULL,
	`invited_by` text,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invites_tenant_idx` ON `invites` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `invites_token_uq` ON `invites` (`token_hash`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`user_id` text NOT NULL,
	`permissions` text NOT NULL,
	`contact_email` text,
	`contact_phone` text,
	`last_activity_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_tenant_user_uq` ON `memberships` (`tenant_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `memberships_user_idx` ON `memberships` (`user_id`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text DEFAULT 'organization' NOT NULL,
	`status` text DEFAULT 'STANDARD' NOT NULL,
	`language` text DEFAULT 'en_US' NOT NULL,
	`is_agency` integer DEFAULT false NOT NULL,
	`address` text,
	`brand_language` text,
	`culture` text,
	`info` text,
	`logo_key` text,
	`plan_name` text DEFAULT 'basic' NOT NULL,
	`subscription_status` text DEFAULT 'INACTIVE' NOT NULL,
	`owner_id` text,
	`show_matching_scores` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "organizations_kind_ck" CHECK("organizations"."kind" IN ('organization', 'marketplace')),
	CONSTRAINT "organizations_status_ck" CHECK("organizations"."status" IN ('SPECIAL', 'SUSPENDED', 'STANDARD')),
	CONSTRAINT "organizations_language_ck" CHECK("organizations"."language" IN ('en_US', 'de_DE')),
	CONSTRAINT "organizations_plan_ck" CHECK("organizations"."plan_name" IN ('basic', 'cloud', 'special', 'standard', 'suspended', 'unpaid')),
	CONSTRAINT "organizations_subscription_ck" CHECK("organizations"."subscription_status" IN ('ACTIVE', 'CANCELED', 'INACTIVE', 'SUSPENDED'))
);
