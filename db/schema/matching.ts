import { sql } from 'drizzle-orm'
import { check, index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { MESSAGE_LANGUAGES } from '../../worker/contracts/enums'
import { applicants } from './applicants'
import { bool, createdAt, enumCheck, id, json, storedJson, tenantId, timestamp, updatedAt } from './columns'
import { type AttributeWeights, jobs } from './jobs'
import { tenantRef } from './tenant-scope'
import { organizations } from './tenants'

/**
 * The latest score of one applicant for one job (ADR 0014). Every pair keeps the engine's fast-path
 * result: score, knockout, `areas` (compact: the eight area scores, weights and neutral flags) and
 * `evidence` (the failed mandatory requirements and which model and prompt version produced the CV
 * facts). The per-area evidence and the reasoning text are computed for the pair someone opens and
 * cached in `area_evidence` and `reasoning` until the pair is scored again.
 */
export const matches = sqliteTable(
  'matches',
  {
    tenantId: tenantRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    /** A mandatory requirement failed: the applicant is shown but ranked out. */
    knockout: bool('knockout').notNull().default(false),
    areas: storedJson('areas').notNull(),
    evidence: storedJson('evidence').notNull(),
    reasoning: text('reasoning'),
    /** Per-area evidence, written when the reasoning is first requested; null until then. */
    areaEvidence: storedJson('area_evidence'),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    /** Who wrote `reasoning` (the match_reasoning AI setting used, ADR 0039); null with the reasoning. */
    reasoningModel: text('reasoning_model'),
    reasoningPromptVersion: text('reasoning_prompt_version'),
    computedAt: timestamp('computed_at').notNull(),
  },
  (t) => [
    // The pair is the key: the table is stored WITHOUT ROWID (migration 0006), so a job run's upsert
    // writes one B-tree for the row and one per score index, not a rowid table plus an id index too.
    primaryKey({ name: 'matches_pk', columns: [t.tenantId, t.jobId, t.applicantId] }),
    index('matches_tenant_job_score_idx').on(t.tenantId, t.jobId, t.score),
    index('matches_tenant_applicant_score_idx').on(t.tenantId, t.applicantId, t.score),
    check('matches_score_ck', sql`${t.score} BETWEEN 0 AND 100`),
  ],
)

/** A generated fit report; kept per language and generation so messages can cite the one shown. */
export const fitReports = sqliteTable(
  'fit_reports',
  {
    id: id(),
    tenantId: tenantRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    language: text('language', { enum: MESSAGE_LANGUAGES }).notNull(),
    content: storedJson('content').notNull(),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    /** Set when the configured model failed and the embedded engine wrote the report instead: why. */
    fallbackReason: text('fallback_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('fit_reports_tenant_job_applicant_idx').on(t.tenantId, t.jobId, t.applicantId, t.createdAt),
    index('fit_reports_tenant_applicant_idx').on(t.tenantId, t.applicantId),
    enumCheck('fit_reports_language_ck', t.language, MESSAGE_LANGUAGES),
  ],
)

/** Organization-level default attribute weights; they seed new jobs only. One row per tenant. */
export const tenantAttributeWeights = sqliteTable('tenant_attribute_weights', {
  tenantId: tenantId()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  weights: json<AttributeWeights>('weights').notNull(),
  updatedAt: updatedAt(),
})

export const MATCHING_SUBJECTS = ['job', 'applicant'] as const

/**
 * Background matching progress per job or applicant (ADR 0014). Each change starts a new run; queue
 * messages carry the run, so messages of an outdated run do nothing. `pending` is set (never
 * decremented) from the message's position, so a redelivered message cannot count twice.
 */
export const matchingRuns = sqliteTable(
  'matching_runs',
  {
    tenantId: tenantRef(),
    subject: text('subject', { enum: MATCHING_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    run: integer('run').notNull(),
    total: integer('total').notNull(),
    pending: integer('pending').notNull(),
    startedAt: timestamp('started_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.subject, t.subjectId] }),
    enumCheck('matching_runs_subject_ck', t.subject, MATCHING_SUBJECTS),
  ],
)

/**
 * The batches a job's run was split into (ADR 0014): all are queued at once, each marks itself done,
 * and what is left is the sum of the sizes not done. Marking is idempotent, so a redelivered batch
 * cannot count twice.
 */
export const matchingBatches = sqliteTable(
  'matching_batches',
  {
    tenantId: tenantRef(),
    subject: text('subject', { enum: MATCHING_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    run: integer('run').notNull(),
    batch: integer('batch').notNull(),
    size: integer('size').notNull(),
    done: bool('done').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.subject, t.subjectId, t.run, t.batch] }),
    enumCheck('matching_batches_subject_ck', t.subject, MATCHING_SUBJECTS),
  ],
)
