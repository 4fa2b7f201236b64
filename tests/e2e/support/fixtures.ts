import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every page fails its test on a console.error or an uncaught exception. Chromium's own
 * "Failed to load resource" lines for expected 4xx answers (a wrong password is a 401) are network
 * logs, not application errors, and are not counted.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test is a client of its own, as in the Worker tests: the per-address limits (sign-ups, resets,
  // failed sign-ins) count each test apart, so the suite's many sign-ups from one machine do not add up.
  // Locally wrangler passes the header to the Worker; in production Cloudflare sets it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'CF-Connecting-IP': clientAddressOf(`${testInfo.file}:${testInfo.title}`) })
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** An address from the documentation prefix (RFC 3849) per test: only ever a header value. */
function clientAddressOf(name: string) {
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return `2001:db8::${(h >>> 16).toString(16)}:${(h & 0xffff).toString(16)}`
}

export const DEMO = {
  owner: { email: 'owner@northwind.example', password: 'Owner-Secret-1' },
  germanOwner: { email: 'inhaber@alpenblick.example', password: 'Owner-Secret-1' },
} as const

export async function signIn(page: Page, who: { email: string; password: string }, labels = ENGLISH) {
  await page.getByLabel(labels.email).fill(who.email)
  await page.getByLabel(labels.password, { exact: true }).fill(who.password)
  await page.getByRole('button', { name: labels.submit }).click()
}

export const ENGLISH = { email: 'Email', password: 'Password', submit: 'Sign in' }

/**
 * Closes the notifications, as a person does when one covers the control they want next. Toasts
 * pause while the pointer rests on them, and Playwright's pointer stays where it last clicked.
 */
export async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' })
  for (let i = 0; i < 5 && (await close.count()) > 0; i++) {
    // A toast may leave on its own between the count and the click.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined)
  }
  await expect(close).toHaveCount(0)
}
