import { DEMO, expect, signIn, test } from './support/fixtures'

test.describe('signing in', () => {
  test('the demo owner signs in and lands on the dashboard with live figures', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login/)
    await signIn(page, DEMO.owner)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // Other tests add candidates to the same demo organization: compare with the live figure.
    const live = (await (await page.request.get('/api/metrics/applicants')).json()) as { total: number }
    expect(live.total).toBeGreaterThanOrEqual(25)
    await expect(page.getByRole('region', { name: 'Applicants' })).toContainText(String(live.total))
    await expect(page.getByRole('region', { name: 'Open positions' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Most available skills' })).toBeVisible()
    await expect(page.getByText('Northwind Talent').first()).toBeVisible()
    // The boot screen's "busy" ends with the app's first render: assistive technology reads the page.
    await expect(page.locator('#root')).not.toHaveAttribute('aria-busy')
  })

  test('the German organization is shown in German', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, DEMO.germanOwner)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('region', { name: 'Bewerber' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Offene Stellen' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('a wrong password shows the spec message and no session', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, { email: DEMO.owner.email, password: 'Wrong-Password-9' })
    await expect(page.getByRole('alert')).toHaveText('The password or email is incorrect!')
    await expect(page).toHaveURL(/\/login/)
  })

  test('client-side validation uses the spec wording', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('It seems not to be an email')).toBeVisible()
  })

  test('a protected page sends a visitor to login and back after signing in', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?return_url=%2Fdashboard/)
    await signIn(page, DEMO.owner)
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('signing out ends the session', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.getByRole('button', { name: 'Account' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?return_url=/)
  })

  test('an unknown page shows not-found with a way back to the start', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to start' }).click()
    await expect(page).toHaveURL(/\/login/)
  })
})
