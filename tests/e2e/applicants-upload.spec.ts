import { mixedCvFiles } from './support/cv-files'
import { DEMO, expect, signIn, test } from './support/fixtures'

test.describe('CV ingestion', () => {
  test.setTimeout(120_000)

  test('20 mixed files: each is processed or fails with its error type, retry re-runs, profiles appear', async ({
    page,
  }) => {
    const files = await mixedCvFiles(7100)
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await page.getByRole('link', { name: 'Candidates', exact: true }).click()
    await page.getByRole('link', { name: 'Add CV' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Upload CVs' })).toBeVisible()

    await page
      .getByLabel('Choose files')
      .setInputFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })))
    await expect(page.getByText(/Upload finished: 20 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 60_000 })

    await page.getByRole('button', { name: 'Show notifications' }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel.locator('[data-status="success"]')).toHaveCount(17, { timeout: 90_000 })
    await expect(panel.locator('[data-status="error"]')).toHaveCount(3)
    await expect(panel.getByText('Failed: The file is damaged')).toHaveCount(1)
    await expect(panel.getByText('Failed: Unsupported file')).toHaveCount(2)
    await expect(page.getByText('Some of the document uploads failed: 17 successful, 3 failed')).toBeVisible()

    // Retry runs the damaged file again: back to processing, then its error again.
    await panel.getByRole('button', { name: /Retry damaged\.pdf/ }).click()
    await expect(panel.locator('[data-status="error"]')).toHaveCount(3, { timeout: 30_000 })
    await expect(panel.getByText('Failed: The file is damaged')).toHaveCount(1)

    // Every processed CV became a candidate with a parsed profile.
    const person = files[0]!.person!
    await panel.getByRole('link', { name: new RegExp(`View document ${person}`) }).click()
    await expect(page.getByRole('heading', { level: 1, name: person })).toBeVisible()
    await expect(page.getByText(/@example\.com/).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Hard skills' })).toBeVisible()

    await page.getByRole('link', { name: 'Back to candidates' }).click()
    for (const f of files.filter((x) => x.person)) {
      await expect(page.getByRole('link', { name: f.person!, exact: true }).first()).toBeVisible()
    }
  })
})
