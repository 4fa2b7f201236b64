import { DEMO, expect, signIn, test } from './support/fixtures'
import { linkIn, newAccount, waitForMail } from './support/identity'
import { deleteJob, openScoredJob } from './support/jobs-api'
import { expectLayoutHolds, LAYOUT_WIDTHS } from './support/layout'

/** What the tests click, in each interface language. */
const LOCALES = {
  en: { owner: DEMO.owner, open: 'Open', table: 'Matched applicants' },
  de: { owner: DEMO.germanOwner, open: 'Offen', table: 'Abgeglichene Bewerber' },
} as const

test.describe('layout at 1280 and 1024 px, in English and German', () => {
  test.setTimeout(240_000)

  for (const [locale, labels] of Object.entries(LOCALES)) {
    test(`lists, the match list and the dashboard hold (${locale})`, async ({ page }, testInfo) => {
      await page.goto('/login')
      await signIn(page, labels.owner)
      await expect(page.getByRole('navigation', { name: /Main|Haupt/ })).toBeVisible()
      const main = page.locator('main')

      await page.goto('/dashboard')
      await expect(main.getByRole('table').first()).toBeVisible({ timeout: 30_000 })
      await expectLayoutHolds(page, testInfo, main, `dashboard-${locale}`)
      // The skill chart's labels keep one size at every width (an SVG scaled to its card drew them at
      // 27 px on a desktop and 9 px on a phone).
      const labelHeights: number[] = []
      for (const width of [412, ...LAYOUT_WIDTHS]) {
        await page.setViewportSize({ width, height: 900 })
        const label = main.locator('.skill-chart-label').first()
        await expect(label).toBeVisible()
        labelHeights.push((await label.boundingBox())?.height ?? 0)
      }
      for (const height of labelHeights) expect(height).toBeGreaterThan(12)
      expect(Math.max(...labelHeights) - Math.min(...labelHeights)).toBeLessThanOrEqual(1)
      expect(Math.max(...labelHeights)).toBeLessThan(24)

      await page.goto('/applicants')
      await expect(main.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 })
      await expectLayoutHolds(page, testInfo, main, `applicants-${locale}`)

      await page.goto('/jobs')
      const jobs = main.getByRole('table')
      const open = jobs.getByRole('row').filter({ has: page.getByText(labels.open, { exact: true }) })
      await expect(open.first()).toBeVisible({ timeout: 30_000 })
      await expectLayoutHolds(page, testInfo, main, `jobs-${locale}`)

      // A job's match list with scores, area scores and knockouts: a job opened for this test.
      const jobId = await openScoredJob(page, `Layout ${locale} ${Date.now()}`)
      try {
        await page.goto(`/jobs/${jobId}?tab=matches`)
        const matches = page.getByRole('table', { name: labels.table })
        await expect(matches.getByRole('row').nth(1)).toBeVisible({ timeout: 90_000 })
        await expect(main.locator('.matching-pending')).toHaveCount(0, { timeout: 90_000 })
        await expectLayoutHolds(page, testInfo, main, `matches-${locale}`)
      } finally {
        await deleteJob(page, jobId)
      }
    })
  }

  test('the onboarding wizard switches to German at once, and its review step holds', async ({
    page,
    request,
  }, testInfo) => {
    const account = newAccount('layout')
    await page.goto('/signup')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('English').check()
    await page.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    await page.goto(linkIn(await waitForMail(request, account.email)))

    await expect(page.getByRole('heading', { name: 'Step 1 of 5: Language' })).toBeVisible()
    await page.getByLabel('Deutsch').check()
    // No reload, no other step: the same step, now in German, with focus still on the choice.
    await expect(page.getByRole('heading', { name: 'Schritt 1 von 5: Sprache' })).toBeVisible()
    await expect(page.getByLabel('Deutsch')).toBeFocused()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.getByRole('button', { name: 'Weiter' }).click()

    await page.getByLabel('Name der Organisation').fill(`${account.organization} Personalberatung und Vermittlung`)
    await page.getByRole('checkbox').first().check()
    await page.getByRole('button', { name: 'Weiter' }).click()
    await page.getByLabel('Neues Passwort').fill(account.password)
    await page.getByLabel('Passwort bestätigen').fill(account.password)
    await page.getByRole('button', { name: 'Weiter' }).click()
    await page.getByLabel('Ihr Name').fill(account.name)
    await page.getByRole('button', { name: 'Weiter' }).click()

    const review = page.getByRole('heading', { name: 'Schritt 5 von 5: Überprüfen' })
    await expect(review).toBeVisible()
    await expectLayoutHolds(page, testInfo, page.locator('form'), 'onboarding-review-de')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })
})
