import { lt, sql } from 'drizzle-orm'
import { oneTimeTokens, processedMessages, rateLimits, sessions } from '../db/schema'
import type { Services } from './context'
import { startMissingJobRuns } from './matching/missing-runs'

const DAY = 86_400_000

/**
 * Cron: drops expired sessions, tokens, rate-limit windows and old idempotency keys, and starts
 * matching for OPEN jobs that never had a run.
 */
export async function housekeeping(services: Services, now: number) {
  const db = services.db.platform()
  const idleCutoff = now - services.config.SESSION_IDLE_HOURS * 3_600_000
  await db.batch([
    db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now} OR ${sessions.lastSeenAt} <= ${idleCutoff}`),
    db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now - DAY)),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, now - DAY)),
    db.delete(processedMessages).where(lt(processedMessages.processedAt, now - 14 * DAY)),
  ])
  await startMissingJobRuns(services)
}
