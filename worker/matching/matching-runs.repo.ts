import { and, eq, lte, sql } from 'drizzle-orm'
import { matchingBatches, matchingRuns } from '../../db/schema'
import { d1Statement } from '../db/d1-statement'
import type { Database } from '../db/database'

export type MatchingSubject = 'job' | 'applicant'

/**
 * Runs of background matching (ADR 0014) for one tenant: one row per job and per applicant with its
 * run counter and what is left, and the batches a job's run is cut into. Every query starts with
 * tenant_id.
 */
export function matchingRunsRepo(db: Database, tenantId: string) {
  /** The run row of one job or applicant. */
  const runOf = (subject: MatchingSubject, subjectId: string) =>
    and(eq(matchingRuns.tenantId, tenantId), eq(matchingRuns.subject, subject), eq(matchingRuns.subjectId, subjectId))
  /** The batch rows of one job or applicant (every run). */
  const batchesOf = (subject: MatchingSubject, subjectId: string) =>
    and(
      eq(matchingBatches.tenantId, tenantId),
      eq(matchingBatches.subject, subject),
      eq(matchingBatches.subjectId, subjectId),
    )

  const setPendingQuery = (subject: MatchingSubject, subjectId: string, run: number, pending: number, now: number) =>
    db
      .update(matchingRuns)
      .set({ pending: Math.max(0, pending), updatedAt: now })
      .where(and(runOf(subject, subjectId), eq(matchingRuns.run, run)))

  return {
    /** Records the batches of a run (a repeated plan inserts nothing twice). */
    async insertBatches(subject: MatchingSubject, subjectId: string, run: number, sizes: number[]) {
      const rows = sizes.map((size, batch) => ({ tenantId, subject, subjectId, run, batch, size, done: false }))
      // 7 columns × 14 rows stay under D1's 100 bound parameters.
      const statements = []
      for (let i = 0; i < rows.length; i += 14) {
        statements.push(
          db
            .insert(matchingBatches)
            .values(rows.slice(i, i + 14))
            .onConflictDoNothing(),
        )
      }
      const [first, ...rest] = statements
      if (first) await db.batch([first, ...rest])
    },

    /** Marks a batch done and returns how many of the run's applicants are left (0: the run is complete). */
    async finishBatch(subject: MatchingSubject, subjectId: string, run: number, batch: number) {
      const ofRun = and(batchesOf(subject, subjectId), eq(matchingBatches.run, run))
      const [, left] = await db.batch([
        db
          .update(matchingBatches)
          .set({ done: true })
          .where(and(ofRun, eq(matchingBatches.batch, batch))),
        db
          .select({ n: sql<number>`coalesce(sum(${matchingBatches.size}), 0)` })
          .from(matchingBatches)
          .where(and(ofRun, eq(matchingBatches.done, false))),
      ])
      return left[0]?.n ?? 0
    },

    /** Batches of runs before `run` (and of `run` itself when complete) are no longer needed. */
    async clearBatches(subject: MatchingSubject, subjectId: string, upToRun: number) {
      await db.delete(matchingBatches).where(and(batchesOf(subject, subjectId), lte(matchingBatches.run, upToRun)))
    },

    /** Starts a new run (its number is one more than the last) with `total` left; returns the run. */
    async startRun(subject: MatchingSubject, subjectId: string, total: number, now: number) {
      const rows = await db
        .insert(matchingRuns)
        .values({ tenantId, subject, subjectId, run: 1, total, pending: total, startedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [matchingRuns.tenantId, matchingRuns.subject, matchingRuns.subjectId],
          set: { run: sql`${matchingRuns.run} + 1`, total, pending: total, startedAt: now, updatedAt: now },
        })
        .returning({ run: matchingRuns.run })
      return rows[0]?.run ?? 1
    },

    async getRun(subject: MatchingSubject, subjectId: string) {
      const rows = await db.select().from(matchingRuns).where(runOf(subject, subjectId)).limit(1)
      return rows[0] ?? null
    },

    /** Sets what is left of `run` (absolute, so a repeated message cannot count twice). */
    async setPending(subject: MatchingSubject, subjectId: string, run: number, pending: number, now: number) {
      await setPendingQuery(subject, subjectId, run, pending, now)
    },

    /** setPending as a statement, to commit with the writes of the same run. */
    setPendingStatement(subject: MatchingSubject, subjectId: string, run: number, pending: number, now: number) {
      return d1Statement(db.$client, setPendingQuery(subject, subjectId, run, pending, now))
    },

    /** What is left of the current run: the sizes of its batches not done, or the run's own count before it is planned. */
    async pending(subject: MatchingSubject, subjectId: string) {
      // Two plain reads, no correlated subquery: drizzle leaves the table names out of the columns of a
      // single-table select, so a subquery's "tenant_id = tenant_id" would compare a table with itself.
      const [runs, batches] = await db.batch([
        db
          .select({ run: matchingRuns.run, pending: matchingRuns.pending })
          .from(matchingRuns)
          .where(runOf(subject, subjectId))
          .limit(1),
        db
          .select({
            run: matchingBatches.run,
            left: sql<number>`coalesce(sum(CASE WHEN ${matchingBatches.done} = 0 THEN ${matchingBatches.size} ELSE 0 END), 0)`,
          })
          .from(matchingBatches)
          .where(batchesOf(subject, subjectId))
          .groupBy(matchingBatches.run),
      ])
      const current = runs[0]
      if (!current) return 0
      const planned = batches.find((b) => b.run === current.run)
      return planned ? planned.left : current.pending
    },
  }
}
