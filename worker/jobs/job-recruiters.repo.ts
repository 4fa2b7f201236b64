import { and, asc, eq } from 'drizzle-orm'
import { jobRecruiters, memberships, users } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

/** The recruiters (team) of a job; only members of the organization can be added. */
export function jobRecruitersRepo(db: Database, tenantId: string) {
  return {
    list(jobId: string) {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(jobRecruiters)
        .innerJoin(users, eq(users.id, jobRecruiters.userId))
        .where(and(eq(jobRecruiters.tenantId, tenantId), eq(jobRecruiters.jobId, jobId)))
        .orderBy(asc(jobRecruiters.createdAt))
    },

    async isMember(userId: string) {
      const rows = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
        .limit(1)
      return rows.length > 0
    },

    async add(jobId: string, userId: string, at: number) {
      await db
        .insert(jobRecruiters)
        .values({ id: newId(at), tenantId, jobId, userId, createdAt: at })
        .onConflictDoNothing()
    },

    async remove(jobId: string, userId: string) {
      const rows = await db
        .delete(jobRecruiters)
        .where(
          and(eq(jobRecruiters.tenantId, tenantId), eq(jobRecruiters.jobId, jobId), eq(jobRecruiters.userId, userId)),
        )
        .returning({ id: jobRecruiters.id })
      return rows.length > 0
    },
  }
}
