import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm'
import {
  applicants,
  invites,
  jobs,
  memberships,
  organizations,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema'
import type { UiLanguage } from '../contracts/enums'
import { ORGANIZATION_ADMIN_PERMISSIONS } from '../contracts/permissions'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

/** The first period of the free Basic plan (as registration starts it). */
const BASIC_PERIOD_MS = 30 * 24 * 60 * 60_000

export interface NewOrganization {
  id: string
  name: string
  language: UiLanguage
  isAgency: boolean
  ownerId: string
}

export interface OrganizationInfo {
  name: string
  address: string | null
  brandLanguage: string | null
  culture: string | null
  info: string | null
  isAgency: boolean
}

/**
 * Organizations (the tenants themselves): platform rows, read by capabilities that speak for one.
 * Every query takes the organization's id first and touches that organization only.
 */
export function organizationRepo(db: Database) {
  return {
    /** What messages and reports say about the organization: name, language, agency or not. */
    async profile(tenantId: string) {
      const rows = await db
        .select({
          name: organizations.name,
          language: organizations.language,
          isAgency: organizations.isAgency,
          brandLanguage: organizations.brandLanguage,
        })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows[0] ?? null
    },

    /** The whole organization row with its owner's name and email (null when the owner is gone). */
    async withOwner(tenantId: string) {
      const rows = await db
        .select({ organization: organizations, owner: { id: users.id, name: users.name, email: users.email } })
        .from(organizations)
        .leftJoin(users, eq(users.id, organizations.ownerId))
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows[0] ?? null
    },

    /** Live applicants, all jobs and invites still pending at `now`, in one round trip. */
    async counts(tenantId: string, now: number) {
      const [applicantRows, jobRows, inviteRows] = await db.batch([
        db
          .select({ n: count() })
          .from(applicants)
          .where(and(eq(applicants.tenantId, tenantId), isNull(applicants.deletedAt))),
        db.select({ n: count() }).from(jobs).where(eq(jobs.tenantId, tenantId)),
        db
          .select({ n: count() })
          .from(invites)
          .where(
            and(
              eq(invites.tenantId, tenantId),
              isNull(invites.acceptedAt),
              isNull(invites.cancelledAt),
              gt(invites.expiresAt, now),
            ),
          ),
      ])
      return { applicants: applicantRows[0]?.n ?? 0, jobs: jobRows[0]?.n ?? 0, invites: inviteRows[0]?.n ?? 0 }
    },

    /**
     * The organization, its owner's membership with every organization permission and (when the
     * platform has the plan) a Basic subscription, in one D1 batch: all or nothing.
     */
    async create(input: NewOrganization, now: number) {
      await db.batch([
        db.insert(organizations).values({
          id: input.id,
          name: input.name,
          language: input.language,
          isAgency: input.isAgency,
          // Every new organization starts on the free Basic plan (spec §1, §9), as at registration.
          planName: 'basic',
          subscriptionStatus: 'ACTIVE',
          ownerId: input.ownerId,
          createdAt: now,
          updatedAt: now,
        }),
        db.insert(memberships).values({
          id: newId(now),
          tenantId: input.id,
          userId: input.ownerId,
          permissions: [...ORGANIZATION_ADMIN_PERMISSIONS],
          lastActivityAt: now,
          createdAt: now,
        }),
        db.insert(subscriptions).select(
          db
            .select({
              id: sql<string>`${newId(now)}`.as('id'),
              tenantId: sql<string>`${input.id}`.as('tenant_id'),
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

    async updateInfo(tenantId: string, info: OrganizationInfo, now: number) {
      await db
        .update(organizations)
        .set({ ...info, updatedAt: now })
        .where(eq(organizations.id, tenantId))
    },

    async setMatchingScores(tenantId: string, showMatchingScores: boolean, now: number) {
      await db.update(organizations).set({ showMatchingScores, updatedAt: now }).where(eq(organizations.id, tenantId))
    },

    async setLanguage(tenantId: string, language: UiLanguage, now: number) {
      await db.update(organizations).set({ language, updatedAt: now }).where(eq(organizations.id, tenantId))
    },

    async logoKey(tenantId: string): Promise<string | null> {
      const rows = await db
        .select({ logoKey: organizations.logoKey })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows[0]?.logoKey ?? null
    },

    /**
     * Points the organization at a new logo (or none), only if it still has `expected`: of two uploads
     * at the same moment one wins and the other learns it lost, so no stored logo is left unreferenced.
     */
    async swapLogoKey(tenantId: string, expected: string | null, logoKey: string | null, now: number) {
      const rows = await db
        .update(organizations)
        .set({ logoKey, updatedAt: now })
        .where(
          and(
            eq(organizations.id, tenantId),
            expected === null ? isNull(organizations.logoKey) : eq(organizations.logoKey, expected),
          ),
        )
        .returning({ id: organizations.id })
      return rows.length === 1
    },

    /** Whether the organization still exists (queue consumers drop work of a deleted one). */
    async exists(tenantId: string) {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows.length > 0
    },
  }
}

/** The plans the platform sells (not tenant-scoped): active ones, cheapest first. */
export function planRepo(db: Database) {
  return {
    active() {
      return db
        .select({
          id: subscriptionPlans.id,
          name: subscriptionPlans.name,
          displayName: subscriptionPlans.displayName,
          planType: subscriptionPlans.planType,
          interval: subscriptionPlans.interval,
          seatRule: subscriptionPlans.seatRule,
          minSeats: subscriptionPlans.minSeats,
          maxSeats: subscriptionPlans.maxSeats,
          pricePerSeatCents: subscriptionPlans.pricePerSeatCents,
          priceCents: subscriptionPlans.priceCents,
          cloudPricePerIngestedDocCents: subscriptionPlans.cloudPricePerIngestedDocCents,
          cloudPricePerStoredDocMonthCents: subscriptionPlans.cloudPricePerStoredDocMonthCents,
        })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.active, true))
        .orderBy(asc(subscriptionPlans.priceCents), asc(subscriptionPlans.name), asc(subscriptionPlans.interval))
    },
  }
}
