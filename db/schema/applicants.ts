import { sql } from 'drizzle-orm'
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { DUPLICATE_MATCHES, DUPLICATE_STATES, MATCHING_OPTIONS, PROCESSING_STATES } from '../../worker/contracts/enums'
import { clients } from './clients'
import { createdAt, enumCheck, id, json, storedJson, timestamp, updatedAt } from './columns'
import { users } from './identity'
import { tenantRef } from './tenant-scope'

/**
 * The parsed profile as the parsing engine wrote it. Its exact shape belongs to the parsing contract;
 * the database only stores it, so it stays open here.
 */
export type StoredApplicantProfile = Record<string, unknown>
export const SKILL_KINDS = ['hard', 'soft'] as const

export const applicants = sqliteTable(
  'applicants',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    tagline: text('tagline'),
    summary: text('summary'),
    hardSkills: json<string[]>('hard_skills').notNull().default(sql`'[]'`),
    softSkills: json<string[]>('soft_skills').notNull().default(sql`'[]'`),
    profile: json<StoredApplicantProfile>('profile'),
    matchingOption: text('matching_option', { enum: MATCHING_OPTIONS }).notNull().default('ALL'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Agencies: the client this applicant is put forward to (bulk client assignment, spec §2). */
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The CV it was parsed from. No foreign key: documents.applicant_id already points back here. */
    documentId: text('document_id'),
    processingState: text('processing_state', { enum: PROCESSING_STATES }).notNull().default('PENDING'),
    /** Which model and prompt version produced the profile (explainability of later scores). */
    parsedByModel: text('parsed_by_model'),
    parsedByPromptVersion: text('parsed_by_prompt_version'),
    /**
     * The CV prepared for matching once, when it is stored (engine/matching/stored-cv.ts): matching
     * loads it instead of preparing the CV for every run. Null or stale: prepared again.
     */
    preparedCv: storedJson('prepared_cv'),
    /**
     * Keys that find the same person again (worker/applicants/person-keys.ts): the e-mail in lower
     * case, the phone's last nine digits, the name folded. Written with the profile.
     */
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    nameKey: text('name_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: matches, comments and fit reports stay readable for audit until purged. */
    deletedAt: timestamp('deleted_at'),
  },
  (t) => [
    index('applicants_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('applicants_tenant_client_idx').on(t.tenantId, t.clientId),
    // The dashboard's average score leaves out deleted applicants' scores: they are found by this index.
    index('applicants_tenant_deleted_idx').on(t.tenantId, t.deletedAt),
    // With the id last, a matching batch reads its id range of processed applicants as one index range
    // (no scan of the tenant's applicants and no sort per page).
    index('applicants_tenant_state_id_idx').on(t.tenantId, t.processingState, t.id),
    enumCheck('applicants_matching_option_ck', t.matchingOption, MATCHING_OPTIONS),
    enumCheck('applicants_processing_state_ck', t.processingState, PROCESSING_STATES),
    // A new applicant looks for the same person by e-mail, phone or name (likely duplicates, issue 19).
    index('applicants_tenant_email_key_idx').on(t.tenantId, t.emailKey),
    index('applicants_tenant_phone_key_idx').on(t.tenantId, t.phoneKey),
    index('applicants_tenant_name_key_idx').on(t.tenantId, t.nameKey),
  ],
)

/**
 * A likely duplicate person: `applicantId` (the newer applicant) looks like `existingId` (same e-mail,
 * phone, or name with a close profile). OPEN shows on the newer applicant with a merge-or-keep
 * choice; KEPT is the recruiter's "different people", never raised again; a merge deletes the newer.
 */
export const applicantDuplicates = sqliteTable(
  'applicant_duplicates',
  {
    id: id(),
    tenantId: tenantRef(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    existingId: text('existing_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    match: text('match', { enum: DUPLICATE_MATCHES }).notNull(),
    state: text('state', { enum: DUPLICATE_STATES }).notNull().default('OPEN'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applicant_duplicates_tenant_pair_uq').on(t.tenantId, t.applicantId, t.existingId),
    index('applicant_duplicates_tenant_existing_idx').on(t.tenantId, t.existingId),
    enumCheck('applicant_duplicates_match_ck', t.match, DUPLICATE_MATCHES),
    enumCheck('applicant_duplicates_state_ck', t.state, DUPLICATE_STATES),
  ],
)

/** One row per skill of an applicant, so dashboard skill metrics are an indexed GROUP BY, not JSON scans. */
export const applicantSkills = sqliteTable(
  'applicant_skills',
  {
    id: id(),
    tenantId: tenantRef(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    /** The taxonomy's canonical skill (worker/metrics/skill-key.ts): "JS" and "JavaScript" share one. */
    skillKey: text('skill_key'),
    kind: text('kind', { enum: SKILL_KINDS }).notNull(),
  },
  (t) => [
    index('applicant_skills_tenant_skill_idx').on(t.tenantId, t.skill),
    // The dashboard's drill-down: the applicants behind one skill.
    index('applicant_skills_tenant_key_idx').on(t.tenantId, t.skillKey, t.applicantId),
    index('applicant_skills_tenant_applicant_idx').on(t.tenantId, t.applicantId),
    enumCheck('applicant_skills_kind_ck', t.kind, SKILL_KINDS),
  ],
)
