import type { Page } from '@playwright/test'
import { closeToasts, expect, signIn, test } from './support/fixtures'

/** The seed's platform admin and a regular member of Alpenblick (db/seed/seed-organizations.ts). */
const ADMIN = { email: 'admin@shortlist.local', password: 'Admin-Secret-1' }
const MEMBER = { email: 'nutzer@alpenblick.example', password: 'User-Secret-1', name: 'Nina Hofer' }

/**
 * The e2e server's state is shared by every test of a run: if the test fails half-way, the member
 * gets the "user" preset back through the API, so other tests can still sign in with the seed.
 */
async function restoreMember(admin: Page, userId: string | null) {
  if (userId === null) return
  const session = await admin.request.get('/api/auth/session')
  const { csrfToken } = (await session.json()) as { csrfToken?: string }
  await admin.request.post('/api/admin/users/update-permissions', {
    headers: { 'X-CSRF-Token': csrfToken ?? '', Origin: new URL(admin.url()).origin },
    data: { userId, preset: 'user' },
  })
}

test.describe('platform admin: users', () => {
  // Two browser contexts, two sign-ins and two permission saves: about 30 s on a busy 2-core machine.
  test.setTimeout(90_000)
  test('suspending a user signs them out everywhere; the preset "User" lets them back in', async ({
    page,
    browser,
  }) => {
    // The member is signed in in a browser of their own.
    const memberContext = await browser.newContext()
    const member = await memberContext.newPage()
    await member.goto('/login')
    await signIn(member, MEMBER)
    await expect(
      member.getByRole('button', { name: 'Account' }).or(member.getByRole('button', { name: 'Konto' })),
    ).toBeVisible()

    await page.goto('/login')
    await signIn(page, ADMIN)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('nutzer@alpenblick')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/users\?search=nutzer%40alpenblick$/)
    const table = page.getByRole('table', { name: 'Users' })
    const row = table.getByRole('row').filter({ hasText: MEMBER.email })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await row.getByRole('link', { name: MEMBER.name }).click()

    await expect(page.getByRole('heading', { level: 1, name: MEMBER.name })).toBeVisible()
    const userId = new URL(page.url()).pathname.split('/').at(-1) ?? null
    try {
      await expect(page.getByRole('table', { name: 'Organizations' }).getByRole('rowheader')).toHaveText([/Alpenblick/])
      const preset = page.getByRole('combobox', { name: 'Permission preset' })
      await expect(preset).toHaveValue('user')

      await preset.selectOption('suspend')
      await page.getByRole('button', { name: 'Save' }).click()
      const confirm = page.getByRole('alertdialog', { name: `Suspend ${MEMBER.name}?` })
      await confirm.getByRole('button', { name: 'Suspend' }).click()
      await expect(page.getByText(`The permissions of ${MEMBER.name} are saved.`)).toBeVisible()
      await closeToasts(page)
      await expect(page.getByRole('region', { name: 'Details' }).getByText('Suspended', { exact: true })).toBeVisible()

      // The suspension ended the member's session, so the next navigation finds no session at all
      // (the login page); signing in again is refused and ends on the suspension page.
      await member.goto('/dashboard')
      await expect(member).toHaveURL(/\/login\?return_url=/)
      await signIn(member, MEMBER)
      await expect(member).toHaveURL(/\/suspended$/)
      await expect(member.getByRole('heading', { level: 1 })).toHaveText(/Account suspended|Konto gesperrt/)

      // Back to the seed's state: the "User" preset, and the member can sign in again.
      await preset.selectOption('user')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Details' }).getByText('Active', { exact: true })).toBeVisible()
      await expect(preset).toHaveValue('user')

      await member.goto('/login')
      await signIn(member, MEMBER)
      await expect(member).not.toHaveURL(/\/(login|suspended)(\?|$)/)
    } finally {
      if (
        (await page
          .getByRole('combobox', { name: 'Permission preset' })
          .inputValue()
          .catch(() => '')) !== 'user'
      )
        await restoreMember(page, userId)
      await memberContext.close()
    }
  })

  test("the admin's own account cannot be changed", async ({ page }) => {
    await page.goto('/login')
    await signIn(page, ADMIN)
    await page.goto(`/admin/users?search=${encodeURIComponent(ADMIN.email)}`)
    await page.getByRole('table', { name: 'Users' }).getByRole('link').first().click()
    await expect(
      page.getByText('This is your own account: you cannot change your own permissions or delete yourself.'),
    ).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Permission preset' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Delete user' })).toBeDisabled()
  })
})
