import { and, asc, desc, eq, inArray, like, lt, notExists, or, type SQL, sql } from 'drizzle-orm'
import {
  applicants,
  clients,
  jobApplicants,
  jobRecruiters,
  jobRequirements,
  jobs,
  matches,
  matchingRuns,
  memberships,
  organizations,
  searchDocuments,
  tenantAttributeWeights,
  users,
} from '../../db/schema'
import type { AttributeWeights, JobDerivedProfile } from '../../db/schema/jobs'
import type { JobStatus } from '../contracts/enums'
import type { RequirementInput, Weights } from '../contracts/jobs'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

export type JobRow = typeof jobs.$inferSelect

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

/** Job positions of one tenant and what hangs off them; every query starts with tenant_id. */
export function jobsRepo(db: Database, tenantId: string) {
  const mine = eq(jobs.tenantId, tenantId)
  const one = (id: string) => and(mine, eq(jobs.id, id))

  function requirementRows(jobId: string, requirements: RequirementInput[]) {
    const base = Date.now()
    // Ids sort by their millisecond: one apart keeps the requirements in the order given.
    return requirements.map((r, i) => ({
      id: newId(base + i),
      tenantId,
      jobId,
      attribute: r.attribute,
      language: r.attribute === 'language_proficiency' ? (r.language ?? null) : null,
      operator: r.operator,
      value: r.value,
      maxValue: r.operator === 'BETWEEN' ? (r.maxValue ?? null) : null,
      mandatory: r.mandatory,
    }))
  }

  function searchStatement(id: string, title: string, description: string, at: number) {
    return db
      .insert(searchDocuments)
      .values({ tenantId, docType: 'job', entityId: id, title, body: description, updatedAt: at })
      .onConflictDoUpdate({
        target: [searchDocuments.tenantId, searchDocuments.docType, searchDocuments.entityId],
        set: { title, body: description, updatedAt: at },
      })
  }

  /** Requirements go in groups: 9 columns × 11 rows stay under D1's 100 bound parameters. */
  function insertRequirements(jobId: string, requirements: RequirementInput[]) {
    const rows = requirementRows(jobId, requirements)
    const out = []
    for (let i = 0; i < rows.length; i += 11) out.push(db.insert(jobRequirements).values(rows.slice(i, i + 11)))
    return out
  }

  return {
    /** Newest first; the cursor is the last row's (createdAt, id). */
    async list(
      limit: number,
      after: { createdAt: number; id: string } | null,
      filters: { status?: JobStatus; search?: string },
    ) {
      const conditions: (SQL | undefined)[] = [mine]
      if (filters.status) conditions.push(eq(jobs.status, filters.status))
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

    requirements(jobId: string) {
      return db
        .select()
        .from(jobRequirements)
        .where(and(eq(jobRequirements.tenantId, tenantId), eq(jobRequirements.jobId, jobId)))
        .orderBy(asc(jobRequirements.id))
    },

    recruiters(jobId: string) {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(jobRecruiters)
        .innerJoin(users, eq(users.id, jobRecruiters.userId))
        .where(and(eq(jobRecruiters.tenantId, tenantId), eq(jobRecruiters.jobId, jobId)))
        .orderBy(asc(jobRecruiters.createdAt))
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

    async insert(job: JobInsert, requirements: RequirementInput[]) {
      const { at, ...fields } = job
      const [first, ...rest] = [
        db.insert(jobs).values({ ...fields, tenantId, createdAt: at, updatedAt: at }),
        ...insertRequirements(job.id, requirements),
        searchStatement(job.id, job.title, job.description, at),
      ]
      await db.batch([first, ...rest])
    },

    /** Changes fields and, when given, replaces every requirement, in one batch. */
    async update(
      id: string,
      fields: Partial<Pick<JobRow, 'title' | 'description' | 'matchingOption' | 'profile'>>,
      requirements: RequirementInput[] | undefined,
      at: number,
    ) {
      const statements = []
      if (requirements) {
        statements.push(
          db.delete(jobRequirements).where(and(eq(jobRequirements.tenantId, tenantId), eq(jobRequirements.jobId, id))),
          ...insertRequirements(id, requirements),
        )
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

    async clientExists(clientId: string) {
      const rows = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)))
        .limit(1)
      return rows.length > 0
    },

    async isMember(userId: string) {
      const rows = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
        .limit(1)
      return rows.length > 0
    },

    async addRecruiter(jobId: string, userId: string, at: number) {
      await db
        .insert(jobRecruiters)
        .values({ id: newId(at), tenantId, jobId, userId, createdAt: at })
        .onConflictDoNothing()
    },

    async removeRecruiter(jobId: string, userId: string) {
      const rows = await db
        .delete(jobRecruiters)
        .where(
          and(eq(jobRecruiters.tenantId, tenantId), eq(jobRecruiters.jobId, jobId), eq(jobRecruiters.userId, userId)),
        )
        .returning({ id: jobRecruiters.id })
      return rows.length > 0
    },

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

    async tenantWeights(): Promise<AttributeWeights | null> {
      const rows = await db
        .select({ weights: tenantAttributeWeights.weights })
        .from(tenantAttributeWeights)
        .where(eq(tenantAttributeWeights.tenantId, tenantId))
        .limit(1)
      return rows[0]?.weights ?? null
    },

    async setTenantWeights(weights: Weights, at: number) {
      await db
        .insert(tenantAttributeWeights)
        .values({ tenantId, weights, updatedAt: at })
        .onConflictDoUpdate({ target: tenantAttributeWeights.tenantId, set: { weights, updatedAt: at } })
    },
  }
}
