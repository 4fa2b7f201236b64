import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  UPLOAD_ERROR_TYPES,
  UPLOAD_REASONS,
  UPLOAD_STATUSES,
} from '../../worker/contracts/enums'
import { applicants } from './applicants'
import { createdAt, enumCheck, id, timestamp, updatedAt } from './columns'
import { users } from './identity'
import { jobs } from './jobs'
import { tenantRef } from './tenant-scope'

/** An uploaded file (CV or job description). The bytes live in R2 under storage_key. */
export const documents = sqliteTable(
  'documents',
  {
    id: id(),
    tenantId: tenantRef(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256'),
    /**
     * The content claim: the SHA-256 of the bytes, set on the one CV of the tenant that holds this
     * content (unique per tenant). A second identical file cannot claim it and becomes a duplicate.
     */
    contentKey: text('content_key'),
    /** For a duplicate CV: the document that already holds its content. */
    duplicateOf: text('duplicate_of'),
    applicantId: text('applicant_id').references(() => applicants.id, { onDelete: 'set null' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('AWAITING_UPLOAD'),
    /** The format decided from the bytes (pdf, docx, …), not from the name. */
    format: text('format'),
    pageCount: integer('page_count'),
    errorType: text('error_type', { enum: UPLOAD_ERROR_TYPES }),
    /** Why it was refused (zip_bomb, encrypted, too_many_pages, …): stored, shown to admins. */
    errorReason: text('error_reason'),
    /** Bumped on every (re)processing so each run has its own idempotency key. */
    processingVersion: integer('processing_version').notNull().default(0),
    uploadedAt: timestamp('uploaded_at'),
    processedAt: timestamp('processed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('documents_storage_key_uq').on(t.storageKey),
    index('documents_tenant_status_idx').on(t.tenantId, t.status),
    enumCheck('documents_status_ck', t.status, DOCUMENT_STATUSES),
    enumCheck('documents_error_type_ck', t.errorType, UPLOAD_ERROR_TYPES, true),
    index('documents_tenant_applicant_idx').on(t.tenantId, t.applicantId),
    index('documents_tenant_job_idx').on(t.tenantId, t.jobId),
    // Finds an identical file already uploaded to the tenant.
    index('documents_tenant_sha_idx').on(t.tenantId, t.sha256),
    // One holder per content and tenant: two identical uploads racing each other give one applicant.
    uniqueIndex('documents_tenant_content_key_uq').on(t.tenantId, t.contentKey),
    enumCheck('documents_kind_ck', t.kind, DOCUMENT_KINDS),
  ],
)

/**
 * The per-user upload notifications that the upload-status stream mirrors (spec §4).
 * document_id has no foreign key: an upload can fail (UNSUPPORTED_FILE, CORRUPTED_FILE) before or after
 * its document row exists, and the item must still be shown, retried or removed.
 */
export const uploadStatusItems = sqliteTable(
  'upload_status_items',
  {
    id: id(),
    tenantId: tenantRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: text('document_id').notNull(),
    filename: text('filename').notNull(),
    title: text('title'),
    type: text('type', { enum: DOCUMENT_KINDS }).notNull(),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('PROCESSING'),
    progress: integer('progress').notNull().default(0),
    errorType: text('error_type', { enum: UPLOAD_ERROR_TYPES }),
    reason: text('reason', { enum: UPLOAD_REASONS }),
    /** No foreign key: a duplicate names an applicant that may be deleted later; the link then 404s. */
    applicantId: text('applicant_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('upload_status_items_tenant_document_uq').on(t.tenantId, t.documentId),
    // The stream lists a user's items newest first.
    index('upload_status_items_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
    enumCheck('upload_status_items_type_ck', t.type, DOCUMENT_KINDS),
    enumCheck('upload_status_items_status_ck', t.status, UPLOAD_STATUSES),
    enumCheck('upload_status_items_error_type_ck', t.errorType, UPLOAD_ERROR_TYPES, true),
    check('upload_status_items_progress_ck', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
)
