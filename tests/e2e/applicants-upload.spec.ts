import { mixedCvFiles } from './support/cv-files'
import { DEMO, expect, signIn, test } from './support/fixtures'
import { createAccount, newAccount } from './support/identity'

test.describe('CV ingestion', () => {
  test.setTimeout(120_000)

  test('20 mixed files: each is processed or fails with its error type, no retry where it cannot help, profiles appear', async ({
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
    // The blank picture is a document without text; the program named .docx is no document at all (issue 19).
    await expect(panel.getByText('Failed: Unsupported file')).toHaveCount(1)
    await expect(panel.getByText('Failed: This file is not a document we can read')).toHaveCount(1)
    await expect(page.getByText('Some of the document uploads failed: 17 successful, 3 failed')).toBeVisible()

    // Running these files again cannot help: none of the three offers Retry.
    await expect(panel.getByRole('button', { name: /Retry/ })).toHaveCount(0)

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

  test('a CV sent as a PNG picture is read by the local OCR and becomes a candidate with a profile', async ({
    page,
    browser,
    request,
  }) => {
    // An account of its own: the upload must not reach the seeded owner's notification panel.
    const recruiter = newAccount('ocr')
    await createAccount(request, recruiter)
    // The picture of a CV, rendered by the browser as a phone camera or a screenshot would give it.
    const painter = await browser.newPage({ viewport: { width: 900, height: 1000 } })
    await painter.setContent(
      '<body style="font:18px sans-serif;padding:32px"><h1>Marta Kowalczyk</h1>' +
        '<p>Senior Data Engineer<br>marta.kowalczyk@example.com | +48 601 234 567 | Kraków</p>' +
        '<h2>Experience</h2><p>Data Engineer, Acme Analytics<br>03/2018 – Present<br>' +
        '- Built data pipelines in Python and SQL</p><h2>Skills</h2><p>Python, SQL, Apache Spark, Docker</p></body>',
    )
    const picture = await painter.screenshot({ type: 'png' })
    await painter.close()

    await page.goto('/login')
    await signIn(page, recruiter)
    await page.getByRole('link', { name: 'Candidates', exact: true }).click()
    await page.getByRole('link', { name: 'Add CV' }).click()
    await page
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'cv-photo.png', mimeType: 'image/png', buffer: picture }])
    await expect(page.getByText(/Upload finished: 1 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Show notifications' }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel.locator('[data-status="success"]')).toHaveCount(1, { timeout: 60_000 })
    await panel.getByRole('link', { name: /View document Marta Kowalczyk/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Marta Kowalczyk' })).toBeVisible()
    await expect(page.getByText('marta.kowalczyk@example.com').first()).toBeVisible()
    await expect(page.getByText('Apache Spark').first()).toBeVisible()
  })
})
