import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import { failedTasks, processedMessages } from '../../db/schema'
import type { FailedTaskStatus, UploadErrorType } from '../contracts/enums'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

export interface FailedTaskInput {
  tenantId: string | null
  userId: string | null
  applicantId?: string | null
  jobId?: string | null
  queue: string
  message: unknown
  errorType: UploadErrorType
  errorMessage: string
  attempts: number
  idempotencyKey: string
}

export type FailedTaskRow = typeof failedTasks.$inferSelect

/** What the admin list shows of a task: its row and the names of what it refers to (null when gone). */
export interface FailedTaskListRow {
  task: FailedTaskRow
  organizationName: string | null
  applicantRef: string | null
  applicantName: string | null
  jobRef: string | null
  jobTitle: string | null
  documentRef: string | null
  documentFilename: string | null
  userName: string | null
  userEmail: string | null
}

/** The statuses the admin screen lists: not yet resolved. */
export const OPEN_TASK_STATUSES = ['FAILED', 'RECOVERING'] as const satisfies readonly FailedTaskStatus[]

/** Failed tasks and the processed-message ledger that makes queue consumers idempotent. */
export function taskRepo(db: Database) {
  /**
   * The references of a task, from its columns or else from its message. Names are joined on the
   * tenant as well as the id, so a message can never name another tenant's row. The raw SQL stays
   * here: json_extract on the stored message has no drizzle builder.
   */
  const listQuery = (where: ReturnType<typeof sql>, limit: number) =>
    db.all<{
      id: string
      organization_name: string | null
      applicant_ref: string | null
      applicant_name: string | null
      job_ref: string | null
      job_title: string | null
      document_ref: string | null
      document_filename: string | null
      user_name: string | null
      user_email: string | null
    }>(sql`
      SELECT ft.id,
        o.name AS organization_name,
        coalesce(ft.applicant_id, json_extract(ft.message, '$.applicantId'), d.applicant_id) AS applicant_ref,
        a.name AS applicant_name,
        coalesce(ft.job_id, json_extract(ft.message, '$.jobId')) AS job_ref,
        j.title AS job_title,
        json_extract(ft.message, '$.documentId') AS document_ref,
        d.filename AS document_filename,
        u.name AS user_name,
        u.email AS user_email
      FROM failed_tasks ft
      LEFT JOIN organizations o ON o.id = ft.tenant_id
      LEFT JOIN users u ON u.id = ft.user_id
      LEFT JOIN documents d ON d.tenant_id = ft.tenant_id AND d.id = json_extract(ft.message, '$.documentId')
      LEFT JOIN applicants a ON a.tenant_id = ft.tenant_id
        AND a.id = coalesce(ft.applicant_id, json_extract(ft.message, '$.applicantId'), d.applicant_id)
        AND a.deleted_at IS NULL
      LEFT JOIN jobs j ON j.tenant_id = ft.tenant_id AND j.id = coalesce(ft.job_id, json_extract(ft.message, '$.jobId'))
      WHERE ${where}
      ORDER BY ft.id DESC
      LIMIT ${limit}`)

  async function withReferences(rows: FailedTaskRow[]): Promise<FailedTaskListRow[]> {
    if (rows.length === 0) return []
    const refs = await listQuery(
      sql`ft.id IN (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
      rows.length,
    )
    const byId = new Map(refs.map((r) => [r.id, r]))
    return rows.map((task) => {
      const r = byId.get(task.id)
      return {
        task,
        organizationName: r?.organization_name ?? null,
        applicantRef: r?.applicant_ref ?? null,
        applicantName: r?.applicant_name ?? null,
        jobRef: r?.job_ref ?? null,
        jobTitle: r?.job_title ?? null,
        documentRef: r?.document_ref ?? null,
        documentFilename: r?.document_filename ?? null,
        userName: r?.user_name ?? null,
        userEmail: r?.user_email ?? null,
      }
    })
  }

  return {
    /**
     * Records a failure once per idempotency key; a repeat only updates attempts and reason. A task
     * that failed again after an admin re-queued it (RECOVERING) adds the new attempts to the old.
     */
    async recordFailure(input: FailedTaskInput, now: number) {
      await db
        .insert(failedTasks)
        .values({ id: newId(now), ...input, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: failedTasks.idempotencyKey,
          set: {
            attempts: sql`CASE WHEN ${failedTasks.status} = 'RECOVERING'
              THEN ${failedTasks.attempts} + excluded.attempts
              ELSE max(${failedTasks.attempts}, excluded.attempts) END`,
            errorType: sql`excluded.error_type`,
            errorMessage: input.errorMessage,
            status: 'FAILED',
            updatedAt: now,
          },
        })
    },

    async findByKey(idempotencyKey: string) {
      const rows = await db.select().from(failedTasks).where(eq(failedTasks.idempotencyKey, idempotencyKey))
      return rows[0] ?? null
    },

    async get(id: string) {
      const rows = await db.select().from(failedTasks).where(eq(failedTasks.id, id)).limit(1)
      return rows[0] ?? null
    },

    /** Open tasks, newest first (ids are UUIDv7); the cursor is the last id shown. */
    async list(input: { cursor?: string; limit: number }) {
      const rows = await db
        .select()
        .from(failedTasks)
        .where(
          and(
            inArray(failedTasks.status, OPEN_TASK_STATUSES),
            input.cursor ? lt(failedTasks.id, input.cursor) : undefined,
          ),
        )
        .orderBy(desc(failedTasks.id))
        .limit(input.limit + 1)
      const page = rows.slice(0, input.limit)
      return {
        rows: await withReferences(page),
        nextCursor: rows.length > input.limit ? (page.at(-1)?.id ?? null) : null,
      }
    },

    async withReferences(row: FailedTaskRow) {
      return (await withReferences([row]))[0] as FailedTaskListRow
    },

    /** The oldest FAILED tasks first: "recover all" works through them in this order. */
    async failedIds(limit: number) {
      const rows = await db
        .select({ id: failedTasks.id })
        .from(failedTasks)
        .where(eq(failedTasks.status, 'FAILED'))
        .orderBy(failedTasks.id)
        .limit(limit)
      return rows.map((r) => r.id)
    },

    async countFailed() {
      const rows = await db
        .select({ n: sql<number>`count(*)` })
        .from(failedTasks)
        .where(eq(failedTasks.status, 'FAILED'))
      return rows[0]?.n ?? 0
    },

    /**
     * Moves a task from one status to another only if it is still in `from`: two admins acting on the
     * same task at once cannot both re-queue it. Returns the row as it is now, or null if it was not.
     */
    async transition(
      id: string,
      from: FailedTaskStatus,
      to: FailedTaskStatus,
      now: number,
      change: { message?: unknown; idempotencyKey?: string } = {},
    ) {
      const rows = await db
        .update(failedTasks)
        .set({ status: to, updatedAt: now, ...change })
        .where(and(eq(failedTasks.id, id), eq(failedTasks.status, from)))
        .returning()
      return rows[0] ?? null
    },

    async wasProcessed(idempotencyKey: string) {
      const rows = await db
        .select({ key: processedMessages.idempotencyKey })
        .from(processedMessages)
        .where(eq(processedMessages.idempotencyKey, idempotencyKey))
      return rows.length > 0
    },

    /**
     * The message is done: into the ledger, and a re-queued failed task of the same key is RECOVERED
     * (it leaves the admin list) in the same batch. A key without a task updates nothing.
     */
    async markProcessed(idempotencyKey: string, now: number) {
      await db.batch([
        db.insert(processedMessages).values({ idempotencyKey, processedAt: now }).onConflictDoNothing(),
        db
          .update(failedTasks)
          .set({ status: 'RECOVERED', updatedAt: now })
          .where(and(eq(failedTasks.idempotencyKey, idempotencyKey), eq(failedTasks.status, 'RECOVERING'))),
      ])
    },

    /** Lets a message of this key run again (a task that ended as "done" with a recorded failure). */
    async forgetProcessed(idempotencyKey: string) {
      await db.delete(processedMessages).where(eq(processedMessages.idempotencyKey, idempotencyKey))
    },
  }
}
