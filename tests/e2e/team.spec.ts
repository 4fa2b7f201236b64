import type { Browser, Page } from '@playwright/test'
import { closeToasts, DEMO, expect, signIn, test } from './support/fixtures'
import { createAccount, linkIn, newAccount, waitForMail } from './support/identity'

/** Owner routes send the CSRF token and Origin a browser would. */
async function postAs(page: Page, path: string, data: unknown) {
  const session = await page.request.get('/api/auth/session')
  const { csrfToken } = (await session.json()) as { csrfToken?: string }
  return page.request.post(path, {
    headers: { 'X-CSRF-Token': csrfToken ?? '', Origin: new URL(page.url()).origin },
    data,
  })
}

async function openTeam(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
}

/** A second browser, as the colleague on their own machine. */
async function newBrowserPage(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test.describe('Organization team', () => {
  // Waiting for the colleague's session to refetch takes up to 30 s on top of the flow.
  test.setTimeout(180_000)

  test('the owner invites a colleague, who signs up through the mail; narrowed permissions shrink their menu and API access without a reload', async ({
    page,
    browser,
  }) => {
    const colleague = newAccount('colleague')
    colleague.name = `Colleague ${colleague.email.split('@')[0]?.slice(-6)}`
    const { context, page: other } = await newBrowserPage(browser)
    let colleagueId: string | null = null
    try {
      await page.goto('/login')
      await signIn(page, DEMO.owner)
      await openTeam(page)

      // Invite with the "User" preset.
      await page.getByRole('button', { name: 'Invite member' }).click()
      const invite = page.getByRole('dialog', { name: 'Invite a team member' })
      await invite.getByRole('textbox', { name: 'Email' }).fill(colleague.email)
      await expect(invite.getByRole('combobox', { name: 'Permissions' })).toHaveValue('user')
      await invite.getByRole('button', { name: 'Send invitation' }).click()
      await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible()
      await closeToasts(page)
      const invitations = page.getByRole('table', { name: 'Invitations' })
      await expect(invitations.getByRole('rowheader', { name: colleague.email })).toBeVisible()

      // The colleague opens the mail in the dev mailbox and follows its link.
      await other.goto(`/dev/mailbox?to=${encodeURIComponent(colleague.email)}`)
      await other.getByRole('link', { name: /You are invited to join Northwind Talent on Shortlist/ }).click()
      const mail = other.getByRole('article', { name: /You are invited to join Northwind Talent/ })
      await expect(mail).toContainText('Nora Quinn invited you to join Northwind Talent on Shortlist.')
      await mail
        .getByRole('link', { name: /\/invite\?token=/ })
        .first()
        .click()
      await expect(other.getByRole('heading', { level: 1, name: 'Join your team' })).toBeVisible()
      await expect(
        other.getByText(`You were invited to Northwind Talent as ${colleague.email}. Create your account to join.`),
      ).toBeVisible()
      await other.getByLabel('Your name').fill(colleague.name)
      await other.getByLabel('New password').fill(colleague.password)
      await other.getByLabel('Confirm password').fill(colleague.password)
      await other.getByRole('button', { name: 'Create account and join' }).click()
      await expect(other).toHaveURL(/\/dashboard$/)
      const menu = other.getByRole('navigation', { name: 'Main' })
      await expect(menu.getByRole('link', { name: 'Open positions' })).toBeVisible()
      await expect(menu.getByRole('link', { name: 'Candidates' })).toBeVisible()
      expect((await other.request.get('/api/jobs')).status()).toBe(200)

      // The new member is on the recruiter picker of the organization's jobs ("add recruiter").
      const jobs = (await (await page.request.get('/api/jobs')).json()) as { items: { id: string }[] }
      await page.goto(`/jobs/${jobs.items[0]?.id}`)
      const picker = page.getByRole('region', { name: 'Recruiters' }).getByRole('combobox', { name: 'Team member' })
      await expect(picker.getByRole('option', { name: `${colleague.name} (${colleague.email})` })).toBeAttached()

      // The owner sees the new member (with a last activity) and the invitation is gone.
      await page.goto('/organization/team')
      const members = page.getByRole('table', { name: 'Members' })
      const row = members.getByRole('row').filter({ hasText: colleague.email })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText('User')
      await expect(row).not.toContainText('Not yet')
      await expect(page.getByRole('tab', { name: 'Invitations (0)' })).toBeVisible()

      // Narrow: no jobs any more (the preset turns into "Custom").
      await row.getByRole('button', { name: `Permissions of ${colleague.name}` }).click()
      const editor = page.getByRole('dialog', { name: `Permissions of ${colleague.name}` })
      await expect(editor.getByRole('radio', { name: 'User' })).toBeChecked()
      await editor.getByRole('group', { name: 'Jobs' }).getByRole('checkbox', { name: 'View jobs' }).uncheck()
      await expect(editor.getByRole('radio', { name: 'Custom (chosen below)' })).toBeChecked()
      await editor.getByRole('button', { name: 'Save' }).click()
      await expect(
        page.getByText(`The permissions of ${colleague.name} are saved. They take effect within a minute.`),
      ).toBeVisible()
      await closeToasts(page)
      await expect(row).toContainText('Custom')

      // The colleague's API refuses at once; their menu follows within a minute, without a reload.
      const refused = await other.request.get('/api/jobs')
      expect(refused.status()).toBe(403)
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN')
      await expect(menu.getByRole('link', { name: 'Open positions' })).toHaveCount(0, { timeout: 60_000 })
      await expect(menu.getByRole('link', { name: 'Candidates' })).toBeVisible()

      // Nobody changes their own permissions: the owner's own editor is read-only.
      await page
        .getByRole('table', { name: 'Members' })
        .getByRole('button', { name: 'Permissions of Nora Quinn' })
        .click()
      const own = page.getByRole('dialog', { name: 'Permissions of Nora Quinn' })
      await expect(own.getByText('These are your own permissions: nobody can change their own.')).toBeVisible()
      await expect(own.getByRole('checkbox', { name: 'View jobs' })).toBeDisabled()
      await own.getByRole('button', { name: 'Close' }).click()

      // Remove the colleague again (after a confirmation), so the seeded team stays as it was.
      const detail = await page.request.get('/api/team')
      colleagueId =
        ((await detail.json()) as { id: string; email: string }[]).find((m) => m.email === colleague.email)?.id ?? null
      await row.getByRole('button', { name: `Remove ${colleague.name} from the team` }).click()
      const confirm = page.getByRole('alertdialog', { name: `Remove ${colleague.name} from the team?` })
      await confirm.getByRole('button', { name: 'Remove' }).click()
      await expect(page.getByText(`${colleague.name} was removed from the team`)).toBeVisible()
      await expect(members.getByRole('row').filter({ hasText: colleague.email })).toHaveCount(0)
      colleagueId = null
    } finally {
      if (colleagueId) await postAs(page, '/api/team/remove-user', { userId: colleagueId })
      await context.close()
    }
  })

  test('ownership moves to another member, who gets full admin rights; the old owner loses billing access', async ({
    page,
    browser,
    request,
  }) => {
    // A fresh organization: the seeded owners keep their organizations for the other tests.
    const founder = newAccount('founder')
    await createAccount(request, founder)
    const heir = newAccount('heir')
    heir.name = `Heir ${heir.email.split('@')[0]?.slice(-6)}`

    await page.goto('/login')
    await signIn(page, founder)
    await expect(page).toHaveURL(/\/dashboard$/)
    const invited = await postAs(page, '/api/team', { email: heir.email, preset: 'user' })
    expect(invited.status(), await invited.text()).toBe(201)
    const link = linkIn(await waitForMail(request, heir.email, { kind: /invite/ }))

    // The heir signs up through the invitation in a browser of their own.
    const { context, page: other } = await newBrowserPage(browser)
    try {
      await other.goto(link)
      await other.getByLabel('Your name').fill(heir.name)
      await other.getByLabel('New password').fill(heir.password)
      await other.getByLabel('Confirm password').fill(heir.password)
      await other.getByRole('button', { name: 'Create account and join' }).click()
      await expect(other).toHaveURL(/\/dashboard$/)

      await openTeam(page)
      const section = page.getByRole('region', { name: 'Change organization owner' })
      // Spec §5: needs at least one other member selected.
      await section.getByRole('button', { name: 'Change owner' }).click()
      await expect(section.getByText('Select at least one other member')).toBeVisible()
      await section.getByRole('combobox', { name: 'New owner' }).selectOption({ label: `${heir.name} (${heir.email})` })
      await section.getByRole('button', { name: 'Change owner' }).click()
      const confirm = page.getByRole('alertdialog', { name: `Make ${heir.name} the owner?` })
      await confirm.getByRole('button', { name: 'Change owner' }).click()
      await expect(page.getByText(`${heir.name} is now the owner of the organization`)).toBeVisible()
      await expect(section).toHaveCount(0)
      const heirRow = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: heir.email })
      await expect(heirRow).toContainText('Owner')
      await expect(heirRow).toContainText('Admin')

      // The old owner lost billing access; the new owner holds it and every organization permission.
      const before = (await (await page.request.get('/api/auth/session')).json()) as { user: { permissions: string[] } }
      expect(before.user.permissions).not.toContain('ORGANIZATION_BILLING_SUBSCRIBE')
      expect(before.user.permissions).toContain('TEAM_UPDATE')
      const after = (await (await other.request.get('/api/auth/session')).json()) as { user: { permissions: string[] } }
      expect(after.user.permissions).toEqual(
        expect.arrayContaining(['ORGANIZATION_BILLING_SUBSCRIBE', 'TEAM_UPDATE', 'AI_MODEL_UPDATE', 'JOB_DELETE']),
      )
      // The new owner's screen shows the hand-over section once their session refetches (or on navigation).
      await other.goto('/organization/team')
      await expect(other.getByRole('region', { name: 'Change organization owner' })).toBeVisible()
    } finally {
      await context.close()
    }
  })
})
