import type { Services } from './context'
import { housekeepingRepo } from './housekeeping.repo'
import { IDEMPOTENCY_KEY_LIFETIME_MS } from './idempotency/idempotency-policy'
import { startMissingJobRuns } from './matching/missing-runs'

const DAY = 86_400_000

/**
 * Cron: drops expired sessions, tokens, rate-limit windows, old queue-message keys and
 * Idempotency-Key answers past their 24 h, and starts
 * matching for OPEN jobs that never had a run.
 */
export async function housekeeping(services: Services, now: number) {
  await housekeepingRepo(services.db.platform()).dropExpired({
    now,
    idleCutoff: now - services.config.SESSION_IDLE_HOURS * 3_600_000,
    tokens: now - DAY,
    rateLimits: now - DAY,
    messages: now - 14 * DAY,
    idempotencyKeys: now - IDEMPOTENCY_KEY_LIFETIME_MS,
  })
  await startMissingJobRuns(services)
}
