import type { ErrorCode } from '../contracts/errors'
import { AppError } from '../lib/app-error'
import type { RateLimitRule } from '../middleware/rate-limit'

const MINUTE = 60_000

/**
 * Limits on the credential endpoints. Mails sent count every request, per client and per address;
 * checks of a password, code or token count only their failures per client (see `limitFailures`), and
 * failed sign-ins also count per account (access.routes) and wrong codes per user (two-factor.service).
 */
export const ACCOUNT_LIMITS = {
  signupPerClient: { name: 'signup-client', limit: 10, windowMs: 15 * MINUTE },
  signupPerEmail: { name: 'signup-email', limit: 3, windowMs: 60 * MINUTE },
  resetPerClient: { name: 'reset-client', limit: 10, windowMs: 15 * MINUTE },
  resetPerEmail: { name: 'reset-email', limit: 3, windowMs: 60 * MINUTE },
  linkPerClient: { name: 'link-client', limit: 10, windowMs: 15 * MINUTE },
  linkPerEmail: { name: 'link-email', limit: 3, windowMs: 60 * MINUTE },
  /** Failed token uses (confirm, reset, one-time link, invite): guessing 256-bit tokens is hopeless, but cap it. */
  tokenFailuresPerClient: { name: 'token-failures-client', limit: 60, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address: generous for a shared office address, tight for a password sprayer. */
  loginFailuresPerClient: { name: 'login-failures-client', limit: 50, windowMs: 15 * MINUTE },
  /** Only failed attempts count against an account, so its owner signing in is never the one locked out. */
  loginFailuresPerAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  /** Wrong one-time passwords from one address (the user's second factor also locks after five). */
  tfaFailuresPerClient: { name: 'tfa-failures-client', limit: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>

/** The refusals that mean "this password, code or token was wrong", the only ones a failure limit counts. */
const CREDENTIAL_FAILURES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'INVALID_CREDENTIALS',
  'WRONG_TFA_CODE',
  'CHALLENGE_EXPIRED',
  'EMAIL_CONFIRMATION_INVALID',
  'SIGN_IN_LINK_INVALID',
  'RESET_LINK_INVALID',
  'INVITE_INVALID',
])

export const isCredentialFailure = (err: unknown) => err instanceof AppError && CREDENTIAL_FAILURES.has(err.code)
