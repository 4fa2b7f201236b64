import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { newId } from '../../../worker/lib/ids'
import { call, type Session } from '../support/http'
import { enableTwoFactor } from '../support/two-factor'
import { errorCodeOf, signedInUser } from './support'

async function link(userId: string, kind: 'GOOGLE_OAUTH2' | 'MICROSOFT_OAUTH2', label: string) {
  await env.DB.prepare('INSERT INTO credentials (id, user_id, kind, secret, label) VALUES (?, ?, ?, ?, ?)')
    .bind(newId(), userId, kind, `subject-${newId()}`, label)
    .run()
}
async function dropPassword(userId: string) {
  await env.DB.prepare("DELETE FROM credentials WHERE user_id = ? AND kind = 'PASSWORD'").bind(userId).run()
}
const list = async (session: Session) =>
  ((await (await call('/api/my-profile/credentials', { session })).json()) as { credentials: { kind: string }[] })
    .credentials
const unlink = (session: Session, kind: string) =>
  call('/api/my-profile/unlink-credential', { method: 'POST', session, json: { kind } })

describe('GET /api/my-profile/credentials', () => {
  it('lists the ways in with labels and dates, never a secret', async () => {
    const { user, session } = await signedInUser()
    await link(user.id, 'GOOGLE_OAUTH2', 'me@gmail.example')
    await enableTwoFactor(user.id, user.email)
    const res = await call('/api/my-profile/credentials', { session })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toMatch(/pbkdf2|subject-|v1\./)
    const { credentials } = JSON.parse(text) as {
      credentials: { kind: string; label: string | null; createdAt: number }[]
    }
    expect(credentials.map((c) => c.kind).sort()).toEqual(['GOOGLE_OAUTH2', 'PASSWORD', 'TFA'])
    expect(credentials.find((c) => c.kind === 'GOOGLE_OAUTH2')?.label).toBe('me@gmail.example')
    expect(credentials.find((c) => c.kind === 'TFA')?.label).toBeNull()
    for (const c of credentials) expect(typeof c.createdAt).toBe('number')
  })

  it('does not list an unfinished two-factor setup', async () => {
    const { session } = await signedInUser()
    await call('/api/my-profile/2fa/initiate', { method: 'POST', session })
    expect((await list(session)).map((c) => c.kind)).toEqual(['PASSWORD'])
  })
})

describe('POST /api/my-profile/unlink-credential', () => {
  it('unlinks a provider while a password remains', async () => {
    const { user, session } = await signedInUser()
    await link(user.id, 'GOOGLE_OAUTH2', 'me@gmail.example')
    const res = await unlink(session, 'GOOGLE_OAUTH2')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { credentials: { kind: string }[] }
    expect(body.credentials.map((c) => c.kind)).toEqual(['PASSWORD'])
  })

  it('unlinks one provider while another remains, then refuses the last one with LAST_CREDENTIAL', async () => {
    const { user, session } = await signedInUser()
    await dropPassword(user.id)
    await link(user.id, 'GOOGLE_OAUTH2', 'g@example.com')
    await link(user.id, 'MICROSOFT_OAUTH2', 'm@example.com')
    expect((await unlink(session, 'MICROSOFT_OAUTH2')).status).toBe(200)
    const last = await unlink(session, 'GOOGLE_OAUTH2')
    expect(last.status).toBe(409)
    expect(await errorCodeOf(last)).toBe('LAST_CREDENTIAL')
    expect((await list(session)).map((c) => c.kind)).toEqual(['GOOGLE_OAUTH2'])
  })

  it('does not count two-factor as a way to sign in', async () => {
    const { user, session } = await signedInUser()
    await enableTwoFactor(user.id, user.email)
    await dropPassword(user.id)
    await link(user.id, 'GOOGLE_OAUTH2', 'g@example.com')
    expect(await errorCodeOf(await unlink(session, 'GOOGLE_OAUTH2'))).toBe('LAST_CREDENTIAL')
  })

  it('answers 404 for a provider that is not linked, 400 for password or TFA', async () => {
    const { session } = await signedInUser()
    expect(await errorCodeOf(await unlink(session, 'GOOGLE_OAUTH2'))).toBe('CREDENTIAL_NOT_FOUND')
    for (const kind of ['PASSWORD', 'TFA']) {
      const res = await unlink(session, kind)
      expect(res.status).toBe(400)
      expect(await errorCodeOf(res)).toBe('VALIDATION_FAILED')
    }
  })

  it("never touches another user's link", async () => {
    const { session } = await signedInUser()
    const { user: other } = await signedInUser()
    await link(other.id, 'GOOGLE_OAUTH2', 'other@example.com')
    expect(await errorCodeOf(await unlink(session, 'GOOGLE_OAUTH2'))).toBe('CREDENTIAL_NOT_FOUND')
    const row = await env.DB.prepare(
      "SELECT count(*) AS n FROM credentials WHERE user_id = ? AND kind = 'GOOGLE_OAUTH2'",
    )
      .bind(other.id)
      .first<{ n: number }>()
    expect(row?.n).toBe(1)
  })

  it('refuses a cross-site request', async () => {
    const { user, session } = await signedInUser()
    await link(user.id, 'GOOGLE_OAUTH2', 'g@example.com')
    const res = await call('/api/my-profile/unlink-credential', {
      method: 'POST',
      headers: { Cookie: session.cookie },
      json: { kind: 'GOOGLE_OAUTH2' },
    })
    expect(res.status).toBe(403)
    expect(await errorCodeOf(res)).toBe('CSRF_FAILED')
  })
})
