import type { RateLimitRule } from '../middleware/rate-limit'

const MINUTE = 60_000

/**
 * Limits on the credential endpoints, per client (every attempt counts) and per account (mails sent
 * to one address). Sign-in and two-factor limits live with their routes and service.
 */
export const ACCOUNT_LIMITS = {
  signupPerClient: { name: 'signup-client', limit: 10, windowMs: 15 * MINUTE },
  signupPerEmail: { name: 'signup-email', limit: 3, windowMs: 60 * MINUTE },
  resetPerClient: { name: 'reset-client', limit: 10, windowMs: 15 * MINUTE },
  resetPerEmail: { name: 'reset-email', limit: 3, windowMs: 60 * MINUTE },
  linkPerClient: { name: 'link-client', limit: 10, windowMs: 15 * MINUTE },
  linkPerEmail: { name: 'link-email', limit: 3, windowMs: 60 * MINUTE },
  /** Using tokens (confirm, reset, one-time link, invite): guessing 256-bit tokens is hopeless, but cap it. */
  tokenPerClient: { name: 'token-client', limit: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>
