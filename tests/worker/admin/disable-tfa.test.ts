import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import { newId } from '../../../worker/lib/ids'
import { createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { enableTwoFactor, totpCode } from '../support/two-factor'

const codeOf = (res: Response) => res.json().then((b) => (b as { error: { code: string } }).error.code)
const disableTfa = (session: Session | undefined, userId: string, headers?: Record<string, string>) =>
  call(`/api/admin/users/${userId}/disable-tfa`, { method: 'POST', ...(session ? { session } : {}), headers })

async function platformAdmin() {
  const admin = await createUser({ userPermissions: [...PERMISSION_PRESETS.admin.user] })
  return signIn(admin.email, admin.password)
}

async function tfaUser() {
  const org = await createOrganization()
  const user = await createUser({ memberOf: [{ organizationId: org.id }] })
  await enableTwoFactor(user.id, user.email)
  return user
}

const loginOutcome = async (email: string, password: string) =>
  (
    (await (await call('/api/access/login', { method: 'POST', json: { email, password } })).json()) as {
      outcome: string
    }
  ).outcome

describe('POST /api/admin/users/:id/disable-tfa', () => {
  it('lets a platform admin turn off a user’s two-factor; the user then signs in without a code', async () => {
    const session = await platformAdmin()
    const user = await tfaUser()
    expect(await loginOutcome(user.email, user.password)).toBe('TFA_REQUIRED')
    const res = await disableTfa(session, user.id)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ tfaEnabled: false })
    expect(await loginOutcome(user.email, user.password)).toBe('SUCCESS')
    // Idempotent: a second call answers the same.
    expect((await disableTfa(session, user.id)).status).toBe(200)
  })

  it('lifts a lockout, so the user can set two-factor up again at once', async () => {
    const admin = await platformAdmin()
    const user = await createUser()
    const session = await signIn(user.email, user.password)
    const secret = await enableTwoFactor(user.id, user.email)
    const wrong = ['000000', '111111'].find((c) => c !== totpCode(secret) && c !== totpCode(secret, Date.now(), 1))
    for (let i = 0; i < 5; i++) {
      await call('/api/my-profile/2fa/disable', { method: 'POST', session, json: { code: wrong } })
    }
    const locked = await call('/api/my-profile/2fa/disable', {
      method: 'POST',
      session,
      json: { code: totpCode(secret) },
    })
    expect(await codeOf(locked)).toBe('TFA_LOCKED')
    expect((await disableTfa(admin, user.id)).status).toBe(200)
    const started = (await (await call('/api/my-profile/2fa/initiate', { method: 'POST', session })).json()) as {
      secret: string
    }
    const done = await call('/api/my-profile/2fa/complete', {
      method: 'POST',
      session,
      json: { code: totpCode(started.secret) },
    })
    expect(done.status).toBe(200)
  })

  it('answers 404 for an unknown user id', async () => {
    const session = await platformAdmin()
    const res = await disableTfa(session, newId())
    expect(res.status).toBe(404)
    expect(await codeOf(res)).toBe('USER_NOT_FOUND')
  })

  it('refuses a non-admin with 403 (even an organization admin) and changes nothing', async () => {
    const user = await tfaUser()
    const org = await createOrganization()
    const orgAdmin = await createUser({ memberOf: [{ organizationId: org.id }] }) // every organization permission
    const session = await signIn(orgAdmin.email, orgAdmin.password)
    const res = await disableTfa(session, user.id)
    expect(res.status).toBe(403)
    expect(await codeOf(res)).toBe('FORBIDDEN')
    expect(await loginOutcome(user.email, user.password)).toBe('TFA_REQUIRED')
  })

  it('refuses an admin holding only ADMIN_READ', async () => {
    const reader = await createUser({ userPermissions: ['PROFILE', 'ADMIN_READ'] })
    const session = await signIn(reader.email, reader.password)
    expect(await codeOf(await disableTfa(session, (await tfaUser()).id))).toBe('FORBIDDEN')
  })

  it('refuses signed-out callers, cross-site requests and a suspended admin', async () => {
    const user = await tfaUser()
    expect((await disableTfa(undefined, user.id)).status).toBe(401)
    const session = await platformAdmin()
    const crossSite = await disableTfa(session, user.id, { Origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await codeOf(crossSite)).toBe('CSRF_FAILED')
    const noToken = await call(`/api/admin/users/${user.id}/disable-tfa`, {
      method: 'POST',
      headers: { Cookie: session.cookie },
    })
    expect(await codeOf(noToken)).toBe('CSRF_FAILED')
    const me = (await (await call('/api/auth/session', { session })).json()) as { user: { id: string } }
    await env.DB.prepare("UPDATE users SET status = 'SUSPENDED' WHERE id = ?").bind(me.user.id).run()
    expect(await codeOf(await disableTfa(session, user.id))).toBe('ACCOUNT_SUSPENDED')
    expect(await loginOutcome(user.email, user.password)).toBe('TFA_REQUIRED')
  })
})
