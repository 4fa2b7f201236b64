import type { Page } from '@playwright/test'
import { syntheticCv } from '../fixtures/synthetic-cv'
import { expect, signIn, test } from './support/fixtures'
import { createAccount, newAccount } from './support/identity'

/** Each test signs in to an organization of its own: no other upload reaches its panel or its files. */
async function openUploadScreen(page: Page, request: Parameters<typeof createAccount>[0], prefix: string) {
  const recruiter = newAccount(prefix)
  await createAccount(request, recruiter)
  await page.goto('/login')
  await signIn(page, recruiter)
  await page.getByRole('link', { name: 'Candidates', exact: true }).click()
  await page.getByRole('link', { name: 'Add CV' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Upload CVs' })).toBeVisible()
}

test.describe('CV upload outcomes (issue 19)', () => {
  test.setTimeout(120_000)

  test('the same CV uploaded twice gives one candidate and an "Already in Shortlist" item', async ({
    page,
    request,
  }) => {
    await openUploadScreen(page, request, 'dup')
    const cv = syntheticCv(91_019)
    const file = { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from(cv.text) }
    const panel = page.getByRole('dialog', { name: 'Notifications' })

    await page.getByLabel('Choose files').setInputFiles([file])
    await expect(page.getByText(/Upload finished: 1 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Show notifications' }).click()
    await expect(panel.getByRole('link', { name: `View document ${cv.name}` })).toBeVisible({ timeout: 60_000 })
    await page.keyboard.press('Escape')

    // The same bytes under another name: nothing is imported again.
    await page.getByLabel('Choose files').setInputFiles([{ ...file, name: 'cv-copy.txt' }])
    await expect(page.getByText(/Upload finished: 1 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Show notifications' }).click()
    await expect(panel.getByText('Already in Shortlist')).toBeVisible({ timeout: 60_000 })
    await expect(panel.locator('[data-status="success"]')).toHaveCount(2)
    await panel.getByRole('link', { name: `View candidate ${cv.name}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: cv.name })).toBeVisible()

    await page.getByRole('link', { name: 'Back to candidates' }).click()
    await expect(page.getByRole('link', { name: cv.name, exact: true })).toHaveCount(1)
  })

  test('a cover letter and a renamed program are refused with their own reasons and no Retry', async ({
    page,
    request,
  }) => {
    await openUploadScreen(page, request, 'refused')
    const letter = [
      'Anna Schmidt',
      'Subject: Application for the Data Engineer position',
      'Dear Hiring Manager,',
      'I am writing to apply for the Data Engineer position advertised on your website.',
      'In this cover letter I would like to explain why I am a good fit for your team.',
      'I would welcome the chance to discuss my application with you.',
      'Kind regards,',
      'Anna Schmidt',
    ].join('\n')
    await page.getByLabel('Choose files').setInputFiles([
      { name: 'letter.txt', mimeType: 'text/plain', buffer: Buffer.from(letter) },
      // A Windows program named like a PDF: the bytes decide.
      { name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00this is a program') },
    ])
    await expect(page.getByText(/Upload finished: 2 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Show notifications' }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel.locator('[data-status="error"]')).toHaveCount(2, { timeout: 60_000 })
    await expect(panel.getByText('Failed: Not a CV: this looks like a cover letter')).toBeVisible()
    await expect(panel.getByText('Failed: This file is not a document we can read')).toBeVisible()
    // Running them again cannot change anything: no Retry is offered.
    await expect(panel.getByRole('button', { name: /Retry/ })).toHaveCount(0)
    await expect(panel.getByRole('button', { name: 'Remove my-cv.pdf' })).toBeVisible()
  })

  test('an upload cut off by a reload shows as interrupted, with a way to choose the file again', async ({
    page,
    request,
  }) => {
    await openUploadScreen(page, request, 'interrupted')
    // The upload screen asks before a running upload is left; this reload is meant.
    page.on('dialog', (dialog) => void dialog.accept())
    // The file's bytes never get through: the request hangs until the page goes away.
    await page.route('**/api/applicants/upload/**', () => undefined)
    const sent = page.waitForRequest('**/api/applicants/upload/**')
    const cv = syntheticCv(91_020)
    await page
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'slow-cv.txt', mimeType: 'text/plain', buffer: Buffer.from(cv.text) }])
    await sent
    // Reloaded while the bytes are on their way (the route keeps holding them: unrouting would let them through).
    await page.reload()

    await page.getByRole('button', { name: 'Notifications' }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel.getByText('Upload interrupted: the file never arrived')).toBeVisible({ timeout: 30_000 })
    await expect(panel.getByRole('button', { name: /Retry/ })).toHaveCount(0)
    await panel.getByRole('link', { name: 'Choose files again slow-cv.txt' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Upload CVs' })).toBeVisible()
    await expect(page.getByLabel('Choose files')).toBeEnabled()

    // The entry can also be dismissed.
    await page.getByRole('button', { name: 'Notifications' }).click()
    await panel.getByRole('button', { name: 'Remove slow-cv.txt' }).click()
    await expect(panel.getByText('Upload interrupted: the file never arrived')).toHaveCount(0)
  })
})
