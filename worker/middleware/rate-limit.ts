import type { Context } from 'hono'
import { rateLimitRepo } from '../access/rate-limit.repo'
import type { AppEnv, Services } from '../context'
import { AppError } from '../lib/app-error'

export interface RateLimitRule {
  /** Distinguishes counters of different endpoints. */
  name: string
  limit: number
  windowMs: number
}

/**
 * Fixed-window counters in D1, one atomic upsert per hit, so they hold across isolates and in local
 * mode alike. Used on credential endpoints, keyed per client and per account.
 */
function windowOf(services: Services, rule: RateLimitRule) {
  const t = services.now()
  const start = t - (t % rule.windowMs)
  return { start, retryAfterSeconds: Math.ceil((start + rule.windowMs - t) / 1000) }
}

function refuse(c: Context<AppEnv>, retryAfterSeconds: number): never {
  c.header('Retry-After', String(retryAfterSeconds))
  throw new AppError('RATE_LIMITED')
}

/** Counts one hit and returns the count in the current window. A late hit never rewinds the window. */
export async function recordHit(services: Services, rule: RateLimitRule, subject: string): Promise<number> {
  const { start } = windowOf(services, rule)
  return rateLimitRepo(services.db.platform()).hit(`${rule.name}:${subject}`, start)
}

/** The hits counted in the current window, without counting one. */
export async function countInWindow(services: Services, rule: RateLimitRule, subject: string): Promise<number> {
  const { start } = windowOf(services, rule)
  return rateLimitRepo(services.db.platform()).count(`${rule.name}:${subject}`, start)
}

/** Clears a counter, e.g. the failures of an account after its owner signed in. */
export async function resetCounter(services: Services, rule: RateLimitRule, subject: string) {
  await rateLimitRepo(services.db.platform()).reset(`${rule.name}:${subject}`)
}

/** Takes back one hit of the current window: the attempt it stood for turned out not to count. */
export async function releaseHit(services: Services, rule: RateLimitRule, subject: string) {
  const { start } = windowOf(services, rule)
  await rateLimitRepo(services.db.platform()).release(`${rule.name}:${subject}`, start)
}

/**
 * Runs a credential check under a limit on its failures only, so an office of recruiters behind one
 * address is never locked out by its own successful sign-ins. The attempt holds a hit while it runs —
 * a burst of parallel guesses cannot all pass the check before any failure is counted — and gives it
 * back unless it failed as a credential (`isFailure`).
 */
export async function limitFailures<T>(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject: string,
  isFailure: (err: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  const services = c.get('services')
  const count = await recordHit(services, rule, subject)
  if (count > rule.limit) {
    await releaseHit(services, rule, subject)
    refuse(c, windowOf(services, rule).retryAfterSeconds)
  }
  try {
    const result = await attempt()
    await releaseHit(services, rule, subject)
    return result
  } catch (err) {
    if (!isFailure(err)) await releaseHit(services, rule, subject)
    throw err
  }
}

export function countHit(c: Context<AppEnv>, rule: RateLimitRule, subject: string): Promise<number> {
  return recordHit(c.get('services'), rule, subject)
}

/** Counts the hit and refuses it with 429 once the window holds more than the limit. */
export async function hitRateLimit(c: Context<AppEnv>, rule: RateLimitRule, subject: string) {
  const count = await countHit(c, rule, subject)
  if (count > rule.limit) refuse(c, windowOf(c.get('services'), rule).retryAfterSeconds)
}

/** Refuses with 429 when the window already holds `limit` hits, without counting this request. */
export async function assertUnderRateLimit(c: Context<AppEnv>, rule: RateLimitRule, subject: string) {
  const services = c.get('services')
  if ((await countInWindow(services, rule, subject)) >= rule.limit) {
    refuse(c, windowOf(services, rule).retryAfterSeconds)
  }
}

export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? 'local'
}
