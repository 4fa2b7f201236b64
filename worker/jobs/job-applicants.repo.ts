import { and, desc, eq, inArray, lt, notExists, or, type SQL, sql } from 'drizzle-orm'
import { applicants, jobApplicants, matches } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

/** Applicants assigned to a job (spec §3 "applications"); every query starts with tenant_id. */
export function jobApplicantsRepo(db: Database, tenantId: string) {
  return {
    /** The live applicants among `ids` (foreign or deleted ones are left out). */
    async liveApplicants(ids: string[]) {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: applicants.id, matchingOption: applicants.matchingOption })
        .from(applicants)
        .where(
          and(eq(applicants.tenantId, tenantId), sql`${applicants.deletedAt} IS NULL`, inArray(applicants.id, ids)),
        )
      return rows
    },

    async assign(jobId: string, applicantIds: string[], by: string | null, at: number) {
      if (applicantIds.length === 0) return []
      const rows = await db
        .insert(jobApplicants)
        .values(
          applicantIds.map((applicantId) => ({
            id: newId(at),
            tenantId,
            jobId,
            applicantId,
            assignedBy: by,
            createdAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({ applicantId: jobApplicants.applicantId })
      return rows.map((r) => r.applicantId)
    },

    async unassign(jobId: string, applicantIds: string[]) {
      if (applicantIds.length === 0) return []
      const rows = await db
        .delete(jobApplicants)
        .where(
          and(
            eq(jobApplicants.tenantId, tenantId),
            eq(jobApplicants.jobId, jobId),
            inArray(jobApplicants.applicantId, applicantIds),
          ),
        )
        .returning({ applicantId: jobApplicants.applicantId })
      return rows.map((r) => r.applicantId)
    },

    /** Assigned (or not assigned) live applicants of a job, newest first, with their score if any. */
    applicantsOfJob(
      jobId: string,
      isAssigned: boolean,
      limit: number,
      after: { createdAt: number; id: string } | null,
    ) {
      const link = and(
        eq(jobApplicants.tenantId, tenantId),
        eq(jobApplicants.jobId, jobId),
        eq(jobApplicants.applicantId, applicants.id),
      )
      const conditions: (SQL | undefined)[] = [eq(applicants.tenantId, tenantId), sql`${applicants.deletedAt} IS NULL`]
      conditions.push(
        isAssigned
          ? sql`EXISTS (SELECT 1 FROM ${jobApplicants} WHERE ${link})`
          : notExists(db.select({ one: sql`1` }).from(jobApplicants).where(link)),
      )
      if (after)
        conditions.push(
          or(
            lt(applicants.createdAt, after.createdAt),
            and(eq(applicants.createdAt, after.createdAt), lt(applicants.id, after.id)),
          ),
        )
      return db
        .select({
          id: applicants.id,
          name: applicants.name,
          tagline: applicants.tagline,
          createdAt: applicants.createdAt,
          score: matches.score,
          knockout: matches.knockout,
        })
        .from(applicants)
        .leftJoin(
          matches,
          and(eq(matches.tenantId, tenantId), eq(matches.jobId, jobId), eq(matches.applicantId, applicants.id)),
        )
        .where(and(...conditions))
        .orderBy(desc(applicants.createdAt), desc(applicants.id))
        .limit(limit)
    },
  }
}
