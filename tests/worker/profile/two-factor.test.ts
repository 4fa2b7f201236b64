import { env } from 'cloudflare:workers'
import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateHOTP } from '@oslojs/otp'
import { describe, expect, it } from 'vitest'
import { call, type Session } from '../support/http'
import { totpCode } from '../support/two-factor'
import { errorCodeOf, signedInUser } from './support'

const post = (session: Session, path: string, json?: unknown) =>
  call(`/api/my-profile/2fa/${path}`, { method: 'POST', session, ...(json === undefined ? {} : { json }) })

/** A 6-digit code that is valid in none of the accepted steps. */
function wrongCodeFor(secret: string) {
  const valid = new Set([-1, 0, 1, 2].map((o) => totpCode(secret, Date.now(), o)))
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !valid.has(c)) as string
}

async function initiate(session: Session) {
  const res = await post(session, 'initiate')
  expect(res.status).toBe(200)
  return (await res.json()) as { secret: string; uri: string; qrSvg: string }
}

async function enabledUser() {
  const ctx = await signedInUser()
  const { secret } = await initiate(ctx.session)
  // The previous step: the tests can then use the current and next steps.
  expect((await post(ctx.session, 'complete', { code: totpCode(secret, Date.now(), -1) })).status).toBe(200)
  return { ...ctx, secret }
}

