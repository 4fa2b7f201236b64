-- Hand-written (drizzle cannot express triggers): the tenant check of ADR 0015 / migration 0007 for the
-- new reference applicants.client_id, so an applicant can never point at another tenant's client.
CREATE TRIGGER `applicants_client_id_tenant_insert` BEFORE INSERT ON `applicants`
WHEN NEW.`client_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `clients` WHERE `id` = NEW.`client_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicants.client_id references another tenant''s clients row');
END;
--> statement-breakpoint
CREATE TRIGGER `applicants_client_id_tenant_update` BEFORE UPDATE OF `client_id`, `tenant_id` ON `applicants`
WHEN NEW.`client_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `clients` WHERE `id` = NEW.`client_id` AND `tenant_id` IS NOT NEW.`tenant_id`)
BEGIN
	SELECT RAISE(ABORT, 'tenant mismatch: applicants.client_id references another tenant''s clients row');
END;
