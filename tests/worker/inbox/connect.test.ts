import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { mailConnectService } from '../../../worker/inbox/mail-connect.service'
import { decryptSecret } from '../../../worker/lib/encryption'
import { createServices } from '../../../worker/middleware/services'
import { cvPdf } from '../../doubles/demo-mailbox'
import { syntheticCv } from '../../fixtures/synthetic-cv'
import { errorCode, signedInMember } from '../jobs/support'
import { call } from '../support/http'
import {
  accountRow,
  accounts,
  callback,
  connect,
  consent,
  DAY,
  getUrl,
  mail,
  mailboxAddress,
  mailDouble,
  waitForSync,
} from './support'

const PDF = 'application/pdf'

describe('external account: get-url', () => {
  it('gives Google consent with the read-only Gmail scope, offline access and PKCE S256, and keeps the flow in a cookie', async () => {
    const { session } = await signedInMember()
    const { url, flowCookie } = await getUrl(session, 'GOOGLE')
    const u = new URL(url)
    expect(u.pathname).toBe('/google/o/oauth2/v2/auth')
    expect(u.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/gmail.readonly')
    expect(u.searchParams.get('access_type')).toBe('offline')
    expect(u.searchParams.get('code_challenge_method')).toBe('S256')
    expect(u.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(u.searchParams.get('redirect_uri')).toBe('http://localhost:8787/api/external-account/callback/google')
    expect(u.searchParams.get('state')).toBeTruthy()
    expect(flowCookie).toMatch(/^shortlist_mail_oauth=/)
  })

  it('gives Microsoft consent with offline_access, User.Read and Mail.Read only', async () => {
    const { session } = await signedInMember()
    const { url } = await getUrl(session, 'MICROSOFT')
    const u = new URL(url)
    expect(u.pathname).toBe('/microsoft/common/oauth2/v2.0/authorize')
    expect(u.searchParams.get('scope')?.split(' ').sort()).toEqual(['Mail.Read', 'User.Read', 'offline_access'])
  })

  it('refuses an unknown type (400) and a member without the right to add applicants (403)', async () => {
    const { session } = await signedInMember()
    const bad = await call('/api/external-account/get-url', { method: 'POST', session, json: { type: 'YAHOO' } })
    expect(bad.status).toBe(400)
    const { session: reader } = await signedInMember(['APPLICANT_READ'])
    const res = await call('/api/external-account/get-url', {
      method: 'POST',
      session: reader,
      json: { type: 'GOOGLE' },
    })
    expect(res.status).toBe(403)
  })

  it("says 'Service is not configured. Please contact support' when the provider has no client", async () => {
    const { user, org } = await signedInMember()
    const services = { ...createServices(env), mailboxes: {} }
    const auth = {
      sessionId: 's',
      csrfToken: 'c',
      expiresAt: Date.now() + 60_000,
      user: { id: user.id, organizationId: org.id, permissions: [] },
    } as unknown as Parameters<typeof mailConnectService>[1]
    expect(() => mailConnectService(services, auth, org.id).begin('GOOGLE')).toThrow(
      'Service is not configured. Please contact support',
    )
  })
})

describe('external account: connect and disconnect', () => {
  for (const slug of ['google', 'microsoft'] as const) {
    const type = slug === 'google' ? 'GOOGLE' : 'MICROSOFT'

    it(`${type}: connects, stores the tokens encrypted and bound to the account, syncs, and disconnect deletes the synced mails`, async () => {
      const { session, org, user } = await signedInMember()
      const address = mailboxAddress()
      const cv = syntheticCv(11)
      await mailDouble.setMailbox(slug, address, [
        mail('Application', DAY, [{ filename: 'cv.pdf', contentType: PDF, bytes: await cvPdf(cv) }]),
      ])
      expect(await connect(session, slug, address)).toBe(`/inbox?connected=${type}`)

      const listed = await accounts(session)
      expect(listed.available).toEqual(['GOOGLE', 'MICROSOFT'])
      expect(listed.accounts).toEqual([expect.objectContaining({ type, email: address, status: 'CONNECTED' })])

      const row = await accountRow(org.id, type)
      expect(row?.user_id).toBe(user.id)
      expect(row?.refresh_token_enc).toMatch(/^v1\./)
      expect(row?.access_token_enc).toMatch(/^v1\./)
      const services = createServices(env)
      const context = `mail_accounts.refresh_token:${org.id}:${user.id}:${type}`
      expect(await decryptSecret(services.config, row?.refresh_token_enc ?? '', context)).toMatch(/^(1\/\/|M\.C5)/)
      // Bound to its row and column: another context does not decrypt it.
      await expect(
        decryptSecret(
          services.config,
          row?.refresh_token_enc ?? '',
          `mail_accounts.access_token:${org.id}:${user.id}:${type}`,
        ),
      ).rejects.toThrow()

      await waitForSync(session, type)
      const mails = await call('/api/external-account/emails', { session })
      expect(((await mails.json()) as { items: unknown[] }).items).toHaveLength(1)

      const gone = await call(`/api/external-account/unlink?type=${type}`, { method: 'DELETE', session })
      expect(gone.status).toBe(200)
      expect((await accounts(session)).accounts).toEqual([])
      const left = await env.DB.prepare('SELECT count(*) AS n FROM emails WHERE tenant_id = ?')
        .bind(org.id)
        .first<{ n: number }>()
      expect(left?.n).toBe(0)
      const attachments = await env.DB.prepare('SELECT count(*) AS n FROM email_attachments WHERE tenant_id = ?')
        .bind(org.id)
        .first<{ n: number }>()
      expect(attachments?.n).toBe(0)

      const again = await call(`/api/external-account/unlink?type=${type}`, { method: 'DELETE', session })
      expect(again.status).toBe(404)
      expect(await errorCode(again)).toBe('MAIL_ACCOUNT_NOT_FOUND')
    })
  }

  it('refuses a callback whose state does not match, without a flow cookie, or after the user denied', async () => {
    const { session, org } = await signedInMember()
    const address = mailboxAddress()
    await mailDouble.setMailbox('google', address, [])

    const first = await getUrl(session, 'GOOGLE')
    const back = new URL(await consent(first.url, address))
    back.searchParams.set('state', 'forged-state')
    const forged = await callback(session, back.toString(), first.flowCookie)
    expect(forged.headers.get('Location')).toBe('/inbox?error=OAUTH_PROVIDER_ERROR&type=GOOGLE')

    const second = await getUrl(session, 'GOOGLE')
    const noCookie = await callback(session, await consent(second.url, address), '')
    expect(noCookie.headers.get('Location')).toBe('/inbox?error=OAUTH_PROVIDER_ERROR&type=GOOGLE')

    const third = await getUrl(session, 'GOOGLE')
    const denied = await callback(session, await consent(third.url, address, 'deny'), third.flowCookie)
    expect(denied.headers.get('Location')).toBe('/inbox?error=OAUTH_PROVIDER_ERROR&type=GOOGLE')

    expect(await accountRow(org.id, 'GOOGLE')).toBeNull()
  })

  it('refuses a flow started by another user (a planted cookie) and stores nothing for either', async () => {
    const { session: attacker, org } = await signedInMember()
    const { session: victim } = await signedInMember(undefined, org)
    const address = mailboxAddress('attacker')
    await mailDouble.setMailbox('google', address, [])
    const { url, flowCookie } = await getUrl(attacker, 'GOOGLE')
    const back = await consent(url, address)
    const res = await callback(victim, back, flowCookie)
    expect(res.headers.get('Location')).toBe('/inbox?error=OAUTH_PROVIDER_ERROR&type=GOOGLE')
    expect(await accountRow(org.id, 'GOOGLE')).toBeNull()
  })

  it('a callback without a session goes to the login page', async () => {
    const res = await call('/api/external-account/callback/google?code=x&state=y', { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/login')
  })
})
