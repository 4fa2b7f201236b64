import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { FAILED_TASK_STATUSES, UPLOAD_ERROR_TYPES } from '../../worker/contracts/enums'
import { createdAt, enumCheck, id, storedJson, timestamp, updatedAt } from './columns'

/**
 * A queue message that exhausted its retries, recorded by the dead-letter consumer (admin "failed tasks").
 * Deliberately without foreign keys: the failure must be recordable even when the tenant, applicant,
 * job or user it names is gone (APPLICANT_NOT_FOUND, ACCESS_TO_TENANT_NOT_ALLOWED).
 * tenant_id is null for platform tasks.
 */
export const failedTasks = sqliteTable(
  'failed_tasks',
  {
    id: id(),
    tenantId: text('tenant_id'),
    applicantId: text('applicant_id'),
    jobId: text('job_id'),
    userId: text('user_id'),
    queue: text('queue').notNull(),
    /** The original message, so the task can be re-run as it was. */
    message: storedJson('message').notNull(),
    errorType: text('error_type', { enum: UPLOAD_ERROR_TYPES }),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    status: text('status', { enum: FAILED_TASK_STATUSES }).notNull().default('FAILED'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('failed_tasks_idempotency_key_uq').on(t.idempotencyKey),
    index('failed_tasks_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt),
    // The admin screen lists every tenant's failures, newest first.
    index('failed_tasks_status_created_idx').on(t.status, t.createdAt),
    enumCheck('failed_tasks_error_type_ck', t.errorType, UPLOAD_ERROR_TYPES, true),
    enumCheck('failed_tasks_status_ck', t.status, FAILED_TASK_STATUSES),
  ],
)

/** Queues deliver at least once: a consumer records each idempotency key it has fully handled. */
export const processedMessages = sqliteTable(
  'processed_messages',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    processedAt: timestamp('processed_at').notNull(),
  },
  // Housekeeping prunes old keys.
  (t) => [index('processed_messages_processed_at_idx').on(t.processedAt)],
)
