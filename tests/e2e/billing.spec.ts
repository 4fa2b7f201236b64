import type { Page } from '@playwright/test'
import { closeToasts, expect, signIn, test } from './support/fixtures'
import { createAccount, newAccount } from './support/identity'

/** A CV the embedded parser takes as one (synthetic, no real person). */
const cv = (i: number) => ({
  name: `candidate-${i}.txt`,
  mimeType: 'text/plain',
  buffer: Buffer.from(`Alex Example${i}
Data Engineer
alex.example${i}@example.com | +49 151 0000${String(i).padStart(4, '0')} | Berlin, Germany

EXPERIENCE
Data Engineer, Example Analytics GmbH
03/2019 – Present
- Built batch pipelines in Python and SQL.

EDUCATION
M.Sc. Computer Science, Example University, 2014

SKILLS
Python, SQL, Docker
`),
})

/** Team calls send the CSRF token and Origin a browser would. */
async function postAs(page: Page, path: string, data: unknown) {
  const session = await page.request.get('/api/auth/session')
  const { csrfToken } = (await session.json()) as { csrfToken?: string }
  return page.request.post(path, {
    headers: { 'X-CSRF-Token': csrfToken ?? '', Origin: new URL(page.url()).origin },
    data,
  })
}

test.describe('Billing with the local provider', () => {
  test.setTimeout(240_000)

  test('a Basic organization hits its applicant limit, subscribes to a per-seat plan, fills its seats, cancels and resumes', async ({
    page,
    request,
  }) => {
    const owner = newAccount('billing')
    await createAccount(request, owner)
    await page.goto('/login')
    await signIn(page, owner)

    // Basic: 100 applicants. The 101st CV is refused with the upgrade message.
    await page.getByRole('link', { name: 'Candidates', exact: true }).click()
    await page.getByRole('link', { name: 'Add CV' }).click()
    await page.getByLabel('Choose files').setInputFiles(Array.from({ length: 100 }, (_, i) => cv(i)))
    await expect(page.getByText(/Upload finished: 100 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 90_000 })
    await closeToasts(page)
    await page.getByLabel('Choose files').setInputFiles([cv(100)])
    await expect(page.getByText(/Upgrade your plan to add or edit applicants/).first()).toBeVisible({ timeout: 30_000 })

    // The billing screen shows the full quota and offers the plans.
    await page.goto('/organization/billing?section=billing')
    const usage = page.getByRole('list', { name: 'Usage' })
    await expect(usage.getByText('100 of 100 in total').first()).toBeVisible()
    await expect(usage.getByText('Almost used up').first()).toBeVisible()
    await page.getByRole('radio', { name: /^Team:/ }).check()
    await page.getByRole('spinbutton', { name: 'Seats' }).fill('3')
    await page.getByRole('button', { name: 'Subscribe' }).click()

    // The local checkout page: no card, the subscription starts at once.
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expect(page.getByText('Local billing: no card is needed')).toBeVisible()
    await page.getByRole('button', { name: 'Complete subscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
    await expect(page.getByText('1 of 3 seats in use')).toBeVisible()
    await expect(page.getByText(/^Renews on/)).toBeVisible()

    // Three seats: the owner and two invitations; a third invitation is refused.
    for (const who of ['first', 'second']) {
      const res = await postAs(page, '/api/team', { email: `${who}-${owner.email}`, preset: 'user' })
      expect(res.status(), await res.text()).toBe(201)
    }
    const over = await postAs(page, '/api/team', { email: `third-${owner.email}`, preset: 'user' })
    expect(over.status()).toBe(402)
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe('max seats reached')
    await page.reload()
    await expect(page.getByText('3 of 3 seats in use')).toBeVisible()

    // Cancel keeps access until the period ends; resume continues.
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    await expect(page.getByText(/^Ends on .*access stays until then/)).toBeVisible()
    await closeToasts(page)
    await page.getByRole('button', { name: 'Resume subscription' }).click()
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible()
    await expect(page.getByText(/^Renews on/)).toBeVisible()
  })
  test('a Cloud organization pays per ingested document: the upload is metered and shown on the Billing screen', async ({
    page,
    request,
  }) => {
    const owner = newAccount('cloud')
    await createAccount(request, owner)
    await page.goto('/login')
    await signIn(page, owner)

    // Subscribe to the pay-per-document plan with the local provider.
    await page.goto('/organization/billing?section=billing')
    await page.getByRole('radio', { name: 'Cloud: €0.25 per document ingested' }).check()
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await page.getByRole('button', { name: 'Complete subscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
    const ingested = page.getByRole('definition').filter({ hasText: /each:/ })
    await expect(page.getByRole('term').filter({ hasText: 'Documents ingested this period' })).toBeVisible()
    await expect(ingested).toHaveText('0 at €0.25 each: €0.00')

    // One CV ingested.
    await page.getByRole('link', { name: 'Candidates', exact: true }).click()
    await page.getByRole('link', { name: 'Add CV' }).click()
    await page.getByLabel('Choose files').setInputFiles([cv(500)])
    await expect(page.getByText(/Upload finished: 1 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 60_000 })

    // The meter recorded it once, and the owner sees it with its price (the screen refetches by itself).
    await page.goto('/organization/billing?section=billing')
    await expect(ingested).toHaveText('1 at €0.25 each: €0.25', { timeout: 60_000 })
    await expect(page.getByRole('definition').filter({ hasText: /per month each/ })).toHaveText(
      '1 at €0.01 per month each',
    )
    const details = await page.request.get('/api/billing/subscription-details')
    expect(((await details.json()) as { metered: unknown }).metered).toEqual({
      ingestedDocuments: 1,
      storedDocuments: 1,
      pricePerIngestedDocumentCents: 25,
      pricePerStoredDocumentMonthCents: 1,
      ingestedAmountCents: 25,
    })
  })
})
