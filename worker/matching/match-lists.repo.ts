import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { applicants, jobApplicants, jobs, matches } from '../../db/schema'
import type { Database } from '../db/database'

const matchColumns = {
  score: matches.score,
  knockout: matches.knockout,
  areas: matches.areas,
  evidence: matches.evidence,
  computedAt: matches.computedAt,
}

/** Stored scores read per job and per applicant, best first; every query starts with tenant_id. */
export function matchListsRepo(db: Database, tenantId: string) {
  const after = (
    cursor: { key: number; id: string } | null,
    idColumn: typeof matches.applicantId | typeof matches.jobId,
  ) =>
    cursor
      ? or(lt(matches.score, cursor.key), and(eq(matches.score, cursor.key), sql`${idColumn} > ${cursor.id}`))
      : undefined
  const assigned = sql<number>`EXISTS (SELECT 1 FROM ${jobApplicants} WHERE ${jobApplicants.tenantId} = ${matches.tenantId}
    AND ${jobApplicants.jobId} = ${matches.jobId} AND ${jobApplicants.applicantId} = ${matches.applicantId})`

  return {
    async jobExists(jobId: string) {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)))
        .limit(1)
      return rows.length > 0
    },

    async applicantExists(applicantId: string) {
      const rows = await db
        .select({ id: applicants.id })
        .from(applicants)
        .where(and(eq(applicants.tenantId, tenantId), eq(applicants.id, applicantId), isNull(applicants.deletedAt)))
        .limit(1)
      return rows.length > 0
    },

    forJob(jobId: string, limit: number, cursor: { key: number; id: string } | null) {
      return db
        .select({
          applicantId: matches.applicantId,
          name: applicants.name,
          tagline: applicants.tagline,
          assigned,
          ...matchColumns,
        })
        .from(matches)
        .innerJoin(applicants, and(eq(applicants.tenantId, matches.tenantId), eq(applicants.id, matches.applicantId)))
        .where(
          and(
            eq(matches.tenantId, tenantId),
            eq(matches.jobId, jobId),
            isNull(applicants.deletedAt),
            after(cursor, matches.applicantId),
          ),
        )
        .orderBy(desc(matches.score), asc(matches.applicantId))
        .limit(limit)
    },

    forApplicant(applicantId: string, limit: number, cursor: { key: number; id: string } | null) {
      return db
        .select({ jobId: matches.jobId, title: jobs.title, status: jobs.status, assigned, ...matchColumns })
        .from(matches)
        .innerJoin(jobs, and(eq(jobs.tenantId, matches.tenantId), eq(jobs.id, matches.jobId)))
        .where(and(eq(matches.tenantId, tenantId), eq(matches.applicantId, applicantId), after(cursor, matches.jobId)))
        .orderBy(desc(matches.score), asc(matches.jobId))
        .limit(limit)
    },

    async pair(jobId: string, applicantId: string) {
      const rows = await db
        .select()
        .from(matches)
        .where(and(eq(matches.tenantId, tenantId), eq(matches.jobId, jobId), eq(matches.applicantId, applicantId)))
        .limit(1)
      return rows[0] ?? null
    },
  }
}
