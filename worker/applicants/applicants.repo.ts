import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { applicantSkills, applicants, clients, documents, jobApplicants, searchDocuments } from '../../db/schema'
import type { Database } from '../db/database'
import { qualified } from '../db/qualified'
import { newId } from '../lib/ids'
import { metricCountersRepo } from '../metrics/metric-counters.repo'
import { skillKeyOf, skillKeysOf } from '../metrics/skill-key'
import { searchRepo } from '../search/search.repo'
import { candidateSearchBody } from '../search/search-text'
import { emailKeyOf, nameKeyOf, personKeysOf, phoneKeyOf } from './person-keys'

export type ApplicantRow = typeof applicants.$inferSelect

export interface ApplicantWrite {
  id: string
  name: string
  tagline: string | null
  summary: string | null
  hardSkills: string[]
  softSkills: string[]
  profile: Record<string, unknown>
  documentId: string
  authorId: string | null
  parsedByModel: string
  parsedByPromptVersion: string
  /** The CV prepared for matching (matching/profiles storedCvOf), stored with the profile it comes from. */
  preparedCv: unknown
  at: number
}

/** The editable columns the prepared CV is computed from (the profile JSON holds the rest of the CV). */
export const CV_FIELDS = ['name', 'tagline', 'summary', 'hardSkills', 'softSkills', 'profile'] as const

