import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { TeamMember } from '../../../worker/contracts/team'
import { createPlan, feature, subscribe } from '../billing/support'
import { createUser } from '../support/factories'
import { call } from '../support/http'
import { errorCode, json, member, ownedOrganization, post, sessionOf } from './support'

const BILLING = ['ORGANIZATION_BILLING_SUBSCRIBE', 'ORGANIZATION_BILLING_READ', 'ORGANIZATION_BILLING_READ_SUBSCRIBE']

const organizationRow = (id: string) =>
  env.DB.prepare('SELECT owner_id, subscription_status FROM organizations WHERE id = ?')
    .bind(id)
    .first<{ owner_id: string; subscription_status: string }>()

describe('POST /api/tenant/change-owner', () => {
  it('moves ownership: the new owner gets full admin rights and billing, the old owner loses billing', async () => {
    const { org, owner, session } = await ownedOrganization()
    const heir = await member(org.id, ['JOB_READ'])
    expect((await sessionOf(session)).user?.permissions).toEqual(expect.arrayContaining(BILLING))

    const result = await json(
      await post('/api/tenant/change-owner', session, { userId: heir.user.id, cancelSubscription: false }),
    )
    expect(result).toEqual({ ownerId: heir.user.id, subscriptionCanceled: false })
    expect(await organizationRow(org.id)).toEqual({ owner_id: heir.user.id, subscription_status: 'ACTIVE' })

    const heirSession = (await sessionOf(heir.session)).user
    expect(heirSession?.permissions).toEqual(expect.arrayContaining([...BILLING, 'TEAM_UPDATE', 'AI_MODEL_UPDATE']))
    const oldOwner = (await sessionOf(session)).user
    for (const p of BILLING) expect(oldOwner?.permissions).not.toContain(p)
    expect(oldOwner?.permissions).toContain('TEAM_UPDATE')

    const members = await json<TeamMember[]>(await call('/api/team', { session }))
    expect(members.find((m) => m.id === heir.user.id)).toMatchObject({ owner: true, preset: 'admin' })
    expect(members.find((m) => m.id === owner.id)).toMatchObject({ owner: false })

    // The old owner is no longer allowed to hand it on again.
    const again = await post('/api/tenant/change-owner', session, { userId: heir.user.id, cancelSubscription: false })
    expect(again.status).toBe(403)
    expect(await errorCode(again)).toBe('FORBIDDEN')
  })

  it('cancels the subscription at the same time when asked', async () => {
    const { org, session } = await ownedOrganization()
    const heir = await member(org.id)
    const result = await json(
      await post('/api/tenant/change-owner', session, { userId: heir.user.id, cancelSubscription: true }),
    )
    expect(result).toEqual({ ownerId: heir.user.id, subscriptionCanceled: true })
    expect((await organizationRow(org.id))?.subscription_status).toBe('CANCELED')
  })

  it('with a paid subscription, cancels it at the period end through the billing provider', async () => {
    const { org, session } = await ownedOrganization()
    const heir = await member(org.id)
    const plan = await createPlan([feature({ feature: 'CV_UPLOAD', quota: 50 })])
    const subscriptionId = await subscribe(org.id, plan)
    const result = await json(
      await post('/api/tenant/change-owner', session, { userId: heir.user.id, cancelSubscription: true }),
    )
    expect(result).toEqual({ ownerId: heir.user.id, subscriptionCanceled: true })
    const sub = await env.DB.prepare('SELECT cancel_at_period_end, status FROM subscriptions WHERE id = ?')
      .bind(subscriptionId)
      .first<{ cancel_at_period_end: number; status: string }>()
    // Access stays until the period ends (spec §4 Cancel); the new owner may resume it.
    expect(sub).toEqual({ cancel_at_period_end: 1, status: 'ACTIVE' })
    expect(await organizationRow(org.id)).toEqual({ owner_id: heir.user.id, subscription_status: 'ACTIVE' })
    const details = await json<{ endsAt: number | null; renewsAt: number | null }>(
      await call('/api/billing/subscription-details', { session: heir.session }),
    )
    expect(details.endsAt).toBeTypeOf('number')
    expect(details.renewsAt).toBeNull()
  })

  it('keeps a paid subscription running when the transfer is not asked to cancel it', async () => {
    const { org, session } = await ownedOrganization()
    const heir = await member(org.id)
    const subscriptionId = await subscribe(org.id, await createPlan([feature({ feature: 'CV_UPLOAD', quota: 50 })]))
    await json(await post('/api/tenant/change-owner', session, { userId: heir.user.id, cancelSubscription: false }))
    const sub = await env.DB.prepare('SELECT cancel_at_period_end FROM subscriptions WHERE id = ?')
      .bind(subscriptionId)
      .first<{ cancel_at_period_end: number }>()
    expect(sub?.cancel_at_period_end).toBe(0)
  })

  it('needs another member selected: not yourself, not a stranger, not nothing', async () => {
    const { org, owner, session } = await ownedOrganization()
    const self = await post('/api/tenant/change-owner', session, { userId: owner.id, cancelSubscription: false })
    expect(self.status).toBe(400)
    expect(await errorCode(self)).toBe('OWNERSHIP_TARGET_INVALID')
    const stranger = await createUser()
    const res = await post('/api/tenant/change-owner', session, { userId: stranger.id, cancelSubscription: false })
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('MEMBER_NOT_FOUND')
    const empty = await post('/api/tenant/change-owner', session, { cancelSubscription: false })
    expect(empty.status).toBe(400)
    expect(await errorCode(empty)).toBe('VALIDATION_FAILED')
    expect((await organizationRow(org.id))?.owner_id).toBe(owner.id)
  })

  it('refuses a suspended account as the new owner', async () => {
    const { org, session } = await ownedOrganization()
    const suspended = await createUser({ status: 'SUSPENDED', memberOf: [{ organizationId: org.id }] })
    const res = await post('/api/tenant/change-owner', session, { userId: suspended.id, cancelSubscription: false })
    expect(await errorCode(res)).toBe('OWNERSHIP_TARGET_INVALID')
  })

  it('is for the owner only: an admin member with every organization permission is refused', async () => {
    const { org, owner } = await ownedOrganization()
    const admin = await member(org.id)
    const res = await post('/api/tenant/change-owner', admin.session, {
      userId: admin.user.id,
      cancelSubscription: true,
    })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
    expect(await organizationRow(org.id)).toEqual({ owner_id: owner.id, subscription_status: 'ACTIVE' })
  })

  it("answers MEMBER_NOT_FOUND for another organization's member and changes neither organization", async () => {
    const mine = await ownedOrganization()
    const theirs = await ownedOrganization()
    const res = await post('/api/tenant/change-owner', mine.session, {
      userId: theirs.owner.id,
      cancelSubscription: true,
    })
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('MEMBER_NOT_FOUND')
    expect(await organizationRow(mine.org.id)).toEqual({ owner_id: mine.owner.id, subscription_status: 'ACTIVE' })
    expect(await organizationRow(theirs.org.id)).toEqual({ owner_id: theirs.owner.id, subscription_status: 'ACTIVE' })
  })
})
