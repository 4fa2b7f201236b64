import type { Page } from '@playwright/test'
import { forbiddenIn } from '../fixtures/forbidden-prose'
import { germanCvText } from '../fixtures/german-cv'
import { DEMO, expect, signIn, test } from './support/fixtures'

/**
 * Issue 19 "Done when": a German organization's fit report and invite read without English words or
 * raw codes, checked against the shared list of forbidden tokens. The CV names nobody, so its name is
 * stored blank and shown as "Name im Lebenslauf nicht gefunden" (issue 12); the file name is never taken
 * for a name, and the prose neither greets nor quotes it.
 */

const FILE_STEM = 'cv_final_2024'

async function openJobId(page: Page): Promise<string> {
  const res = await page.request.get('/api/jobs?status=OPEN&limit=20')
  expect(res.ok()).toBe(true)
  const job = ((await res.json()) as { items: { id: string }[] }).items[0]
  expect(job, 'an OPEN job in the German seed').toBeTruthy()
  return (job as { id: string }).id
}

test.describe('German prose', () => {
  test.setTimeout(120_000)

  test('the fit report and the invite of a German organization contain no forbidden token', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, DEMO.germanOwner)
    await expect(page).toHaveURL(/\/dashboard$/)

    // A German CV without a name; a reference line keeps its content new on every run.
    const text = `${germanCvText({ withName: false })}\nReferenz: ${Date.now()}`
    await page.getByRole('link', { name: 'Kandidaten', exact: true }).click()
    await page.getByRole('link', { name: 'Lebenslauf hinzufügen' }).click()
    await page
      .getByLabel('Dateien auswählen')
      .setInputFiles([{ name: `${FILE_STEM}.txt`, mimeType: 'text/plain', buffer: Buffer.from(text) }])
    await expect(page.getByText(/Upload abgeschlossen: 1 hochgeladen/)).toBeVisible({ timeout: 30_000 })

    let applicantId = ''
    await expect(async () => {
      const res = await page.request.get('/api/applicants?limit=100')
      const { items } = (await res.json()) as {
        items: { id: string; name: string; filename: string | null; processingState: string }[]
      }
      applicantId =
        items.find((i) => i.filename === `${FILE_STEM}.txt` && i.name === '' && i.processingState === 'PROCESSED')
          ?.id ?? ''
      expect(applicantId).not.toBe('')
    }).toPass({ timeout: 60_000, intervals: [1_000] })
    const jobId = await openJobId(page)

    await page.goto(`/applicants/${applicantId}/fit-report?jobId=${jobId}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Eignungsbericht: Name im Lebenslauf nicht gefunden' }),
    ).toBeVisible()
    const summary = page.getByRole('region', { name: 'Zusammenfassung', exact: true })
    await expect(summary).toContainText(/Die Bewerbung erreicht \d+ von 100 Punkten/)
    const report: string[] = []
    for (const name of [
      'Zusammenfassung',
      'Punktzahlen nach Bereich',
      'K.-o.-Kriterien',
      'Stärken',
      'Lücken',
      'Fragen für das Vorstellungsgespräch',
    ]) {
      const region = page.getByRole('region', { name, exact: true })
      await expect(region).toBeVisible()
      // biome-ignore lint/performance/useDomNodeTextContent: the prose as a reader sees it, hidden text excluded
      report.push(await region.innerText())
    }
    const reportText = report.join('\n')
    expect(reportText).toMatch(/Lebenslauf/)
    expect(forbiddenIn(reportText)).toEqual([])

    // The invite, in German, greets no file name.
    const composer = page.getByRole('region', { name: 'Nachricht an den Kandidaten' })
    await composer.getByRole('radio', { name: 'Einladen' }).check()
    await composer.getByRole('radio', { name: 'E-Mail' }).check()
    await composer.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Deutsch' })
    await composer.getByRole('button', { name: 'Erstellen' }).click()
    const subject = composer.getByRole('textbox', { name: 'Betreff' })
    const body = composer.getByRole('textbox', { name: 'Nachricht' })
    await expect(body).not.toHaveValue('')
    const message = `${await subject.inputValue()}\n${await body.inputValue()}`
    expect(message).toMatch(/^Einladung zum Vorstellungsgespräch: .+\nGuten Tag,\n/)
    expect(message).not.toContain(FILE_STEM)
    expect(forbiddenIn(message)).toEqual([])
    // The whole screen around them too, the file name nowhere, not even in the heading.
    // biome-ignore lint/performance/useDomNodeTextContent: the prose as a reader sees it, hidden text excluded
    const screen = await page.getByRole('main').innerText()
    expect(screen).not.toContain(FILE_STEM)
    expect(forbiddenIn(screen)).toEqual([])
  })
})