/** Applicants of one tenant; every query starts with tenant_id. */
export function applicantsRepo(db: Database, tenantId: string) {
  const live = and(eq(applicants.tenantId, tenantId), isNull(applicants.deletedAt))
  const one = (id: string) => and(live, eq(applicants.id, id))
  const counters = metricCountersRepo(db, tenantId)
  const skillRow = (applicantId: string, skill: string, kind: 'hard' | 'soft', at: number) => ({
    id: newId(at),
    tenantId,
    applicantId,
    skill,
    skillKey: skillKeyOf(skill)?.key ?? null,
    kind,
  })

  return {
    /** Newest first; the cursor is the last row's (createdAt, id). */
    async list(limit: number, after: { createdAt: number; id: string } | null, skillKey?: string) {
      const applications = sql<number>`(SELECT count(*) FROM ${jobApplicants}
        WHERE ${qualified(jobApplicants, jobApplicants.tenantId)} = ${qualified(applicants, applicants.tenantId)}
          AND ${qualified(jobApplicants, jobApplicants.applicantId)} = ${qualified(applicants, applicants.id)})`
      return db
        .select({
          id: applicants.id,
          name: applicants.name,
          tagline: applicants.tagline,
          createdAt: applicants.createdAt,
          matchingOption: applicants.matchingOption,
          processingState: applicants.processingState,
          applicationsCount: applications,
          clientId: applicants.clientId,
          clientName: clients.name,
          filename: documents.filename,
        })
        .from(applicants)
        .leftJoin(clients, and(eq(clients.tenantId, applicants.tenantId), eq(clients.id, applicants.clientId)))
        .leftJoin(documents, and(eq(documents.tenantId, applicants.tenantId), eq(documents.id, applicants.documentId)))
        .where(
          and(
            live,
            after
              ? or(
                  lt(applicants.createdAt, after.createdAt),
                  and(eq(applicants.createdAt, after.createdAt), lt(applicants.id, after.id)),
                )
              : undefined,
            skillKey
              ? sql`EXISTS (SELECT 1 FROM ${applicantSkills} WHERE ${qualified(applicantSkills, applicantSkills.tenantId)} = ${tenantId}
                  AND ${qualified(applicantSkills, applicantSkills.skillKey)} = ${skillKey}
                  AND ${qualified(applicantSkills, applicantSkills.applicantId)} = ${qualified(applicants, applicants.id)})`
              : undefined,
          ),
        )
        .orderBy(desc(applicants.createdAt), desc(applicants.id))
        .limit(limit)
    },

    async get(id: string) {
      const rows = await db
        .select({ applicant: applicants, document: documents })
        .from(applicants)
        .leftJoin(documents, and(eq(documents.tenantId, applicants.tenantId), eq(documents.id, applicants.documentId)))
        .where(one(id))
        .limit(1)
      return rows[0] ?? null
    },

    async exists(id: string) {
      const rows = await db.select({ id: applicants.id }).from(applicants).where(one(id)).limit(1)
      return rows.length > 0
    },

    /**
     * Statements that store a parsed applicant (insert or replace its profile), its skill rows and its
     * search document. Run them in one batch with the document update, so nothing is half-written.
     */
    writeStatements(a: ApplicantWrite) {
      const skillRows = [
        ...a.hardSkills.map((skill) => skillRow(a.id, skill, 'hard', a.at)),
        ...a.softSkills.map((skill) => skillRow(a.id, skill, 'soft', a.at)),
      ]
      const fields = {
        name: a.name,
        tagline: a.tagline,
        summary: a.summary,
        hardSkills: a.hardSkills,
        softSkills: a.softSkills,
        profile: a.profile,
        documentId: a.documentId,
        processingState: 'PROCESSED' as const,
        parsedByModel: a.parsedByModel,
        parsedByPromptVersion: a.parsedByPromptVersion,
        preparedCv: a.preparedCv,
        ...personKeysOf(a.name, a.profile),
        updatedAt: a.at,
      }
      const body = candidateSearchBody(a)
      // Dashboard counters change in the same batch (ADR 0027): counted once when new, skills moved.
      return [
        ...counters.countNewApplicant(a.id, a.at),
        counters.releaseSkills(a.id),
        db
          .insert(applicants)
          .values({ id: a.id, tenantId, authorId: a.authorId, createdAt: a.at, ...fields })
          .onConflictDoUpdate({ target: applicants.id, set: fields }),
        db
          .delete(applicantSkills)
          .where(and(eq(applicantSkills.tenantId, tenantId), eq(applicantSkills.applicantId, a.id))),
        ...chunk(skillRows, 16).map((rows) => db.insert(applicantSkills).values(rows)),
        ...counters.claimSkills(a.id, skillKeysOf(a.hardSkills)),
        db
          .insert(searchDocuments)
          .values({ tenantId, docType: 'candidate', entityId: a.id, title: a.name, body, updatedAt: a.at })
          .onConflictDoUpdate({
            target: [searchDocuments.tenantId, searchDocuments.docType, searchDocuments.entityId],
            set: { title: a.name, body, updatedAt: a.at },
          }),
      ]
    },

    /**
     * `expectedUpdatedAt`: the row as the caller read it; a change in between (another edit, a parse)
     * makes this one write nothing and return null, so a read-modify-write never loses the other change.
     */
    async updateFields(
      id: string,
      fields: Partial<
        Pick<ApplicantRow, 'name' | 'tagline' | 'summary' | 'hardSkills' | 'softSkills' | 'matchingOption' | 'profile'>
      >,
      at: number,
      expectedUpdatedAt?: number,
    ) {
      // Edited CV fields make the stored prepared CV stale: it goes in the same statement (matching then
      // prepares the CV itself) until setPreparedCv stores the new one.
      const cvEdited = CV_FIELDS.some((f) => fields[f] !== undefined)
      const rows = await db
        .update(applicants)
        .set({ ...fields, ...keysOf(fields), ...(cvEdited ? { preparedCv: null } : {}), updatedAt: at })
        .where(expectedUpdatedAt === undefined ? one(id) : and(one(id), eq(applicants.updatedAt, expectedUpdatedAt)))
        .returning()
      const row = rows[0]
      if (!row) return null
      const statements = []
      if (fields.hardSkills || fields.softSkills) {
        const skillRows = [
          ...row.hardSkills.map((skill) => skillRow(id, skill, 'hard', at)),
          ...row.softSkills.map((skill) => skillRow(id, skill, 'soft', at)),
        ]
        statements.push(
          counters.releaseSkills(id),
          db
            .delete(applicantSkills)
            .where(and(eq(applicantSkills.tenantId, tenantId), eq(applicantSkills.applicantId, id))),
          ...chunk(skillRows, 16).map((r) => db.insert(applicantSkills).values(r)),
          ...counters.claimSkills(id, skillKeysOf(row.hardSkills)),
        )
      }
      const body = candidateSearchBody(row)
      statements.push(
        db
          .update(searchDocuments)
          .set({ title: row.name, body, updatedAt: at })
          .where(
            and(
              eq(searchDocuments.tenantId, tenantId),
              eq(searchDocuments.docType, 'candidate'),
              eq(searchDocuments.entityId, id),
            ),
          ),
      )
      const [first, ...rest] = statements
      if (first) await db.batch([first, ...rest])
      return row
    },

    /** Sets or clears the client of live applicants; returns the ids changed. */
    async setClient(ids: string[], clientId: string | null): Promise<string[]> {
      // updatedAt stays: it guards the prepared CV and the search document, which a client does not change.
      const rows = await db
        .update(applicants)
        .set({ clientId })
        .where(and(live, inArray(applicants.id, ids)))
        .returning({ id: applicants.id })
      return rows.map((r) => r.id)
    },

    /** Stores a prepared CV unless the applicant was changed again since `updatedAt` (that change stores its own). */
    async setPreparedCv(id: string, preparedCv: unknown, updatedAt: number) {
      await db
        .update(applicants)
        .set({ preparedCv })
        .where(and(one(id), eq(applicants.updatedAt, updatedAt)))
    },

    /** Opens a live applicant's matching to every open job; false when there is no such applicant. */
    async setMatchingOptionAll(id: string, at: number): Promise<boolean> {
      const rows = await db
        .update(applicants)
        .set({ matchingOption: 'ALL', updatedAt: at })
        .where(and(eq(applicants.tenantId, tenantId), eq(applicants.id, id), isNull(applicants.deletedAt)))
        .returning({ id: applicants.id })
      return rows.length > 0
    },

    /** Soft delete; the search document goes at once. Returns the ids that were deleted. */
    async softDelete(ids: string[], at: number): Promise<string[]> {
      const rows = await db
        .update(applicants)
        .set({ deletedAt: at })
        .where(and(live, inArray(applicants.id, ids)))
        .returning({ id: applicants.id })
      const deleted = rows.map((r) => r.id)
      if (deleted.length) {
        await counters.releaseDeleted(deleted, at)
        // The candidate's document and those of its assessments (fit reports) leave the search index.
        await db.batch([
          db
            .delete(searchDocuments)
            .where(
              and(
                eq(searchDocuments.tenantId, tenantId),
                eq(searchDocuments.docType, 'candidate'),
                inArray(searchDocuments.entityId, deleted),
              ),
            ),
          ...searchRepo(db, tenantId).removeAssessmentsStatements({ applicantIds: deleted }),
        ])
      }
      return deleted
    },
  }
}

/** The person keys that change with an edit (a new name, a new profile with its contact data). */
function keysOf(fields: { name?: string; profile?: Record<string, unknown> | null }) {
  return {
    ...(fields.name !== undefined ? { nameKey: nameKeyOf(fields.name) } : {}),
    ...(fields.profile !== undefined
      ? { emailKey: emailKeyOf(fields.profile?.email), phoneKey: phoneKeyOf(fields.profile?.phone) }
      : {}),
  }
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
