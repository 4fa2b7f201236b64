import type { Services } from './context'
import { housekeepingRepo } from './housekeeping.repo'
import { startMissingJobRuns } from './matching/missing-runs'

const DAY = 86_400_000

/**
 * Cron: drops expired sessions, tokens, rate-limit windows and old idempotency keys, and starts
 * matching for OPEN jobs that never had a run.
 */
export async function housekeeping(services: Services, now: number) {
  await housekeepingRepo(services.db.platform()).dropExpired({
    now,
    idleCutoff: now - services.config.SESSION_IDLE_HOURS * 3_600_000,
    tokens: now - DAY,
    rateLimits: now - DAY,
    messages: now - 14 * DAY,
  })
  await startMissingJobRuns(services)
}