describe('two-factor setup on the profile', () => {
  it('initiates with a secret, an otpauth URI and a QR code, and is off until completed', async () => {
    const { user, session } = await signedInUser()
    const { secret, uri, qrSvg } = await initiate(session)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(decodeBase32IgnorePadding(secret)).toHaveLength(20)
    expect(uri).toContain('otpauth://totp/')
    expect(uri).toContain(`secret=${secret}`)
    expect(decodeURIComponent(uri)).toContain(user.email)
    expect(qrSvg).toContain('<svg')
    const me = (await (await call('/api/my-profile', { session })).json()) as { tfaEnabled: boolean }
    expect(me.tfaEnabled).toBe(false)
    // The secret is stored encrypted, not as the base32 text.
    const row = await env.DB.prepare("SELECT secret, label FROM credentials WHERE user_id = ? AND kind = 'TFA'")
      .bind(user.id)
      .first<{ secret: string; label: string }>()
    expect(row?.label).toBe('pending')
    expect(row?.secret).toMatch(/^v1\./)
    expect(row?.secret).not.toContain(secret)
  })

  it('completes with a valid code; sign-in then asks for the second factor', async () => {
    const { user, session } = await signedInUser()
    const { secret } = await initiate(session)
    const res = await post(session, 'complete', {
      code: generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000)), 6),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ tfaEnabled: true })
    const me = (await (await call('/api/my-profile', { session })).json()) as { tfaEnabled: boolean }
    expect(me.tfaEnabled).toBe(true)
    const login = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(((await login.json()) as { outcome: string }).outcome).toBe('TFA_REQUIRED')
  })

  it('refuses a wrong code with WRONG_TFA_CODE and stays off', async () => {
    const { session } = await signedInUser()
    const { secret } = await initiate(session)
    const res = await post(session, 'complete', { code: wrongCodeFor(secret) })
    expect(res.status).toBe(401)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error).toMatchObject({ code: 'WRONG_TFA_CODE', message: 'You entered the wrong one-time password!' })
    expect(((await (await call('/api/my-profile', { session })).json()) as { tfaEnabled: boolean }).tfaEnabled).toBe(
      false,
    )
  })

  it('refuses a code of an older secret after setup was restarted', async () => {
    const { session } = await signedInUser()
    const first = await initiate(session)
    const second = await initiate(session)
    expect(second.secret).not.toBe(first.secret)
    const stale = totpCode(first.secret)
    const res = await post(session, 'complete', {
      code: stale === totpCode(second.secret) ? wrongCodeFor(second.secret) : stale,
    })
    expect(await errorCodeOf(res)).toBe('WRONG_TFA_CODE')
    expect((await post(session, 'complete', { code: totpCode(second.secret) })).status).toBe(200)
  })

  it('refuses complete without a setup, and initiate while it is on', async () => {
    const { session } = await signedInUser()
    const none = await post(session, 'complete', { code: '123456' })
    expect(none.status).toBe(409)
    expect(await errorCodeOf(none)).toBe('TFA_NOT_PENDING')
    const { session: on } = await enabledUser()
    const again = await post(on, 'initiate')
    expect(again.status).toBe(409)
    expect(await errorCodeOf(again)).toBe('CONFLICT')
  })

  it('refuses to complete again once two-factor is on', async () => {
    const { session, secret } = await enabledUser()
    const res = await post(session, 'complete', { code: totpCode(secret) })
    expect(res.status).toBe(409)
    expect(await errorCodeOf(res)).toBe('TFA_NOT_PENDING')
  })

  it('keeps one pending secret when two setups start at once', async () => {
    const { user, session } = await signedInUser()
    const [a, b] = await Promise.all([post(session, 'initiate'), post(session, 'initiate')])
    expect([a.status, b.status]).toEqual([200, 200])
    const secrets = [(await a.json()) as { secret: string }, (await b.json()) as { secret: string }].map(
      (x) => x.secret,
    )
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM credentials WHERE user_id = ? AND kind = 'TFA'")
      .bind(user.id)
      .first<{ n: number }>()
    expect(rows?.n).toBe(1)
    // Exactly one of the two secrets is the stored one.
    const results = []
    for (const secret of secrets) results.push((await post(session, 'complete', { code: totpCode(secret) })).status)
    expect(results.filter((s) => s === 200)).toHaveLength(1)
  })

  it('refuses a code that was already used', async () => {
    const { session } = await signedInUser()
    const { secret } = await initiate(session)
    const code = totpCode(secret)
    expect((await post(session, 'complete', { code })).status).toBe(200)
    const replay = await post(session, 'disable', { code })
    expect(replay.status).toBe(401)
    expect(await errorCodeOf(replay)).toBe('WRONG_TFA_CODE')
    // An earlier step than the last used one is refused too.
    expect(await errorCodeOf(await post(session, 'disable', { code: totpCode(secret, Date.now(), -1) }))).toBe(
      'WRONG_TFA_CODE',
    )
    expect(((await (await call('/api/my-profile', { session })).json()) as { tfaEnabled: boolean }).tfaEnabled).toBe(
      true,
    )
  })

  it('locks after 5 wrong codes: even the right code is refused with TFA_LOCKED', async () => {
    const { session, secret } = await enabledUser()
    const wrong = wrongCodeFor(secret)
    for (let i = 0; i < 5; i++)
      expect(await errorCodeOf(await post(session, 'disable', { code: wrong }))).toBe('WRONG_TFA_CODE')
    const locked = await post(session, 'disable', { code: totpCode(secret) })
    expect(locked.status).toBe(429)
    expect(await errorCodeOf(locked)).toBe('TFA_LOCKED')
    expect(((await (await call('/api/my-profile', { session })).json()) as { tfaEnabled: boolean }).tfaEnabled).toBe(
      true,
    )
  })

  it('counts only wrong codes in a row: a right code clears earlier failures', async () => {
    const { session, secret } = await signedInUser().then(async (ctx) => ({ ...ctx, ...(await initiate(ctx.session)) }))
    const wrong = wrongCodeFor(secret)
    for (let i = 0; i < 4; i++) await post(session, 'complete', { code: wrong })
    expect((await post(session, 'complete', { code: totpCode(secret, Date.now(), -1) })).status).toBe(200)
    for (let i = 0; i < 4; i++)
      expect(await errorCodeOf(await post(session, 'disable', { code: wrong }))).toBe('WRONG_TFA_CODE')
    expect((await post(session, 'disable', { code: totpCode(secret) })).status).toBe(200)
  })

  it('disables with a current code', async () => {
    const { user, session, secret } = await enabledUser()
    const res = await post(session, 'disable', { code: totpCode(secret) })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ tfaEnabled: false })
    const login = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(((await login.json()) as { outcome: string }).outcome).toBe('SUCCESS')
  })

  it('refuses disable while two-factor is off, and codes that are not 6 digits', async () => {
    const { session } = await signedInUser()
    expect(await errorCodeOf(await post(session, 'disable', { code: '123456' }))).toBe('TFA_NOT_PENDING')
    const { session: on } = await enabledUser()
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await post(on, 'disable', { code })
      expect(res.status).toBe(400)
      expect(await errorCodeOf(res)).toBe('VALIDATION_FAILED')
    }
  })

  it('refuses cross-site writes', async () => {
    const { session, secret } = await enabledUser()
    const res = await call('/api/my-profile/2fa/disable', {
      method: 'POST',
      headers: { Cookie: session.cookie },
      json: { code: totpCode(secret) },
    })
    expect(res.status).toBe(403)
    expect(await errorCodeOf(res)).toBe('CSRF_FAILED')
  })
})
