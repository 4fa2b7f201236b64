-- Tenant-scoped references (ADR 0015). A foreign key between two tenant tables only says that the
-- referenced id exists, not that it belongs to the same organization: a service that forgot to check
-- could link one tenant's row to another tenant's (it happened: an edited CV's document row pointed at
-- a foreign applicant). SQLite cannot change a foreign key without rebuilding the table, so each
-- reference gets a checked write instead: a trigger refuses an INSERT, or an UPDATE of the reference or
-- of tenant_id, whose referenced row belongs to another tenant. A missing referenced row is left to the
-- foreign key itself. One primary-key lookup per reference per written row.
CREATE TRIGGER `api_keys_app_id_tenant_insert` BEFORE INSERT ON `api_keys`
WHEN NEW.`app_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `apps` WHERE `id` = NEW.`app_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: api_keys.app_id references another tenant''s apps row');
END;
--> statement-breakpoint
CREATE TRIGGER `api_keys_app_id_tenant_update` BEFORE UPDATE OF `app_id`, `tenant_id` ON `api_keys`
WHEN NEW.`app_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `apps` WHERE `id` = NEW.`app_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: api_keys.app_id references another tenant''s apps row');
END;
--> statement-breakpoint
CREATE TRIGGER `applicant_skills_applicant_id_tenant_insert` BEFORE INSERT ON `applicant_skills`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicant_skills.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `applicant_skills_applicant_id_tenant_update` BEFORE UPDATE OF `applicant_id`, `tenant_id` ON `applicant_skills`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicant_skills.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_members_chat_id_tenant_insert` BEFORE INSERT ON `chat_members`
WHEN NEW.`chat_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `chats` WHERE `id` = NEW.`chat_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chat_members.chat_id references another tenant''s chats row');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_members_chat_id_tenant_update` BEFORE UPDATE OF `chat_id`, `tenant_id` ON `chat_members`
WHEN NEW.`chat_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `chats` WHERE `id` = NEW.`chat_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chat_members.chat_id references another tenant''s chats row');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_messages_chat_id_tenant_insert` BEFORE INSERT ON `chat_messages`
WHEN NEW.`chat_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `chats` WHERE `id` = NEW.`chat_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chat_messages.chat_id references another tenant''s chats row');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_messages_chat_id_tenant_update` BEFORE UPDATE OF `chat_id`, `tenant_id` ON `chat_messages`
WHEN NEW.`chat_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `chats` WHERE `id` = NEW.`chat_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chat_messages.chat_id references another tenant''s chats row');
END;
--> statement-breakpoint
CREATE TRIGGER `chats_applicant_id_tenant_insert` BEFORE INSERT ON `chats`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chats.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `chats_applicant_id_tenant_update` BEFORE UPDATE OF `applicant_id`, `tenant_id` ON `chats`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chats.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `chats_job_id_tenant_insert` BEFORE INSERT ON `chats`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chats.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `chats_job_id_tenant_update` BEFORE UPDATE OF `job_id`, `tenant_id` ON `chats`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chats.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_applicant_id_tenant_insert` BEFORE INSERT ON `documents`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: documents.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_applicant_id_tenant_update` BEFORE UPDATE OF `applicant_id`, `tenant_id` ON `documents`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: documents.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_job_id_tenant_insert` BEFORE INSERT ON `documents`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: documents.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_job_id_tenant_update` BEFORE UPDATE OF `job_id`, `tenant_id` ON `documents`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: documents.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `email_attachments_document_id_tenant_insert` BEFORE INSERT ON `email_attachments`
WHEN NEW.`document_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `documents` WHERE `id` = NEW.`document_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: email_attachments.document_id references another tenant''s documents row');
END;
--> statement-breakpoint
CREATE TRIGGER `email_attachments_document_id_tenant_update` BEFORE UPDATE OF `document_id`, `tenant_id` ON `email_attachments`
WHEN NEW.`document_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `documents` WHERE `id` = NEW.`document_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: email_attachments.document_id references another tenant''s documents row');
END;
--> statement-breakpoint
CREATE TRIGGER `email_attachments_email_id_tenant_insert` BEFORE INSERT ON `email_attachments`
WHEN NEW.`email_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `emails` WHERE `id` = NEW.`email_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: email_attachments.email_id references another tenant''s emails row');
END;
--> statement-breakpoint
CREATE TRIGGER `email_attachments_email_id_tenant_update` BEFORE UPDATE OF `email_id`, `tenant_id` ON `email_attachments`
WHEN NEW.`email_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `emails` WHERE `id` = NEW.`email_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: email_attachments.email_id references another tenant''s emails row');
END;
--> statement-breakpoint
CREATE TRIGGER `emails_account_id_tenant_insert` BEFORE INSERT ON `emails`
WHEN NEW.`account_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `mail_accounts` WHERE `id` = NEW.`account_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: emails.account_id references another tenant''s mail_accounts row');
END;
--> statement-breakpoint
CREATE TRIGGER `emails_account_id_tenant_update` BEFORE UPDATE OF `account_id`, `tenant_id` ON `emails`
WHEN NEW.`account_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `mail_accounts` WHERE `id` = NEW.`account_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: emails.account_id references another tenant''s mail_accounts row');
END;
--> statement-breakpoint
CREATE TRIGGER `fit_reports_applicant_id_tenant_insert` BEFORE INSERT ON `fit_reports`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: fit_reports.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `fit_reports_applicant_id_tenant_update` BEFORE UPDATE OF `applicant_id`, `tenant_id` ON `fit_reports`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: fit_reports.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `fit_reports_job_id_tenant_insert` BEFORE INSERT ON `fit_reports`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: fit_reports.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `fit_reports_job_id_tenant_update` BEFORE UPDATE OF `job_id`, `tenant_id` ON `fit_reports`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: fit_reports.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `job_applicants_applicant_id_tenant_insert` BEFORE INSERT ON `job_applicants`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: job_applicants.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `job_applicants_applicant_id_tenant_update` BEFORE UPDATE OF `applicant_id`, `tenant_id` ON `job_applicants`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: job_applicants.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `job_applicants_job_id_tenant_insert` BEFORE INSERT ON `job_applicants`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: job_applicants.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `job_applicants_job_id_tenant_update` BEFORE UPDATE OF `job_id`, `tenant_id` ON `job_applicants`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: job_applicants.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `job_recruiters_job_id_tenant_insert` BEFORE INSERT ON `job_recruiters`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: job_recruiters.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `job_recruiters_job_id_tenant_update` BEFORE UPDATE OF `job_id`, `tenant_id` ON `job_recruiters`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: job_recruiters.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `job_requirements_job_id_tenant_insert` BEFORE INSERT ON `job_requirements`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: job_requirements.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `job_requirements_job_id_tenant_update` BEFORE UPDATE OF `job_id`, `tenant_id` ON `job_requirements`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: job_requirements.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_client_id_tenant_insert` BEFORE INSERT ON `jobs`
WHEN NEW.`client_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `clients` WHERE `id` = NEW.`client_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: jobs.client_id references another tenant''s clients row');
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_client_id_tenant_update` BEFORE UPDATE OF `client_id`, `tenant_id` ON `jobs`
WHEN NEW.`client_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `clients` WHERE `id` = NEW.`client_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: jobs.client_id references another tenant''s clients row');
END;
--> statement-breakpoint
CREATE TRIGGER `matches_applicant_id_tenant_insert` BEFORE INSERT ON `matches`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: matches.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `matches_applicant_id_tenant_update` BEFORE UPDATE OF `applicant_id`, `tenant_id` ON `matches`
WHEN NEW.`applicant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `applicants` WHERE `id` = NEW.`applicant_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: matches.applicant_id references another tenant''s applicants row');
END;
--> statement-breakpoint
CREATE TRIGGER `matches_job_id_tenant_insert` BEFORE INSERT ON `matches`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: matches.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `matches_job_id_tenant_update` BEFORE UPDATE OF `job_id`, `tenant_id` ON `matches`
WHEN NEW.`job_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `jobs` WHERE `id` = NEW.`job_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: matches.job_id references another tenant''s jobs row');
END;
--> statement-breakpoint
CREATE TRIGGER `message_mentions_message_id_tenant_insert` BEFORE INSERT ON `message_mentions`
WHEN NEW.`message_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `chat_messages` WHERE `id` = NEW.`message_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: message_mentions.message_id references another tenant''s chat_messages row');
END;
--> statement-breakpoint
CREATE TRIGGER `message_mentions_message_id_tenant_update` BEFORE UPDATE OF `message_id`, `tenant_id` ON `message_mentions`
WHEN NEW.`message_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `chat_messages` WHERE `id` = NEW.`message_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: message_mentions.message_id references another tenant''s chat_messages row');
END;
--> statement-breakpoint
-- References without a foreign key (the other side already has one, or a message may be deleted):
-- the same check.
CREATE TRIGGER `applicants_document_id_tenant_insert` BEFORE INSERT ON `applicants`
WHEN NEW.`document_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `documents` WHERE `id` = NEW.`document_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicants.document_id references another tenant''s documents row');
END;
--> statement-breakpoint
CREATE TRIGGER `applicants_document_id_tenant_update` BEFORE UPDATE OF `document_id`, `tenant_id` ON `applicants`
WHEN NEW.`document_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `documents` WHERE `id` = NEW.`document_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicants.document_id references another tenant''s documents row');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_members_last_read_message_id_tenant_insert` BEFORE INSERT ON `chat_members`
WHEN NEW.`last_read_message_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `chat_messages` WHERE `id` = NEW.`last_read_message_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chat_members.last_read_message_id references another tenant''s chat_messages row');
END;
--> statement-breakpoint
CREATE TRIGGER `chat_members_last_read_message_id_tenant_update` BEFORE UPDATE OF `last_read_message_id`, `tenant_id` ON `chat_members`
WHEN NEW.`last_read_message_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `chat_messages` WHERE `id` = NEW.`last_read_message_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: chat_members.last_read_message_id references another tenant''s chat_messages row');
END;
