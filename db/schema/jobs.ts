import { sql } from 'drizzle-orm'
import { check, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { ATTRIBUTE_KINDS, COMPARISON_OPERATORS, JOB_STATUSES, MATCHING_OPTIONS } from '../../worker/contracts/enums'
import { applicants } from './applicants'
import { clients } from './clients'
import { bool, createdAt, enumCheck, id, json, timestamp, updatedAt } from './columns'
import { users } from './identity'
import { tenantRef } from './tenant-scope'

export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number]
/** Percentages per attribute kind; they sum to 100 (spec §3 attribute weights). */
export type AttributeWeights = Record<AttributeKind, number>

/** The parsed side of a job that requirements and weights do not cover. */
export interface JobDerivedProfile {
  isco: { code: string } | null
  skills: string[]
  minYears: number | null
  cultureKeywords: string[]
}

/** A job position (spec §3). */
export const jobs = sqliteTable(
  'jobs',
  {
    id: id(),
    tenantId: tenantRef(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('DRAFT'),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    matchingOption: text('matching_option', { enum: MATCHING_OPTIONS }).notNull().default('ALL'),
    /** Copied from the tenant defaults at creation: later default changes affect only new jobs. */
    attributeWeights: json<AttributeWeights>('attribute_weights'),
    /**
     * What the job-ad parser read from title and description (occupation, skills, years, culture
     * words), kept so matching does not re-parse the text for every batch (ADR 0014).
     */
    profile: json<JobDerivedProfile>('profile'),
    openedAt: timestamp('opened_at'),
    closedAt: timestamp('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt),
    index('jobs_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('jobs_tenant_client_idx').on(t.tenantId, t.clientId),
    // Plan limits count jobs opened per billing period.
    index('jobs_tenant_opened_idx').on(t.tenantId, t.openedAt),
    enumCheck('jobs_status_ck', t.status, JOB_STATUSES),
    enumCheck('jobs_matching_option_ck', t.matchingOption, MATCHING_OPTIONS),
  ],
)

/** One requirement per attribute (per language for language_proficiency), e.g. seniority GTE competent. */
export const jobRequirements = sqliteTable(
  'job_requirements',
  {
    id: id(),
    tenantId: tenantRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    attribute: text('attribute', { enum: ATTRIBUTE_KINDS }).notNull(),
    /** The language a language_proficiency requirement is about; null for other attributes. */
    language: text('language'),
    operator: text('operator', { enum: COMPARISON_OPERATORS }).notNull(),
    value: text('value').notNull(),
    /** Upper bound of BETWEEN. */
    maxValue: text('max_value'),
    mandatory: bool('mandatory').notNull().default(false),
  },
  (t) => [
    index('job_requirements_tenant_job_idx').on(t.tenantId, t.jobId),
    enumCheck('job_requirements_attribute_ck', t.attribute, ATTRIBUTE_KINDS),
    enumCheck('job_requirements_operator_ck', t.operator, COMPARISON_OPERATORS),
    check('job_requirements_between_ck', sql`${t.operator} <> 'BETWEEN' OR ${t.maxValue} IS NOT NULL`),
    check('job_requirements_language_ck', sql`${t.attribute} <> 'language_proficiency' OR ${t.language} IS NOT NULL`),
  ],
)

/** The hiring team of a job. */
export const jobRecruiters = sqliteTable(
  'job_recruiters',
  {
    id: id(),
    tenantId: tenantRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_recruiters_tenant_job_user_uq').on(t.tenantId, t.jobId, t.userId),
    index('job_recruiters_tenant_user_idx').on(t.tenantId, t.userId),
  ],
)

/** Applicants assigned to a job (the "applications" of an applicant). */
export const jobApplicants = sqliteTable(
  'job_applicants',
  {
    id: id(),
    tenantId: tenantRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_applicants_tenant_job_applicant_uq').on(t.tenantId, t.jobId, t.applicantId),
    index('job_applicants_tenant_applicant_idx').on(t.tenantId, t.applicantId),
  ],
)
