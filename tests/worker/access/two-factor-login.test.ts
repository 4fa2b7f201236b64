import { describe, expect, it } from 'vitest'
import { createOrganization, createUser } from '../support/factories'
import { call } from '../support/http'
import { cookieOf } from '../support/outbox'
import { enableTwoFactor, totpCode } from '../support/two-factor'

async function tfaUser() {
  const org = await createOrganization()
  const user = await createUser({ memberOf: [{ organizationId: org.id }] })
  const secret = await enableTwoFactor(user.id, user.email)
  return { user, secret }
}

async function firstFactor(email: string, password: string) {
  const res = await call('/api/access/login', { method: 'POST', json: { email, password } })
  expect(res.status).toBe(200)
  expect(res.headers.get('Set-Cookie')).toBeNull()
  const body = (await res.json()) as { outcome: string; challengeToken: string }
  expect(body.outcome).toBe('TFA_REQUIRED')
  return body.challengeToken
}

const codeOf = (res: Response) => res.json().then((b) => (b as { error: { code: string } }).error.code)

describe('sign-in with two-factor', () => {
  it('asks for the code, then signs in with a valid one', async () => {
    const { user, secret } = await tfaUser()
    const challengeToken = await firstFactor(user.email, user.password)
    const res = await call('/api/access/login/tfa', {
      method: 'POST',
      json: { challengeToken, code: totpCode(secret) },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ outcome: 'SUCCESS' })
    const me = (await (await call('/api/auth/session', { headers: { Cookie: cookieOf(res) } })).json()) as {
      user: { email: string }
    }
    expect(me.user.email).toBe(user.email)
  })

  it("says 'You entered the wrong one-time password!' and keeps the challenge for another try", async () => {
    const { user, secret } = await tfaUser()
    const challengeToken = await firstFactor(user.email, user.password)
    const wrong = await call('/api/access/login/tfa', { method: 'POST', json: { challengeToken, code: '000000' } })
    expect(wrong.status).toBe(401)
    const body = (await wrong.json()) as { error: { code: string; message: string } }
    expect(body.error).toMatchObject({ code: 'WRONG_TFA_CODE', message: 'You entered the wrong one-time password!' })
    const right = await call('/api/access/login/tfa', {
      method: 'POST',
      json: { challengeToken, code: totpCode(secret) },
    })
    expect(right.status).toBe(200)
  })

  it('refuses a code that was already used, and a used challenge', async () => {
    const { user, secret } = await tfaUser()
    const code = totpCode(secret)
    const first = await firstFactor(user.email, user.password)
    expect(
      (await call('/api/access/login/tfa', { method: 'POST', json: { challengeToken: first, code } })).status,
    ).toBe(200)
    const again = await call('/api/access/login/tfa', { method: 'POST', json: { challengeToken: first, code } })
    expect(again.status).toBe(401)
    expect(await codeOf(again)).toBe('CHALLENGE_EXPIRED')
    const second = await firstFactor(user.email, user.password)
    const replay = await call('/api/access/login/tfa', { method: 'POST', json: { challengeToken: second, code } })
    expect(await codeOf(replay)).toBe('WRONG_TFA_CODE')
  })

  it('locks the second factor after 5 wrong codes, even for the right one', async () => {
    const { user, secret } = await tfaUser()
    const challengeToken = await firstFactor(user.email, user.password)
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/access/login/tfa', { method: 'POST', json: { challengeToken, code: '111111' } })
      expect(await codeOf(res)).toBe('WRONG_TFA_CODE')
    }
    const locked = await call('/api/access/login/tfa', {
      method: 'POST',
      json: { challengeToken, code: totpCode(secret) },
    })
    expect(locked.status).toBe(429)
    expect(await codeOf(locked)).toBe('TFA_LOCKED')
  })

  it('validates the code format: exactly 6 digits', async () => {
    const { user } = await tfaUser()
    const challengeToken = await firstFactor(user.email, user.password)
    for (const code of ['12345', '1234567', 'abcdef']) {
      const res = await call('/api/access/login/tfa', { method: 'POST', json: { challengeToken, code } })
      expect(res.status).toBe(400)
    }
  })

  it('an unknown challenge is refused', async () => {
    const res = await call('/api/access/login/tfa', {
      method: 'POST',
      json: { challengeToken: 'x'.repeat(43), code: '123456' },
    })
    expect(res.status).toBe(401)
    expect(await codeOf(res)).toBe('CHALLENGE_EXPIRED')
  })
})
