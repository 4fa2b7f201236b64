import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  credentials,
  memberships,
  oneTimeTokens,
  organizations,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema'
import type { UiLanguage } from '../contracts/enums'
import { ORGANIZATION_ADMIN_PERMISSIONS, PERMISSION_PRESETS, REGULAR_USER_PERMISSIONS } from '../contracts/permissions'
import { abortBatchUnless } from '../db/batch-guard'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

const BASIC_PERIOD_MS = 30 * 24 * 60 * 60_000

export interface Registration {
  /** The id (hash) of the EMAIL_CONFIRMATION token the registration uses up. */
  tokenId: string
  userId: string
  organizationId: string
  email: string
  passwordHash: string
  firstUser: boolean
  language: UiLanguage
  organization: { name: string; isAgency: boolean; address?: string }
  user: { name: string; position?: string }
}

/** The platform rows a registration creates. */
export function registrationRepo(db: Database) {
  return {
    /**
     * Uses the token and creates the user, password, organization (owner with every organization
     * permission), membership and Basic subscription in one D1 batch (a transaction). Throws when the
     * token was used meanwhile or the email is taken.
     */
    async complete(input: Registration, now: number) {
      const { tokenId, userId, organizationId } = input
      await db.batch([
        // Using the token is part of the batch: a second submit finds it used and the batch fails.
        db
          .update(oneTimeTokens)
          .set({ usedAt: now })
          .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt))),
        abortBatchUnless(db, sql`(SELECT used_at FROM one_time_tokens WHERE id = ${tokenId}) = ${now}`),
        db.insert(users).values({
          id: userId,
          email: input.email,
          name: input.user.name,
          position: input.user.position || null,
          permissions: [...REGULAR_USER_PERMISSIONS],
          language: input.language,
          currentOrganizationId: organizationId,
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        }),
        // Inside the same transaction: the first user becomes platform admin only if still alone.
        ...(input.firstUser
          ? [
              db
                .update(users)
                .set({ permissions: [...PERMISSION_PRESETS.admin.user] })
                .where(and(eq(users.id, userId), sql`(SELECT count(*) FROM users) = 1`)),
            ]
          : []),
        db.insert(credentials).values({
          id: newId(now),
          userId,
          kind: 'PASSWORD',
          secret: input.passwordHash,
          createdAt: now,
        }),
        db.insert(organizations).values({
          id: organizationId,
          name: input.organization.name,
          language: input.language,
          isAgency: input.organization.isAgency,
          address: input.organization.address || null,
          // Every new organization starts on the free Basic plan (spec §1, §9).
          planName: 'basic',
          subscriptionStatus: 'ACTIVE',
          ownerId: userId,
          createdAt: now,
          updatedAt: now,
        }),
        db.insert(memberships).values({
          id: newId(now),
          tenantId: organizationId,
          userId,
          permissions: [...ORGANIZATION_ADMIN_PERMISSIONS],
          createdAt: now,
        }),
        // The Basic plan's subscription, when the platform has that plan (billing plans screen).
        db.insert(subscriptions).select(
          db
            .select({
              id: sql<string>`${newId(now)}`.as('id'),
              tenantId: sql<string>`${organizationId}`.as('tenant_id'),
              planId: subscriptionPlans.id,
              status: sql<'ACTIVE'>`'ACTIVE'`.as('status'),
              interval: sql<'MONTHLY'>`'MONTHLY'`.as('interval'),
              seats: sql<null>`NULL`.as('seats'),
              provider: sql<'local'>`'local'`.as('provider'),
              providerSubscriptionId: sql<null>`NULL`.as('provider_subscription_id'),
              providerCustomerId: sql<null>`NULL`.as('provider_customer_id'),
              currentPeriodStart: sql<number>`${now}`.as('current_period_start'),
              currentPeriodEnd: sql<number>`${now + BASIC_PERIOD_MS}`.as('current_period_end'),
              cancelAtPeriodEnd: sql<boolean>`0`.as('cancel_at_period_end'),
              upcomingPlanId: sql<null>`NULL`.as('upcoming_plan_id'),
              planChangedAt: sql<null>`NULL`.as('plan_changed_at'),
              createdAt: sql<number>`${now}`.as('created_at'),
              updatedAt: sql<number>`${now}`.as('updated_at'),
            })
            .from(subscriptionPlans)
            .where(and(eq(subscriptionPlans.name, 'basic'), eq(subscriptionPlans.active, true)))
            .orderBy(subscriptionPlans.createdAt)
            .limit(1),
        ),
      ])
    },
  }
}
