import { and, desc, eq, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm'
import {
  clients,
  jobApplicants,
  jobs,
  matches,
  matchingRuns,
  organizations,
  searchDocuments,
  users,
} from '../../db/schema'
import type { JobDerivedProfile } from '../../db/schema/jobs'
import type { JobStatus } from '../contracts/enums'
import type { RequirementInput, Weights } from '../contracts/jobs'
import type { Database } from '../db/database'
import { searchRepo } from '../search/search.repo'
import { jobRequirementsRepo } from './job-requirements.repo'

export type JobRow = typeof jobs.$inferSelect
/** What the parser reads from a job ad, stored as JSON in `jobs.profile`. */
export type { JobDerivedProfile }

export interface JobInsert {
  id: string
  title: string
  description: string
  matchingOption: 'ALL' | 'ASSIGNED_ONLY'
  clientId: string | null
  authorId: string | null
  attributeWeights: Weights | null
  profile: JobDerivedProfile
  at: number
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

/**
 * Job positions of one tenant; requirements, recruiters, assigned applicants and default weights
 * have repos of their own next to this one. Every query starts with tenant_id.
 */
export function jobsRepo(db: Database, tenantId: string) {
  const mine = eq(jobs.tenantId, tenantId)
  const one = (id: string) => and(mine, eq(jobs.id, id))
  const requirements = jobRequirementsRepo(db, tenantId)

  function searchStatement(id: string, title: string, description: string, at: number) {
    return db
      .insert(searchDocuments)
      .values({ tenantId, docType: 'job', entityId: id, title, body: description, updatedAt: at })
      .onConflictDoUpdate({
        target: [searchDocuments.tenantId, searchDocuments.docType, searchDocuments.entityId],
        set: { title, body: description, updatedAt: at },
      })
  }

  return {
    /** Newest first; the cursor is the last row's (createdAt, id). */
    async list(
      limit: number,
      after: { createdAt: number; id: string } | null,
      filters: { status?: JobStatus; search?: string; skillValues?: string[] },
    ) {
      const conditions: (SQL | undefined)[] = [mine]
      if (filters.status) conditions.push(eq(jobs.status, filters.status))
      if (filters.skillValues)
        conditions.push(sql`EXISTS (SELECT 1 FROM job_requirements r WHERE r.tenant_id = ${jobs.tenantId}
          AND r.job_id = ${jobs.id} AND r.attribute = 'skills'
          AND r.value IN (SELECT value FROM json_each(${JSON.stringify(filters.skillValues)})))`)
      if (filters.search) conditions.push(like(jobs.title, sql`${`%${escapeLike(filters.search)}%`} ESCAPE '\\'`))
      if (after)
        conditions.push(
          or(lt(jobs.createdAt, after.createdAt), and(eq(jobs.createdAt, after.createdAt), lt(jobs.id, after.id))),
        )
      const assigned = sql<number>`(SELECT count(*) FROM ${jobApplicants}
        WHERE ${jobApplicants.tenantId} = ${jobs.tenantId} AND ${jobApplicants.jobId} = ${jobs.id})`
      return db
        .select({
          id: jobs.id,
          title: jobs.title,
          status: jobs.status,
          matchingOption: jobs.matchingOption,
          clientId: clients.id,
          clientName: clients.name,
          createdAt: jobs.createdAt,
          assignedCount: assigned,
        })
        .from(jobs)
        .leftJoin(clients, and(eq(clients.tenantId, jobs.tenantId), eq(clients.id, jobs.clientId)))
        .where(and(...conditions))
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(limit)
    },

    async get(id: string) {
      const rows = await db
        .select({
          job: jobs,
          clientName: clients.name,
          authorName: users.name,
        })
        .from(jobs)
        .leftJoin(clients, and(eq(clients.tenantId, jobs.tenantId), eq(clients.id, jobs.clientId)))
        .leftJoin(users, eq(users.id, jobs.authorId))
        .where(one(id))
        .limit(1)
      return rows[0] ?? null
    },

    async getMany(ids: string[]) {
      return db
        .select()
        .from(jobs)
        .where(and(mine, inArray(jobs.id, ids)))
    },

    async counts(jobId: string) {
      const [assigned, matched] = await db.batch([
        db
          .select({ n: sql<number>`count(*)` })
          .from(jobApplicants)
          .where(and(eq(jobApplicants.tenantId, tenantId), eq(jobApplicants.jobId, jobId))),
        db
          .select({ n: sql<number>`count(*)`, knockouts: sql<number>`coalesce(sum(${matches.knockout}), 0)` })
          .from(matches)
          .where(and(eq(matches.tenantId, tenantId), eq(matches.jobId, jobId))),
      ])
      return { assigned: assigned[0]?.n ?? 0, matched: matched[0]?.n ?? 0, knockouts: matched[0]?.knockouts ?? 0 }
    },

    async insert(job: JobInsert, newRequirements: RequirementInput[]) {
      const { at, ...fields } = job
      const [first, ...rest] = [
        db.insert(jobs).values({ ...fields, tenantId, createdAt: at, updatedAt: at }),
        ...requirements.insertStatements(job.id, newRequirements),
        searchStatement(job.id, job.title, job.description, at),
      ]
      await db.batch([first, ...rest])
    },

    /** Changes fields and, when given, replaces every requirement, in one batch. */
    async update(
      id: string,
      fields: Partial<Pick<JobRow, 'title' | 'description' | 'matchingOption' | 'profile'>>,
      replacement: RequirementInput[] | undefined,
      at: number,
    ) {
      const statements = []
      if (replacement) {
        statements.push(requirements.deleteStatement(id), ...requirements.insertStatements(id, replacement))
      }
      const [first, ...rest] = [
        db
          .update(jobs)
          .set({ ...fields, updatedAt: at })
          .where(one(id)),
        ...statements,
      ]
      await db.batch([first, ...rest])
      if (fields.title !== undefined || fields.description !== undefined) {
        const row = await db.select().from(jobs).where(one(id)).limit(1)
        if (row[0]) await searchStatement(id, row[0].title, row[0].description, at)
      }
    },

    async setWeights(id: string, weights: Weights, at: number) {
      await db.update(jobs).set({ attributeWeights: weights, updatedAt: at }).where(one(id))
    },

    async setStatus(
      id: string,
      patch: Pick<JobRow, 'status'> & Partial<Pick<JobRow, 'openedAt' | 'closedAt'>>,
      at: number,
    ) {
      await db
        .update(jobs)
        .set({ ...patch, updatedAt: at })
        .where(one(id))
    },

    async setClient(ids: string[], clientId: string | null, at: number) {
      const rows = await db
        .update(jobs)
        .set({ clientId, updatedAt: at })
        .where(and(mine, inArray(jobs.id, ids)))
        .returning({ id: jobs.id })
      return rows.map((r) => r.id)
    },

    async delete(ids: string[]) {
      const rows = await db
        .delete(jobs)
        .where(and(mine, inArray(jobs.id, ids)))
        .returning({ id: jobs.id })
      const deleted = rows.map((r) => r.id)
      if (deleted.length) {
        // Queued batches of a deleted job find no run and stop.
        await db.batch([
          db
            .delete(searchDocuments)
            .where(
              and(
                eq(searchDocuments.tenantId, tenantId),
                eq(searchDocuments.docType, 'job'),
                inArray(searchDocuments.entityId, deleted),
              ),
            ),
          ...searchRepo(db, tenantId).removeAssessmentsStatements({ jobIds: deleted }),
          db
            .delete(matchingRuns)
            .where(
              and(
                eq(matchingRuns.tenantId, tenantId),
                eq(matchingRuns.subject, 'job'),
                inArray(matchingRuns.subjectId, deleted),
              ),
            ),
        ])
      }
      return deleted
    },

    /** Every skill requirement value of the tenant's jobs, once each (the drill-down folds them to keys). */
    async skillRequirementValues(): Promise<string[]> {
      const rows = await db.all<{ value: string }>(
        sql`SELECT DISTINCT value FROM job_requirements WHERE tenant_id = ${tenantId} AND attribute = 'skills'`,
      )
      return rows.map((r) => r.value)
    },

    async clientExists(clientId: string) {
      const rows = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)))
        .limit(1)
      return rows.length > 0
    },

    /** Whether opening can go ahead on the organization's own details (address or information). */
    async organizationDetailsPresent() {
      const rows = await db
        .select({ address: organizations.address, info: organizations.info })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      const org = rows[0]
      return Boolean(org && (org.address?.trim() || org.info?.trim()))
    },
  }
}
