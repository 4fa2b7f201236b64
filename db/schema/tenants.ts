import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  ORGANIZATION_SUBSCRIPTION_STATUSES,
  PLAN_NAMES,
  TENANT_KINDS,
  TENANT_STATUSES,
  UI_LANGUAGES,
} from '../../worker/contracts/enums'
import type { OrganizationPermission } from '../../worker/contracts/permissions'
import { bool, createdAt, enumCheck, id, json, tenantId, timestamp, updatedAt } from './columns'
import { users } from './identity'

/** A tenant. */
export const organizations = sqliteTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind', { enum: TENANT_KINDS }).notNull().default('organization'),
    status: text('status', { enum: TENANT_STATUSES }).notNull().default('STANDARD'),
    language: text('language', { enum: UI_LANGUAGES }).notNull().default('en_US'),
    isAgency: bool('is_agency').notNull().default(false),
    address: text('address'),
    brandLanguage: text('brand_language'),
    culture: text('culture'),
    info: text('info'),
    logoKey: text('logo_key'),
    planName: text('plan_name', { enum: PLAN_NAMES }).notNull().default('basic'),
    subscriptionStatus: text('subscription_status', { enum: ORGANIZATION_SUBSCRIPTION_STATUSES })
      .notNull()
      .default('INACTIVE'),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The score overview switch of the organization settings. */
    showMatchingScores: bool('show_matching_scores').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    enumCheck('organizations_kind_ck', t.kind, TENANT_KINDS),
    enumCheck('organizations_status_ck', t.status, TENANT_STATUSES),
    enumCheck('organizations_language_ck', t.language, UI_LANGUAGES),
    enumCheck('organizations_plan_ck', t.planName, PLAN_NAMES),
    enumCheck('organizations_subscription_ck', t.subscriptionStatus, ORGANIZATION_SUBSCRIPTION_STATUSES),
  ],
)

/** A user's place in a tenant, with the organization-level permissions of spec §6. */
export const memberships = sqliteTable(
  'memberships',
  {
    id: id(),
    tenantId: tenantId().references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissions: json<OrganizationPermission[]>('permissions').notNull(),
    /** Contact details per organization (My profile, General tab). */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    lastActivityAt: timestamp('last_activity_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_tenant_user_uq').on(t.tenantId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
)

/** A pending invitation into a tenant; accepted invites become memberships. */
export const invites = sqliteTable(
  'invites',
  {
    id: id(),
    tenantId: tenantId().references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    permissions: json<OrganizationPermission[]>('permissions').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    acceptedAt: timestamp('accepted_at'),
    cancelledAt: timestamp('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invites_tenant_idx').on(t.tenantId, t.createdAt), uniqueIndex('invites_token_uq').on(t.tokenHash)],
)
