import { and, asc, count, eq, gt, isNull, notInArray, type SQL, sql } from 'drizzle-orm'
import {
  applicants,
  chatMessages,
  chats,
  clients,
  fitReports,
  jobs,
  searchDocuments,
  searchReindexRuns,
} from '../../db/schema'
import type { SearchReindexPhase } from '../contracts/enums'
import type { Database } from '../db/database'

export type ReindexRun = typeof searchReindexRuns.$inferSelect

export interface ReindexDocument {
  docType: SearchReindexPhase
  entityId: string
  title: string
  body: string
  updatedAt: number
}

/** D1 binds at most 100 parameters per statement: 14 documents of 6 columns each. */
const DOCS_PER_INSERT = 14

/** The search index rebuild of one tenant: its run row, the entities it reads and the documents it writes. */
export function searchReindexRepo(db: Database, tenantId: string) {
  const mine = eq(searchReindexRuns.tenantId, tenantId)

  return {
    async get(): Promise<ReindexRun | null> {
      const rows = await db.select().from(searchReindexRuns).where(mine).limit(1)
      return rows[0] ?? null
    },

    /** Live applicants, jobs, clients, assessed pairs and chat messages: what a rebuild will write. */
    async totals() {
      const [a, j, c, f, m] = await db.batch([
        db
          .select({ n: count() })
          .from(applicants)
          .where(and(eq(applicants.tenantId, tenantId), isNull(applicants.deletedAt))),
        db.select({ n: count() }).from(jobs).where(eq(jobs.tenantId, tenantId)),
        db.select({ n: count() }).from(clients).where(eq(clients.tenantId, tenantId)),
        db
          .select({ n: sql<number>`count(DISTINCT ${fitReports.applicantId} || ':' || ${fitReports.jobId})` })
          .from(fitReports)
          .where(eq(fitReports.tenantId, tenantId)),
        db
          .select({ n: count() })
          .from(chatMessages)
          .where(and(eq(chatMessages.tenantId, tenantId), isNull(chatMessages.deletedAt))),
      ])
      return (a[0]?.n ?? 0) + (j[0]?.n ?? 0) + (c[0]?.n ?? 0) + (f[0]?.n ?? 0) + (m[0]?.n ?? 0)
    },

    /**
     * Starts the next run unless one is queued or running (then null: that one does the work). One
     * statement, so two admins clicking at once start one run.
     */
    async start(total: number, now: number): Promise<number | null> {
      const fresh = { state: 'QUEUED' as const, phase: 'candidate' as const, cursor: null, done: 0, total }
      const rows = await db
        .insert(searchReindexRuns)
        .values({ tenantId, run: 1, ...fresh, startedAt: now, finishedAt: null, updatedAt: now })
        .onConflictDoUpdate({
          target: searchReindexRuns.tenantId,
          set: { run: sql`${searchReindexRuns.run} + 1`, ...fresh, startedAt: now, finishedAt: null, updatedAt: now },
          setWhere: sql`${searchReindexRuns.state} NOT IN ('QUEUED', 'RUNNING')`,
        })
        .returning({ run: searchReindexRuns.run })
      return rows[0]?.run ?? null
    },

    /** The next `limit` entities of a phase after `cursor` (by id), as search documents. */
    async read(phase: SearchReindexPhase, cursor: string | null, limit: number) {
      switch (phase) {
        case 'candidate':
          return db
            .select({
              id: applicants.id,
              name: applicants.name,
              tagline: applicants.tagline,
              summary: applicants.summary,
              hardSkills: applicants.hardSkills,
              softSkills: applicants.softSkills,
              updatedAt: applicants.updatedAt,
            })
            .from(applicants)
            .where(
              and(
                eq(applicants.tenantId, tenantId),
                isNull(applicants.deletedAt),
                cursor === null ? undefined : gt(applicants.id, cursor),
              ),
            )
            .orderBy(asc(applicants.id))
            .limit(limit)
            .then((rows) => ({ phase, rows }))
        case 'job':
          return db
            .select({ id: jobs.id, title: jobs.title, description: jobs.description, updatedAt: jobs.updatedAt })
            .from(jobs)
            .where(and(eq(jobs.tenantId, tenantId), cursor === null ? undefined : gt(jobs.id, cursor)))
            .orderBy(asc(jobs.id))
            .limit(limit)
            .then((rows) => ({ phase, rows }))
        case 'client':
          return db
            .select({
              id: clients.id,
              name: clients.name,
              address: clients.address,
              culture: clients.culture,
              info: clients.info,
              updatedAt: clients.updatedAt,
            })
            .from(clients)
            .where(and(eq(clients.tenantId, tenantId), cursor === null ? undefined : gt(clients.id, cursor)))
            .orderBy(asc(clients.id))
            .limit(limit)
            .then((rows) => ({ phase, rows }))
        case 'assessment':
          // The latest fit report of each (applicant, job) pair of live applicants; SQLite takes the
          // bare columns of a max() aggregate from the row that has the max. id is the pair's key.
          return db
            .all<{
              id: string
              applicantName: string
              jobTitle: string
              content: string
              updatedAt: number
            }>(
              sql`SELECT ${fitReports.applicantId} || ':' || ${fitReports.jobId} AS id, ${applicants.name} AS applicantName,
                    ${jobs.title} AS jobTitle, ${fitReports.content} AS content, max(${fitReports.createdAt}) AS updatedAt
                  FROM ${fitReports}
                  JOIN ${applicants} ON ${applicants.tenantId} = ${fitReports.tenantId} AND ${applicants.id} = ${fitReports.applicantId} AND ${applicants.deletedAt} IS NULL
                  JOIN ${jobs} ON ${jobs.tenantId} = ${fitReports.tenantId} AND ${jobs.id} = ${fitReports.jobId}
                  WHERE ${fitReports.tenantId} = ${tenantId}
                    ${cursor === null ? sql`` : sql`AND ${fitReports.applicantId} || ':' || ${fitReports.jobId} > ${cursor}`}
                  GROUP BY ${fitReports.applicantId}, ${fitReports.jobId}
                  ORDER BY id LIMIT ${limit}`,
            )
            .then((rows) => ({ phase, rows }))
        case 'chat_message':
          // A message's document is titled with its chat's name (search-text.ts).
          return db
            .select({
              id: chatMessages.id,
              chatName: chats.name,
              text: chatMessages.text,
              updatedAt: chatMessages.updatedAt,
            })
            .from(chatMessages)
            .innerJoin(chats, and(eq(chats.tenantId, chatMessages.tenantId), eq(chats.id, chatMessages.chatId)))
            .where(
              and(
                eq(chatMessages.tenantId, tenantId),
                isNull(chatMessages.deletedAt),
                cursor === null ? undefined : gt(chatMessages.id, cursor),
              ),
            )
            .orderBy(asc(chatMessages.id))
            .limit(limit)
            .then((rows) => ({ phase, rows }))
      }
    },

    /**
     * Writes one batch of documents and moves the run on, in one D1 batch (one transaction). A document
     * is overwritten unless it is newer than the entity read: an edit that landed while the rebuild read
     * the entity keeps its own, fresher text. The run moves only from the position this batch started
     * at, so a redelivered message cannot count a batch twice.
     */
    async writeBatch(
      run: ReindexRun,
      docs: ReindexDocument[],
      next: { phase: SearchReindexPhase; cursor: string | null },
      now: number,
    ) {
      const statements = []
      for (let i = 0; i < docs.length; i += DOCS_PER_INSERT) {
        statements.push(
          db
            .insert(searchDocuments)
            .values(docs.slice(i, i + DOCS_PER_INSERT).map((d) => ({ tenantId, ...d })))
            .onConflictDoUpdate({
              target: [searchDocuments.tenantId, searchDocuments.docType, searchDocuments.entityId],
              set: {
                title: sql`excluded.title`,
                body: sql`excluded.body`,
                updatedAt: sql`excluded.updated_at`,
              },
              setWhere: sql`excluded.updated_at >= ${searchDocuments.updatedAt}`,
            }),
        )
      }
      const progress = db
        .update(searchReindexRuns)
        .set({
          state: 'RUNNING',
          phase: next.phase,
          cursor: next.cursor,
          done: sql`${searchReindexRuns.done} + ${docs.length}`,
          updatedAt: now,
        })
        .where(
          and(
            mine,
            eq(searchReindexRuns.run, run.run),
            eq(searchReindexRuns.phase, run.phase),
            sql`${searchReindexRuns.cursor} IS ${run.cursor}`,
          ),
        )
      await db.batch([progress, ...statements])
    },

    /**
     * Ends a run: the documents of entities that are gone (deleted, or never indexed away) go, and the
     * run is DONE with its total set to what was written. Other document kinds are left as they are.
     */
    async finish(run: number, now: number) {
      const live = (docType: SearchReindexPhase, ids: SQL) =>
        db
          .delete(searchDocuments)
          .where(
            and(
              eq(searchDocuments.tenantId, tenantId),
              eq(searchDocuments.docType, docType),
              notInArray(searchDocuments.entityId, ids),
            ),
          )
      await db.batch([
        live(
          'candidate',
          sql`(SELECT ${applicants.id} FROM ${applicants} WHERE ${applicants.tenantId} = ${tenantId} AND ${applicants.deletedAt} IS NULL)`,
        ),
        live('job', sql`(SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.tenantId} = ${tenantId})`),
        live('client', sql`(SELECT ${clients.id} FROM ${clients} WHERE ${clients.tenantId} = ${tenantId})`),
        live(
          'assessment',
          sql`(SELECT ${fitReports.applicantId} || ':' || ${fitReports.jobId} FROM ${fitReports}
               JOIN ${applicants} ON ${applicants.tenantId} = ${fitReports.tenantId} AND ${applicants.id} = ${fitReports.applicantId} AND ${applicants.deletedAt} IS NULL
               WHERE ${fitReports.tenantId} = ${tenantId})`,
        ),
        live(
          'chat_message',
          sql`(SELECT ${chatMessages.id} FROM ${chatMessages} WHERE ${chatMessages.tenantId} = ${tenantId} AND ${chatMessages.deletedAt} IS NULL)`,
        ),
        db
          .update(searchReindexRuns)
          .set({ state: 'DONE', total: sql`${searchReindexRuns.done}`, finishedAt: now, updatedAt: now })
          .where(and(mine, eq(searchReindexRuns.run, run))),
      ])
    },

    /** After the last retry of a run's message: the admin sees the failure and may start again. */
    async fail(run: number, now: number) {
      await db
        .update(searchReindexRuns)
        .set({ state: 'FAILED', updatedAt: now })
        .where(and(mine, eq(searchReindexRuns.run, run)))
    },
  }
}
