import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateTOTP } from '@oslojs/otp'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/**
 * Identity helpers for end-to-end tests: fresh accounts, the local outbox (read through the dev
 * mailbox API, as a developer would), links from mails, and TOTP codes computed like an authenticator.
 */

export interface Account {
  email: string
  password: string
  name: string
  organization: string
}

let counter = 0

/** A new, unique account description (nothing is created yet). */
export function newAccount(prefix: string): Account {
  counter += 1
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
  return {
    email: `${prefix}-${id}@e2e.example`,
    password: `Kettle7horse!${id.slice(-4)}`,
    name: `E2E ${prefix}`,
    organization: `E2E ${prefix} ${id}`,
  }
}

interface MailSummary {
  id: string
  to: string
  subject: string
  kind: string
  createdAt: number
}
interface Mail extends MailSummary {
  text: string
  html: string | null
}

/**
 * The newest mail to `to` (optionally of a kind, and newer than `after`), polled from the dev mailbox:
 * mail is written by the request that triggers it, but give the server a moment anyway.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  options: { kind?: RegExp; after?: number } = {},
): Promise<Mail> {
  let found: MailSummary | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)
        if (!response.ok()) return `HTTP ${response.status()}`
        const { mails } = (await response.json()) as { mails: MailSummary[] }
        found = mails
          .filter((m) => m.to.toLowerCase() === to.toLowerCase())
          .filter((m) => (options.kind ? options.kind.test(m.kind) : true))
          .filter((m) => (options.after !== undefined ? m.createdAt >= options.after : true))
          .sort((a, b) => b.createdAt - a.createdAt)[0]
        return found ? 'found' : 'none'
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe('found')
  const response = await request.get(`/api/dev/mailbox/${encodeURIComponent((found as MailSummary).id)}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Mail
}

/** The link with a token in a mail's text part, as a path on this app (the mail may name another host). */
export function linkIn(mail: Mail): string {
  const urls = mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []
  const withToken = urls.find((u) => /[?&]token=/.test(u))
  if (!withToken) throw new Error(`no link with a token in mail "${mail.subject}":\n${mail.text}`)
  const url = new URL(withToken)
  return `${url.pathname}${url.search}`
}

export function tokenOf(path: string): string {
  const token = new URL(path, 'http://x').searchParams.get('token')
  if (!token) throw new Error(`no token in ${path}`)
  return token
}

/**
 * Creates a signed-up account through the API (sign-up mail, stored password, completed registration)
 * on the given request context, so tests that are not about sign-up start from a real account.
 */
export async function createAccount(
  request: APIRequestContext,
  account: Account,
  options: { isAgency?: boolean } = {},
): Promise<void> {
  const after = Date.now() - 1_000
  const start = await request.post('/api/access/onboarding/start-registration', {
    data: { email: account.email, language: 'en_US' },
  })
  expect(start.status(), await start.text()).toBe(200)
  const token = tokenOf(linkIn(await waitForMail(request, account.email, { after })))
  const stored = await request.post('/api/access/onboarding/store-password', {
    data: { token, password: account.password, confirmPassword: account.password },
  })
  expect(stored.ok(), await stored.text()).toBe(true)
  const completed = await request.post('/api/access/onboarding/complete-registration', {
    data: {
      token,
      language: 'en_US',
      organization: { name: account.organization, isAgency: options.isAgency ?? false },
      user: { name: account.name },
    },
  })
  expect(completed.ok(), await completed.text()).toBe(true)
}

/** The current code of an authenticator app holding `secret` (base32, as shown on the profile). */
export function totp(secret: string): string {
  return generateTOTP(decodeBase32IgnorePadding(secret.replace(/\s/g, '').toUpperCase()), 30, 6)
}

/**
 * A code that has not been used yet: the server refuses a used code, so when the current 30-second
 * window's code was spent, wait for the next window.
 */
export async function freshTotp(secret: string, used: ReadonlySet<string>): Promise<string> {
  for (let i = 0; i < 70; i++) {
    const code = totp(secret)
    if (!used.has(code)) return code
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('no fresh TOTP code within 35 s')
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
}

/**
 * Signed in and on a page of the app: the user menu is there. (Where a new organization lands, the
 * dashboard or the billing prompt, is the sign-up test's business, not every test's.)
 */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/(login|suspended)(\?|$)/)
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible()
}
