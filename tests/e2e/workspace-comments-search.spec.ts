import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { closeToasts, DEMO, expect, signIn, test } from './support/fixtures'
import { newAccount } from './support/identity'
import { searchByKeyboard } from './support/search'

/**
 * Issue 14 "Done when" (comments and search): the owner comments on an applicant with a mention of a
 * colleague (invited through the team screen) that shows in the colleague's notifications without a
 * reload; the search overlay finds a candidate, a fit report and a job by a prefix, by keyboard
 * alone; an axe scan of the overlay finds no serious violation.
 */

interface Listed {
  id: string
  name?: string
  title?: string
  processingState?: string
}

async function postAs(page: Page, path: string, data: unknown) {
  const session = await page.request.get('/api/auth/session')
  const { csrfToken } = (await session.json()) as { csrfToken?: string }
  return page.request.post(path, {
    headers: { 'X-CSRF-Token': csrfToken ?? '', Origin: new URL(page.url()).origin },
    data,
  })
}

/** The colleague: invited by the owner, signs up through the mail in a browser of their own. */
async function inviteColleague(page: Page, browser: Browser) {
  const colleague = newAccount('mentioned')
  colleague.name = `Mira ${colleague.email.split('@')[0]?.slice(-6)}`
  await page.goto('/organization/team')
  await page.getByRole('button', { name: 'Invite member' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite a team member' })
  await invite.getByRole('textbox', { name: 'Email' }).fill(colleague.email)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible()
  await closeToasts(page)

  const context = await browser.newContext()
  const other = await context.newPage()
  await other.goto(`/dev/mailbox?to=${encodeURIComponent(colleague.email)}`)
  await other.getByRole('link', { name: /You are invited to join Northwind Talent on Shortlist/ }).click()
  await other
    .getByRole('article', { name: /You are invited to join Northwind Talent/ })
    .getByRole('link', { name: /\/invite\?token=/ })
    .first()
    .click()
  await other.getByLabel('Your name').fill(colleague.name)
  await other.getByLabel('New password').fill(colleague.password)
  await other.getByLabel('Confirm password').fill(colleague.password)
  await other.getByRole('button', { name: 'Create account and join' }).click()
  await expect(other).toHaveURL(/\/dashboard$/)
  return { colleague, context, other }
}

test.describe('workspace: comments with mentions and global search', () => {
  test.setTimeout(180_000)

  test('a mention reaches a colleague, and the overlay finds a candidate, a fit report and a job by keyboard', async ({
    page,
    browser,
  }) => {
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await expect(page.getByRole('link', { name: 'Candidates', exact: true })).toBeVisible()
    const { colleague, context, other } = await inviteColleague(page, browser)
    try {
      const applicants = (await (await page.request.get('/api/applicants?limit=50')).json()) as { items: Listed[] }
      const applicant = applicants.items.find((a) => a.processingState === 'PROCESSED') as Listed
      const jobs = (await (await page.request.get('/api/jobs?status=OPEN&limit=20')).json()) as { items: Listed[] }
      const job = jobs.items[0] as Listed
      expect(applicant && job, 'a processed applicant and an open job in the seed').toBeTruthy()
      const applicantName = applicant.name ?? ''
      const jobTitle = job.title ?? ''

      // The owner comments on the applicant and mentions the colleague through the picker.
      await page.goto(`/applicants/${applicant.id}`)
      const comments = page.getByRole('region', { name: 'Comments' })
      const box = comments.getByRole('combobox', { name: 'New comment' })
      await box.click()
      await page.keyboard.type(`Please call them, @${colleague.name.slice(0, 4)}`)
      const picker = comments.getByRole('listbox', { name: 'Team members to mention' })
      await expect(picker.getByRole('option', { name: colleague.name })).toBeVisible()
      for (
        let i = 0;
        i < 10 && (await picker.getByRole('option', { name: colleague.name }).getAttribute('aria-selected')) !== 'true';
        i++
      ) {
        await page.keyboard.press('ArrowDown')
      }
      await page.keyboard.press('Enter')
      await expect(box).toHaveValue(`Please call them, @${colleague.name} `)
      await comments.getByRole('button', { name: 'Add comment' }).click()
      await expect(comments.getByText(`Please call them, @${colleague.name}`)).toBeVisible()
      await expect(box).toHaveValue('')

      // The colleague's bell shows it without a reload (polled), and the panel links to the applicant.
      const bell = other.getByRole('button', { name: 'Notifications' })
      await expect(bell.locator('.notification-badge')).toHaveText('1', { timeout: 30_000 })
      await bell.click()
      const panel = other.getByRole('dialog', { name: 'Notifications' })
      const mention = panel.getByRole('link', { name: `Nora Quinn mentioned you on ${applicantName}` })
      await expect(mention).toBeVisible()
      await mention.click()
      await expect(other).toHaveURL(new RegExp(`/applicants/${applicant.id}$`))
      await expect(other.getByRole('heading', { level: 1, name: applicantName })).toBeVisible()

      // A fit report of the pair, so the overlay has an assessment to find.
      const report = await postAs(page, '/api/applicants/fit-report', { applicantId: applicant.id, jobId: job.id })
      expect(report.ok(), await report.text()).toBe(true)

      // Global search by keyboard alone: a candidate, a fit report and a job by a prefix.
      await page.goto('/dashboard')
      const applicantPrefix = (applicantName.split(/\s+/)[0] ?? '').slice(0, 4)
      await searchByKeyboard(page, applicantPrefix, 'Candidates', applicantName)
      await expect(page).toHaveURL(new RegExp(`/applicants/${applicant.id}$`))
      await expect(page.getByRole('heading', { level: 1, name: applicantName })).toBeVisible()

      await searchByKeyboard(page, applicantPrefix, 'Fit reports', `${applicantName} – ${jobTitle}`)
      await expect(page).toHaveURL(new RegExp(`/applicants/${applicant.id}/fit-report\\?jobId=${job.id}`))
      await expect(page.getByRole('heading', { level: 1, name: `Fit report: ${applicantName}` })).toBeVisible()

      const jobPrefix = jobTitle
        .split(/\s+/)
        .filter((w) => w.length >= 3)
        .slice(0, 2)
        .map((w) => w.slice(0, 4))
        .join(' ')
      await searchByKeyboard(page, jobPrefix, 'Jobs', jobTitle)
      await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}`))
      await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible()

      // Escape closes the overlay and the focus returns to where it was (the header's search field).
      const trigger = page.getByRole('button', { name: /^Search/ })
      await trigger.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Search' })
      await expect(dialog).toBeVisible()
      await page.keyboard.type(applicantPrefix)
      await expect(dialog.getByRole('listbox', { name: 'Suggestions' })).toBeVisible()

      // axe: the open overlay with suggestions has no serious or critical violation.
      const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
      const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()
    } finally {
      await context.close()
    }
  })
})
