import type { Page } from '@playwright/test'
import { syntheticCv } from '../fixtures/synthetic-cv'
import { expect, signIn, test } from './support/fixtures'
import { createAccount, newAccount } from './support/identity'

/** The seed's platform admin (db/seed/seed-organizations.ts). */
const ADMIN = { email: 'admin@shortlist.local', password: 'Admin-Secret-1' }

/**
 * The local fault switch (worker/dev/dev-faults.ts, local and test mode only): while it is on, reading
 * an uploaded CV fails as an R2 outage would. The admin flips it with their own session.
 */
async function cvStorage(admin: Page, unavailable: boolean) {
  const session = await admin.request.get('/api/auth/session')
  const { csrfToken } = (await session.json()) as { csrfToken?: string }
  const res = await admin.request.post('/api/dev/faults/cv-storage', {
    headers: { 'X-CSRF-Token': csrfToken ?? '', Origin: new URL(admin.url()).origin },
    data: { unavailable },
  })
  expect(res.status()).toBe(200)
}

test.describe('platform admin: failed tasks', () => {
  // The failed CV goes through the queue's retries with back-off (2 + 4 + 8 s) before it is dead-lettered.
  test.setTimeout(150_000)

  test('a CV that failed while the file storage was down is recovered from the failed tasks and its applicant appears', async ({
    page,
    browser,
    request,
  }) => {
    // An account of its own: the recovered CV's notification must not reach the seeded owner's panel,
    // which the upload test counts.
    const uploader = newAccount('failed-task')
    await createAccount(request, uploader)
    const cv = syntheticCv(9_413)
    const filename = `${cv.name.replace(/\s+/g, '-').toLowerCase()}.txt`

    await page.goto('/login')
    await signIn(page, ADMIN)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    // The seeded admin belongs to no organization: the admin landing page, not a dashboard of errors.
    await expect(page.getByRole('heading', { level: 1, name: 'Platform administration' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
    await cvStorage(page, true)

    const row = page.getByRole('row').filter({ hasText: `CV file ${filename}` })
    const ownerContext = await browser.newContext()
    const owner = await ownerContext.newPage()
    try {
      // The owner uploads a CV while the storage is down: every attempt fails and the task is dead-lettered.
      await owner.goto('/login')
      await signIn(owner, uploader)
      await owner.getByRole('link', { name: 'Candidates', exact: true }).click()
      await owner.getByRole('link', { name: 'Add CV' }).click()
      await owner
        .getByLabel('Choose files')
        .setInputFiles([{ name: filename, mimeType: 'text/plain', buffer: Buffer.from(cv.text) }])
      await expect(owner.getByText(/Upload finished: 1 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 30_000 })

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Failed tasks' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Failed tasks' })).toBeVisible()
      await expect(async () => {
        await page.reload()
        await expect(row).toHaveCount(1, { timeout: 2_000 })
      }).toPass({ timeout: 90_000, intervals: [2_000] })
      await expect(row.getByText('Failed', { exact: true })).toBeVisible()
      await expect(row.getByRole('cell', { name: uploader.organization })).toBeVisible()
    } finally {
      // The storage is back.
      await cvStorage(page, false)
    }

    await page.getByRole('button', { name: `Recover: CV file ${filename}` }).click()
    await expect(page.getByText('The task is back on the queue.')).toBeVisible()
    // The screen follows the queued task until the consumer has run it; then it leaves the list.
    await expect(row).toHaveCount(0, { timeout: 30_000 })

    await owner.goto('/applicants')
    await expect(owner.getByRole('link', { name: cv.name, exact: true }).first()).toBeVisible({ timeout: 15_000 })
    await ownerContext.close()
  })
})
