import type { APIRequestContext, Page } from '@playwright/test'
import { closeToasts, expect, signIn, test } from './support/fixtures'
import { createAccount, expectSignedIn, newAccount } from './support/identity'

/**
 * The inbox against the mail provider double (tests/doubles/mail-provider.ts), started by the e2e
 * server with its demo mailbox: three applications with CVs in the past week, plus mails the inbox
 * must not list (an older application, no attachment, a spreadsheet only, a newsletter).
 */
async function signedInRecruiter(page: Page, request: APIRequestContext) {
  const account = newAccount('inbox')
  await createAccount(request, account)
  await page.goto('/login')
  await signIn(page, account)
  await expectSignedIn(page)
  return account
}

/** Connects through the double's consent page; answers the double's origin. */
async function connectMailbox(page: Page, button: 'Connect Gmail' | 'Connect Outlook', mailbox: string) {
  await page.goto('/inbox')
  await page.getByRole('button', { name: button }).click()
  await expect(page.getByRole('heading', { name: /Allow Shortlist to read your/ })).toBeVisible()
  const double = new URL(page.url()).origin
  await page.getByLabel('Email', { exact: true }).fill(mailbox)
  await page.getByRole('button', { name: 'Allow' }).click()
  await expect(page).toHaveURL(/\/inbox/)
  await expect(page.getByText('The mailbox is connected. Its mails arrive in a moment.')).toBeVisible()
  return double
}

/** The sync runs in the background (a queue message): reload until the mails are there. */
async function expectMails(page: Page, subjects: RegExp[]) {
  const list = page.locator('.inbox-list')
  await expect(async () => {
    await page.reload()
    await expect(list.getByRole('link')).toHaveCount(subjects.length, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  for (const subject of subjects) await expect(list.getByRole('link', { name: subject })).toBeVisible()
}

const APPLICATIONS = [/Frontend Developer/, /Registered Nurse/, /Sales Representative/]

/** The same steps run against each provider's double: Gmail (Google) and Outlook (Microsoft Graph). */
const PROVIDERS = [
  { name: 'Gmail', slug: 'google', connect: 'Connect Gmail', domain: 'gmail.example' },
  { name: 'Outlook', slug: 'microsoft', connect: 'Connect Outlook', domain: 'outlook.example' },
] as const

/** A new mail in the double's mailbox (its test controls), with a plain-text CV attached. */
async function deliver(request: APIRequestContext, double: string, provider: string, email: string, subject: string) {
  const cv = 'Jonas Becker\njonas.becker@example.com\nWarehouse lead\nSkills: forklift, inventory, SAP'
  const res = await request.post(`${double}/__test/messages`, {
    data: {
      provider,
      email,
      message: {
        from: { name: 'Jonas Becker', address: 'jonas.becker@example.com' },
        subject,
        receivedAt: Date.now(),
        html: null,
        text: 'Please find my CV attached.',
        attachments: [
          { filename: 'Jonas_Becker_CV.txt', contentType: 'text/plain', base64: Buffer.from(cv).toString('base64') },
        ],
      },
    },
  })
  expect(res.ok()).toBe(true)
}

test.describe('inbox through the Gmail and Graph doubles', () => {
  for (const provider of PROVIDERS) {
    test(`${provider.name}: connect, only supported mails of the last week, sync now, preview, import once, processed, expiry, disconnect`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000)
      await signedInRecruiter(page, request)
      const mailbox = `demo-${Date.now()}@${provider.domain}`
      const double = await connectMailbox(page, provider.connect, mailbox)
      await expectMails(page, APPLICATIONS)
      // Older than a week, without an attachment, with a spreadsheet only: not listed.
      await expect(page.getByText('Weekly hiring sync')).toHaveCount(0)
      await expect(page.getByText('Budget spreadsheet')).toHaveCount(0)

      // A mail that arrives now is listed after "Sync now", without waiting for the scheduled sync.
      await deliver(request, double, provider.slug, mailbox, 'Application: Warehouse Lead')
      await page.getByRole('button', { name: `Sync now ${mailbox}` }).click()
      await expect(page.locator('.inbox-list').getByRole('link', { name: /Warehouse Lead/ })).toBeVisible({
        timeout: 30_000,
      })
      await expect(page.getByRole('button', { name: `Sync now ${mailbox}` })).toBeVisible()

      const list = page.locator('.inbox-list')
      await list.getByRole('link', { name: /Registered Nurse/ }).click()
      await expect(page.getByRole('heading', { name: 'Application: Registered Nurse' })).toBeVisible()
      await expect(page.getByText(/DOCX, \d/)).toBeVisible()
      // The Frontend Developer mail carries a PDF: its preview opens in the page.
      await list.getByRole('link', { name: /Frontend Developer/ }).click()
      await page.getByRole('button', { name: /Preview CV_.*\.pdf/ }).click()
      await expect(page.locator('iframe.inbox-preview-frame')).toBeVisible()
      await expect(page.getByText('Failed to load PDF')).toHaveCount(0)

      await page.getByRole('button', { name: 'Import as CV' }).click()
      await expect(page.getByText('Imported', { exact: true }).first()).toBeVisible()
      await closeToasts(page)
      await page.getByRole('button', { name: 'Mark as processed' }).click()
      await expect(page.getByRole('button', { name: 'Mark as unprocessed' })).toBeVisible()
      await page.getByRole('link', { name: 'Processed', exact: true }).click()
      await expect(list.getByRole('link')).toHaveCount(1)
      await page.getByRole('link', { name: 'Mails with imported CVs' }).click()
      await expect(list.getByRole('link', { name: /Frontend Developer/ })).toBeVisible()

      // The applicant appears with a parsed profile.
      await expect(async () => {
        await page.goto('/applicants')
        await expect(page.getByRole('link', { name: 'Mia Lindqvist', exact: true }).first()).toBeVisible({
          timeout: 2_000,
        })
      }).toPass({ timeout: 45_000 })
      await page.getByRole('link', { name: 'Mia Lindqvist', exact: true }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'Mia Lindqvist' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Hard skills' })).toBeVisible()

      // The provider revokes the grant: the next sync marks the account expired and the inbox asks to reconnect.
      const revoked = await request.post(`${double}/__test/revoke`, {
        data: { provider: provider.slug, email: mailbox },
      })
      expect(revoked.ok()).toBe(true)
      await request.get('/cdn-cgi/local/scheduled')
      await expect(async () => {
        await page.goto('/inbox')
        await expect(page.getByText(/has expired\. Reconnect the account/)).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await expect(page.getByRole('button', { name: `Reconnect ${mailbox}` })).toBeVisible()

      // Disconnect says it is permanent, then the synced mails are gone.
      await page.getByRole('button', { name: `Disconnect ${mailbox}` }).click()
      const dialog = page.getByRole('alertdialog', { name: `Disconnect ${mailbox}?` })
      await expect(dialog.getByText(/Disconnecting is permanent/)).toBeVisible()
      await dialog.getByRole('button', { name: `Disconnect ${mailbox}` }).click()
      await expect(page.getByText('Connect Gmail or Outlook to see mails with CVs here.')).toBeVisible()
      const emails = await page.request.get('/api/external-account/emails')
      expect(emails.ok()).toBe(true)
      expect(((await emails.json()) as { items: unknown[] }).items).toEqual([])
    })
  }
})
