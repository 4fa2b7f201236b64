import { and, asc, eq, like, sql } from 'drizzle-orm'
import { applicants, clients, jobs, searchDocuments } from '../../db/schema'
import type { ClientName } from '../contracts/clients'
import type { ClientPrivacy, HireType } from '../contracts/enums'
import type { Database } from '../db/database'
import { clientSearchBody } from '../search/search-text'

export type ClientRow = typeof clients.$inferSelect

export interface ClientFields {
  name: string
  address: string | null
  brandLanguage: string | null
  culture: string | null
  info: string | null
  hireType: HireType | null
  privacy: ClientPrivacy | null
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

/** The clients of one tenant; every query starts with tenant_id (clients_tenant_name_idx). */
export function clientsRepo(db: Database, tenantId: string) {
  const mine = eq(clients.tenantId, tenantId)
  const one = (id: string) => and(mine, eq(clients.id, id))
  // Qualified by hand: inside the subquery a bare tenant_id would mean the jobs row's own.
  const jobsCount = sql<number>`(SELECT count(*) FROM jobs j WHERE j.tenant_id = "clients"."tenant_id" AND j.client_id = "clients"."id")`

  /** The client's search document (global search, kind 'client'), the same text the rebuild writes. */
  function searchStatement(id: string, f: ClientFields, at: number) {
    const body = clientSearchBody(f)
    return db
      .insert(searchDocuments)
      .values({ tenantId, docType: 'client', entityId: id, title: f.name, body, updatedAt: at })
      .onConflictDoUpdate({
        target: [searchDocuments.tenantId, searchDocuments.docType, searchDocuments.entityId],
        set: { title: f.name, body, updatedAt: at },
      })
  }

  return {
    /** Id, name and hire type only: the job's client picker needs no addresses or notes. */
    all(): Promise<ClientName[]> {
      return db
        .select({ id: clients.id, name: clients.name, hireType: clients.hireType })
        .from(clients)
        .where(mine)
        .orderBy(sql`${clients.name} collate nocase`, asc(clients.id))
    },

    list(search: string | undefined, limit: number) {
      return db
        .select({
          id: clients.id,
          name: clients.name,
          address: clients.address,
          hireType: clients.hireType,
          privacy: clients.privacy,
          jobsCount,
          updatedAt: clients.updatedAt,
        })
        .from(clients)
        .where(search ? and(mine, like(clients.name, sql`${`%${escapeLike(search)}%`} ESCAPE '\\'`)) : mine)
        .orderBy(sql`${clients.name} collate nocase`, asc(clients.id))
        .limit(limit)
    },

    async get(id: string) {
      const rows = await db.select({ client: clients, jobsCount }).from(clients).where(one(id)).limit(1)
      const row = rows[0]
      return row ? { ...row.client, jobsCount: row.jobsCount } : null
    },

    async insert(id: string, f: ClientFields, at: number) {
      await db.batch([
        db.insert(clients).values({ id, tenantId, ...f, createdAt: at, updatedAt: at }),
        searchStatement(id, f, at),
      ])
    },

    async update(id: string, f: ClientFields, at: number): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ ...f, updatedAt: at })
        .where(one(id))
        .returning({ id: clients.id })
      if (rows.length === 0) return false
      await searchStatement(id, f, at)
      return true
    },

    /**
     * Deletes the client, its search document, and the client of its jobs and applicants (they stay),
     * in one batch. Returns how many jobs lost their client, or null when there was no such client.
     */
    async delete(id: string, at: number): Promise<string[] | null> {
      const [, , cleared, deleted] = await db.batch([
        db
          .delete(searchDocuments)
          .where(
            and(
              eq(searchDocuments.tenantId, tenantId),
              eq(searchDocuments.docType, 'client'),
              eq(searchDocuments.entityId, id),
            ),
          ),
        db
          .update(applicants)
          .set({ clientId: null })
          .where(and(eq(applicants.tenantId, tenantId), eq(applicants.clientId, id))),
        db
          .update(jobs)
          .set({ clientId: null, updatedAt: at })
          .where(and(eq(jobs.tenantId, tenantId), eq(jobs.clientId, id)))
          .returning({ id: jobs.id }),
        db.delete(clients).where(one(id)).returning({ id: clients.id }),
      ])
      return deleted.length ? cleared.map((j) => j.id) : null
    },

    async jobIds(id: string): Promise<string[]> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.clientId, id)))
      return rows.map((r) => r.id)
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: clients.id }).from(clients).where(one(id)).limit(1)
      return rows.length > 0
    },

    /** The voice and culture of the job's client, for culture fit and messages; null without a client. */
    async ofJob(jobId: string) {
      const rows = await db
        .select({
          name: clients.name,
          hireType: clients.hireType,
          privacy: clients.privacy,
          brandLanguage: clients.brandLanguage,
          culture: clients.culture,
        })
        .from(jobs)
        .innerJoin(clients, and(eq(clients.tenantId, jobs.tenantId), eq(clients.id, jobs.clientId)))
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)))
        .limit(1)
      return rows[0] ?? null
    },
  }
}
