import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { CREDENTIAL_KINDS, ONE_TIME_TOKEN_PURPOSES, UI_LANGUAGES, USER_STATUSES } from '../../worker/contracts/enums'
import type { UserPermission } from '../../worker/contracts/permissions'
import { createdAt, enumCheck, id, json, storedJson, timestamp, updatedAt } from './columns'

/** A person's account. Platform-wide: not tenant-scoped. */
export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(), // stored lower-cased
    name: text('name').notNull(),
    position: text('position'),
    photoKey: text('photo_key'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('ACTIVE'),
    /** User-level permissions of spec §6 (ORGANIZATION_CREATE, DASHBOARD, PROFILE, ADMIN_*, SUSPENDED). */
    permissions: json<UserPermission[]>('permissions').notNull(),
    language: text('language', { enum: UI_LANGUAGES }),
    /** The organization chosen last; a new session starts there (else in the first membership). */
    currentOrganizationId: text('current_organization_id'),
    emailVerifiedAt: timestamp('email_verified_at'),
    lastActiveAt: timestamp('last_active_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    enumCheck('users_status_ck', t.status, USER_STATUSES),
    enumCheck('users_language_ck', t.language, UI_LANGUAGES, true),
  ],
)

/** Ways to sign in: a password hash, a linked Google/Microsoft subject, or a TOTP secret. */
export const credentials = sqliteTable(
  'credentials',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDENTIAL_KINDS }).notNull(),
    /** PASSWORD: encoded hash with its parameters. OAuth: provider subject. TFA: encrypted secret. */
    secret: text('secret').notNull(),
    /** OAuth: the provider's email at link time. TFA: 'pending' until verified. */
    label: text('label'),
    lastUsedAt: timestamp('last_used_at'),
    /** TFA: the last accepted TOTP time step, so a used code is refused. */
    lastUsedStep: integer('last_used_step'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credentials_user_kind_uq').on(t.userId, t.kind),
    index('credentials_kind_secret_idx').on(t.kind, t.secret),
    enumCheck('credentials_kind_ck', t.kind, CREDENTIAL_KINDS),
  ],
)

/** A signed-in browser. The id is the SHA-256 of the cookie token: the token itself is never stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id'),
    csrfToken: text('csrf_token').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Single-use links and codes (confirmation, reset, sign-in link, email change, invite). Stored hashed. */
export const oneTimeTokens = sqliteTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(), // SHA-256 of the token
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    payload: storedJson('payload'),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_email_idx').on(t.email, t.purpose),
    enumCheck('one_time_tokens_purpose_ck', t.purpose, ONE_TIME_TOKEN_PURPOSES),
  ],
)

/** Fixed-window counters for rate limits on credential endpoints. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start').notNull(),
  count: integer('count').notNull(),
})

export const SIGN_IN_CHALLENGE_KINDS = ['TFA', 'OAUTH_LINK'] as const

/**
 * A sign-in halfway done: the first factor passed and the code is due (TFA), or a provider account
 * waits to be linked by a password sign-in (OAUTH_LINK). Keyed by the SHA-256 of its token.
 */
export const signInChallenges = sqliteTable(
  'sign_in_challenges',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: SIGN_IN_CHALLENGE_KINDS }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: storedJson('payload'),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_challenges_expires_idx').on(t.expiresAt),
    enumCheck('sign_in_challenges_kind_ck', t.kind, SIGN_IN_CHALLENGE_KINDS),
  ],
)
