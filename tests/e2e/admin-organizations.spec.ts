import type { Page } from '@playwright/test'
import { closeToasts, expect, signIn, test } from './support/fixtures'

/** The seed's platform admin and a member of Northwind Talent only (db/seed/seed-organizations.ts). */
const ADMIN = { email: 'admin@shortlist.local', password: 'Admin-Secret-1' }
const MEMBER = { email: 'user@northwind.example', password: 'User-Secret-1' }
const ORGANIZATION = 'Northwind Talent'

/**
 * The e2e server's state is shared by every test of a run: if the test fails half-way, the
 * organization gets its STANDARD status back through the API, so other tests can still use it.
 */
async function restoreOrganization(admin: Page, organizationId: string | null) {
  if (organizationId === null) return
  const session = await admin.request.get('/api/auth/session')
  const { csrfToken } = (await session.json()) as { csrfToken?: string }
  await admin.request.post(`/api/admin/tenants/${organizationId}/update`, {
    headers: { 'X-CSRF-Token': csrfToken ?? '', Origin: new URL(admin.url()).origin },
    data: { status: 'STANDARD' },
  })
}

test.describe('platform admin: organizations', () => {
  // The member's tab reads its session every 30 s; the suspension must reach it within that.
  test.setTimeout(120_000)

  test('suspending an organization sends its members to /suspended; lifting it lets them back in', async ({
    page,
    browser,
  }) => {
    // The member works in a browser of their own.
    const memberContext = await browser.newContext()
    const member = await memberContext.newPage()
    await member.goto('/login')
    await signIn(member, MEMBER)
    await expect(member.getByRole('button', { name: 'Account' })).toBeVisible()

    await page.goto('/login')
    await signIn(page, ADMIN)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('northwind')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/organizations\?search=northwind$/)
    const row = page.getByRole('table', { name: 'Organizations' }).getByRole('row').filter({ hasText: ORGANIZATION })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Standard', { exact: true })).toBeVisible()
    await row.getByRole('link', { name: ORGANIZATION }).click()

    await expect(page.getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible()
    const organizationId = new URL(page.url()).pathname.split('/').at(-1) ?? null
    try {
      await expect(page.getByRole('table', { name: 'Members' }).getByRole('cell', { name: MEMBER.email })).toBeVisible()
      const settings = page.getByRole('region', { name: 'Settings' })
      const status = settings.getByRole('combobox', { name: 'Status' })
      await expect(status).toHaveValue('STANDARD')
      await status.selectOption('SUSPENDED')
      await settings.getByRole('button', { name: 'Save' }).click()
      const confirm = page.getByRole('alertdialog', { name: `Suspend ${ORGANIZATION}?` })
      await expect(confirm).toContainText('loses access at once and is signed out')
      await confirm.getByRole('button', { name: 'Suspend' }).click()
      await expect(page.getByText(`${ORGANIZATION} is saved.`)).toBeVisible()
      await closeToasts(page)
      await expect(page.getByText('This organization is suspended: its members cannot use it.')).toBeVisible()

      // The member's open tab learns it without a click: signed out, on the suspended page (the
      // session is read again at least every 30 s).
      await expect(member).toHaveURL(/\/suspended\?reason=organization$/, { timeout: 45_000 })
      await expect(member.getByRole('heading', { level: 1, name: 'Organization suspended' })).toBeVisible()
      await member.goto('/dashboard')
      await expect(member).toHaveURL(/\/login\?return_url=/)
      // Signing in again while it is suspended lands there too.
      await signIn(member, MEMBER)
      await expect(member).toHaveURL(/\/suspended\?reason=organization$/)
      await member.goto('/dashboard')
      await expect(member).toHaveURL(/\/login\?return_url=/)

      // Lifting it: STANDARD again, and the member works as before.
      await status.selectOption('STANDARD')
      await settings.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Details' }).getByText('Standard', { exact: true })).toBeVisible()
      await expect(page.getByText('This organization is suspended: its members cannot use it.')).toHaveCount(0)

      await signIn(member, MEMBER)
      await expect(member).not.toHaveURL(/\/(login|suspended)(\?|$)/)
      await expect(member.getByRole('button', { name: 'Account' })).toBeVisible()
    } finally {
      if ((await shownStatus(page)) !== 'STANDARD') await restoreOrganization(page, organizationId)
      await memberContext.close()
    }
  })
})

/** The status the settings form shows (empty when the page is gone). */
function shownStatus(page: Page) {
  return page
    .getByRole('region', { name: 'Settings' })
    .getByRole('combobox', { name: 'Status' })
    .inputValue({ timeout: 1000 })
    .catch(() => '')
}
