import { expect, signIn, test } from './support/fixtures'

/** The seed's suspended member of Northwind Talent (db/seed/seed-organizations.ts). */
const SUSPENDED = { email: 'suspended@northwind.example', password: 'Suspended-Secret-1' }

test.describe('suspension', () => {
  test('a suspended user is sent to /suspended and stays signed out', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, SUSPENDED)
    await expect(page).toHaveURL(/\/suspended$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Account suspended' })).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?return_url=/)
  })
})
