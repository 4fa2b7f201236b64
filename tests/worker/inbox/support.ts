import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { ExternalAccount } from '../../../worker/contracts/inbox'
import type { NewMessage } from '../../doubles/demo-mailbox'
import { call, type Session } from '../support/http'

/** The mail provider double started by tests/worker/support/mail-global-setup.ts. */
export const MAIL_DOUBLE = new URL((env as unknown as { GMAIL_API_URL: string }).GMAIL_API_URL).origin
export type Slug = 'google' | 'microsoft'
export const TYPE_OF = { google: 'GOOGLE', microsoft: 'MICROSOFT' } as const
export const DAY = 24 * 60 * 60_000

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

async function control(method: string, path: string, body: unknown) {
  const res = await fetch(`${MAIL_DOUBLE}/__test${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json() as Promise<Record<string, unknown>>
}

const wire = (m: NewMessage) => ({
  ...m,
  attachments: m.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    base64: toBase64(a.bytes),
    inline: a.inline,
  })),
})

export const mailDouble = {
  setMailbox: (provider: Slug, email: string, messages: NewMessage[]) =>
    control('PUT', '/mailbox', { provider, email, messages: messages.map(wire) }),
  addMessage: (provider: Slug, email: string, message: NewMessage) =>
    control('POST', '/messages', { provider, email, message: wire(message) }),
  expireAccess: (provider: Slug, email: string) => control('POST', '/expire-access', { provider, email }),
  revoke: (provider: Slug, email: string) => control('POST', '/revoke', { provider, email }),
  rateLimit: (provider: Slug, email: string, count: number, retryAfter: number) =>
    control('POST', '/rate-limit', { provider, email, count, retryAfter }),
  expireHistory: (email: string) => control('POST', '/expire-history', { provider: 'google', email }),
  async calls(provider: Slug, email: string): Promise<{ method: string; path: string }[]> {
    const res = await fetch(`${MAIL_DOUBLE}/__test/calls?provider=${provider}&email=${encodeURIComponent(email)}`)
    return ((await res.json()) as { calls: { method: string; path: string }[] }).calls
  },
}

export const mailboxAddress = (prefix = 'recruiter') => `${prefix}-${crypto.randomUUID().slice(0, 8)}@mail.example`

/** A mail with attachments; `receivedAt` relative to now. */
export function mail(
  subject: string,
  agoMs: number,
  attachments: NewMessage['attachments'],
  body: { html?: string | null; text?: string } = {},
): NewMessage {
  return {
    from: { name: 'Jordan Example', address: 'jordan.example@example.com' },
    subject,
    receivedAt: Date.now() - agoMs,
    html: body.html ?? null,
    text: body.text ?? `Mail: ${subject}`,
    attachments,
  }
}

/** POST get-url: the consent URL and the flow cookie the browser would keep. */
export async function getUrl(session: Session, type: 'GOOGLE' | 'MICROSOFT') {
  const res = await call('/api/external-account/get-url', { method: 'POST', session, json: { type } })
  const body = await res.text()
  expect(res.status, body).toBe(200)
  const flowCookie = (res.headers.getSetCookie().find((c) => c.startsWith('shortlist_mail_oauth=')) ?? '').split(';')[0]
  return { url: (JSON.parse(body) as { url: string }).url, flowCookie: flowCookie ?? '' }
}

/** The consent page of the double: renders, then posts Allow (or Deny); answers the redirect back. */
export async function consent(authorizeUrl: string, email: string, action: 'continue' | 'deny' = 'continue') {
  const page = await fetch(authorizeUrl)
  expect(page.status, await page.clone().text()).toBe(200)
  const url = new URL(authorizeUrl)
  const form = new URLSearchParams(url.searchParams)
  form.set('email', email)
  form.set('action', action)
  const res = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  })
  expect(res.status).toBe(302)
  return res.headers.get('Location') ?? ''
}

/** Follows the provider's redirect to the app's callback with the session and the flow cookie. */
export function callback(session: Session, location: string, flowCookie: string) {
  const url = new URL(location)
  return call(`${url.pathname}${url.search}`, {
    headers: { Cookie: [session.cookie, flowCookie].filter(Boolean).join('; ') },
    redirect: 'manual',
  })
}

/** The whole connect round trip; the app's redirect target. */
export async function connect(session: Session, slug: Slug, email: string) {
  const { url, flowCookie } = await getUrl(session, TYPE_OF[slug])
  const back = await consent(url, email)
  const res = await callback(session, back, flowCookie)
  expect(res.status).toBe(302)
  return res.headers.get('Location') ?? ''
}

export async function accounts(session: Session) {
  const res = await call('/api/external-account', { session })
  expect(res.status).toBe(200)
  return (await res.json()) as { accounts: ExternalAccount[]; available: string[] }
}

/** Waits until the background sync (the queue consumer beside the test) has finished a round. */
export async function waitForSync(session: Session, type: 'GOOGLE' | 'MICROSOFT', after = 0, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const account = (await accounts(session)).accounts.find((a) => a.type === type)
    if (account?.lastSyncedAt && account.lastSyncedAt > after) return account
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the ${type} mailbox was not synced within ${timeoutMs} ms`)
}

export async function accountRow(tenantId: string, type: 'GOOGLE' | 'MICROSOFT') {
  return env.DB.prepare('SELECT * FROM mail_accounts WHERE tenant_id = ? AND provider = ?').bind(tenantId, type).first<{
    id: string
    tenant_id: string
    user_id: string
    status: string
    access_token_enc: string | null
    refresh_token_enc: string | null
    token_expires_at: number | null
    sync_cursor: string | null
    sync_not_before: number | null
    last_synced_at: number | null
    sync_requested_at: number | null
  }>()
}
