import { and, eq, notExists, sql } from 'drizzle-orm'
import { jobs, matchingRuns } from '../../db/schema'
import type { Database } from '../db/database'

/** Across tenants (the cron): runs on the platform database. */
export function missingRunsRepo(db: Database) {
  return {
    /** OPEN jobs of any tenant that have no matching run row, at most `limit`. */
    async openJobsWithoutRun(limit: number) {
      return db
        .select({ id: jobs.id, tenantId: jobs.tenantId })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'OPEN'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(matchingRuns)
                .where(
                  and(
                    eq(matchingRuns.tenantId, jobs.tenantId),
                    eq(matchingRuns.subject, 'job'),
                    eq(matchingRuns.subjectId, jobs.id),
                  ),
                ),
            ),
          ),
        )
        .limit(limit)
    },
  }
}
