import { and, eq } from 'drizzle-orm'
import { clients, fitReports, jobs } from '../../db/schema'
import type { Database } from '../db/database'

export type FitReportInsert = Omit<typeof fitReports.$inferInsert, 'tenantId'>

/** Fit reports of one tenant and the client facts their messages need. Every query has tenant_id. */
export function fitReportRepo(db: Database, tenantId: string) {
  return {
    async insert(row: FitReportInsert) {
      await db.insert(fitReports).values({ ...row, tenantId })
    },

    /** The client a job is for (agencies), or null. */
    async clientOfJob(jobId: string) {
      const rows = await db
        .select({
          name: clients.name,
          hireType: clients.hireType,
          privacy: clients.privacy,
          brandLanguage: clients.brandLanguage,
        })
        .from(jobs)
        .innerJoin(clients, and(eq(clients.tenantId, jobs.tenantId), eq(clients.id, jobs.clientId)))
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)))
        .limit(1)
      return rows[0] ?? null
    },
  }
}
