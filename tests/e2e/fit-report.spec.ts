import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { syntheticCv } from '../fixtures/synthetic-cv'
import { DEMO, expect, signIn, test } from './support/fixtures'

/**
 * Issue 5 "Done when": the fit report of a seeded, processed applicant for an OPEN job shows with its
 * evidence, its PDF downloads, and a German invite email and a Polish short text are generated.
 */

interface Listed {
  id: string
  name?: string
  title?: string
  status?: string
  processingState?: string
}

/** An OPEN job and a processed applicant of the signed-in organization, read through the API. */
async function seededPair(page: Page): Promise<{ jobId: string; applicantId: string; applicant: string }> {
  const jobs = await page.request.get('/api/jobs?status=OPEN&limit=20')
  expect(jobs.ok()).toBe(true)
  const job = ((await jobs.json()) as { items: Listed[] }).items[0]
  expect(job, 'an OPEN job in the seed').toBeTruthy()
  const applicants = await page.request.get('/api/applicants?limit=50')
  expect(applicants.ok()).toBe(true)
  const applicant = ((await applicants.json()) as { items: Listed[] }).items.find(
    (item) => item.processingState === 'PROCESSED',
  )
  expect(applicant, 'a processed applicant in the seed').toBeTruthy()
  return {
    jobId: (job as Listed).id,
    applicantId: (applicant as Listed).id,
    applicant: (applicant as Listed).name ?? '',
  }
}

test.describe('fit report', () => {
  test.setTimeout(90_000)

  test('shows the report, downloads its PDF, and writes a German invite email and a Polish short text', async ({
    page,
  }) => {
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await expect(page.getByRole('link', { name: 'Candidates', exact: true })).toBeVisible()
    const { jobId, applicantId, applicant } = await seededPair(page)

    await page.goto(`/applicants/${applicantId}/fit-report?jobId=${jobId}`)
    await expect(page.getByRole('heading', { level: 1, name: `Fit report: ${applicant}` })).toBeVisible()
    const score = page.getByRole('region', { name: 'Score', exact: true })
    await expect(score).toContainText(/\d+\s*\/ 100/)
    await expect(page.getByRole('region', { name: 'Summary', exact: true })).not.toBeEmpty()
    const areas = page.getByRole('region', { name: 'Scores by area' })
    await expect(areas.getByRole('row')).not.toHaveCount(1)
    await expect(areas).toContainText('%')
    for (const name of ['Knockouts', 'Strengths', 'Gaps', 'Questions for the interview']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible()
    }
    // Every listed point that has CV facts shows them as its evidence.
    const evidence = page.getByRole('list', { name: 'Evidence' })
    if ((await evidence.count()) > 0) await expect(evidence.first().getByRole('listitem').first()).not.toBeEmpty()
    await expect(page.getByRole('link', { name: "Back to the job's matches" })).toHaveAttribute(
      'href',
      `/jobs/${jobId}?tab=matches`,
    )

    const downloadEvent = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    const download = await downloadEvent
    expect(download.suggestedFilename()).toMatch(/^fit-report-.+\.pdf$/)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // German invite email.
    const composer = page.getByRole('region', { name: 'Message to the candidate' })
    await composer.getByRole('radio', { name: 'Invite' }).check()
    await composer.getByRole('radio', { name: 'Email' }).check()
    await composer.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' })
    await composer.getByRole('button', { name: 'Generate' }).click()
    const subject = composer.getByRole('textbox', { name: 'Subject' })
    await expect(subject).not.toHaveValue('')
    const body = composer.getByRole('textbox', { name: 'Message' })
    await expect(body).toHaveAttribute('lang', 'de')
    await expect(body).not.toHaveValue('')
    await body.press('Control+End')
    await body.pressSequentially(' Viele Grüße')
    await expect(body).toHaveValue(/Viele Grüße$/)

    // Polish short text, with its segments.
    await composer.getByRole('radio', { name: 'Short text' }).check()
    await composer.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Polski' })
    await composer.getByRole('button', { name: 'Generate' }).click()
    const sms = composer.getByRole('textbox', { name: 'Short text' })
    await expect(sms).toHaveAttribute('lang', 'pl')
    await expect(composer.getByRole('textbox', { name: 'Subject' })).toHaveCount(0)
    const counter = composer.getByText(/^\d+ segments? · (GSM-7|UCS-2) · \d+ characters left$/)
    await expect(counter).toBeVisible()
    const before = await counter.textContent()
    await sms.press('Control+End')
    await sms.pressSequentially(' x'.repeat(40))
    await expect(counter).not.toHaveText(before ?? '')

    // Arabic runs right to left.
    await composer.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' })
    await composer.getByRole('button', { name: 'Generate' }).click()
    await expect(composer.getByRole('textbox', { name: 'Short text' })).toHaveAttribute('dir', 'rtl')
  })

  test('the PDF of "Łukasz Żółć" carries a Ukrainian invite in Cyrillic, and its text extracts again', async ({
    page,
  }) => {
    const name = 'Łukasz Żółć'
    const cv = syntheticCv(9_611)
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await page.getByRole('link', { name: 'Candidates', exact: true }).click()
    await page.getByRole('link', { name: 'Add CV' }).click()
    await page
      .getByLabel('Choose files')
      .setInputFiles([
        { name: 'lukasz-zolc.txt', mimeType: 'text/plain', buffer: Buffer.from(cv.text.replace(cv.name, name)) },
      ])
    await expect(page.getByText(/Upload finished: 1 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 30_000 })

    let applicantId = ''
    await expect(async () => {
      const res = await page.request.get('/api/applicants?limit=100')
      const { items } = (await res.json()) as { items: Listed[] }
      applicantId = items.find((item) => item.name === name && item.processingState === 'PROCESSED')?.id ?? ''
      expect(applicantId).not.toBe('')
    }).toPass({ timeout: 60_000, intervals: [1_000] })
    const { jobId } = await seededPair(page)

    await page.goto(`/applicants/${applicantId}/fit-report?jobId=${jobId}`)
    await expect(page.getByRole('heading', { level: 1, name: `Fit report: ${name}` })).toBeVisible()
    const composer = page.getByRole('region', { name: 'Message to the candidate' })
    await composer.getByRole('radio', { name: 'Invite' }).check()
    await composer.getByRole('radio', { name: 'Email' }).check()
    await composer.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Українська' })
    await composer.getByRole('button', { name: 'Generate' }).click()
    const body = composer.getByRole('textbox', { name: 'Message' })
    await expect(body).toHaveAttribute('lang', 'uk')
    await expect(body).toHaveValue(/[\u0400-\u04ff]/)
    const message = await body.inputValue()
    await expect(page.getByText('The PDF includes the message below.')).toBeVisible()

    const downloadEvent = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    const download = await downloadEvent
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())))
    const { text } = await extractText(pdf, { mergePages: true })
    const flat = (s: string) => s.replace(/\s+/g, ' ').trim()
    expect(text).toContain(name)
    expect(text).toContain('Message to the candidate')
    // Every line of the Ukrainian message, in Cyrillic, not as question marks.
    for (const line of message.split('\n').map(flat).filter(Boolean)) expect(flat(text)).toContain(line)
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } }
    expect(info.Title).toContain(name)
  })
})
