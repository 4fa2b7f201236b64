import { eq, sql } from 'drizzle-orm'
import { failedTasks, processedMessages } from '../../db/schema'
import type { UploadErrorType } from '../contracts/enums'
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

/** Failed tasks and the processed-message ledger that makes queue consumers idempotent. */
export function taskRepo(db: Database) {
  return {
    /** Records a failure once per idempotency key; a repeat only updates attempts and reason. */
    async recordFailure(input: FailedTaskInput, now: number) {
      await db
        .insert(failedTasks)
        .values({ id: newId(now), ...input, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: failedTasks.idempotencyKey,
          set: {
            attempts: sql`max(${failedTasks.attempts}, excluded.attempts)`,
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

    async wasProcessed(idempotencyKey: string) {
      const rows = await db
        .select({ key: processedMessages.idempotencyKey })
        .from(processedMessages)
        .where(eq(processedMessages.idempotencyKey, idempotencyKey))
      return rows.length > 0
    },

    async markProcessed(idempotencyKey: string, now: number) {
      await db.insert(processedMessages).values({ idempotencyKey, processedAt: now }).onConflictDoNothing()
    },
  }
}
