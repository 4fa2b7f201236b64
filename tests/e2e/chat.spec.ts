import type { Browser, Page } from '@playwright/test'
import { closeToasts, DEMO, expect, signIn, test } from './support/fixtures'
import { newAccount } from './support/identity'

async function newBrowserPage(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

/** The owner invites a colleague through the team screen; the colleague signs up from the mail. */
async function inviteColleague(owner: Page, other: Page, colleague: { email: string; password: string; name: string }) {
  await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true }).click()
  await owner.getByRole('button', { name: 'Invite member' }).click()
  const invite = owner.getByRole('dialog', { name: 'Invite a team member' })
  await invite.getByRole('textbox', { name: 'Email' }).fill(colleague.email)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(owner.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible()
  await closeToasts(owner)
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
}

const messagesOf = (page: Page) => page.getByRole('list', { name: 'Messages' })

test.describe('Team chat', () => {
  test.setTimeout(180_000)

  test('two colleagues chat live: messages and edits arrive at once, a mention notifies, a reload resumes without gaps or duplicates, unread counts fall, and another organization cannot connect', async ({
    page,
    browser,
  }) => {
    const account = newAccount('chatmate')
    const colleague = { ...account, name: `Chatmate ${account.email.split('@')[0]?.slice(-6)}` }
    const { context, page: other } = await newBrowserPage(browser)
    const { context: foreignContext, page: foreign } = await newBrowserPage(browser)
    try {
      await page.goto('/login')
      await signIn(page, DEMO.owner)
      await inviteColleague(page, other, colleague)

      // The owner starts a team chat with the colleague.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Team chat/ })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: 'Recruiting chats' })).toBeVisible()
      await page.getByRole('button', { name: 'New team chat' }).click()
      const dialog = page.getByRole('dialog', { name: 'New team chat' })
      const chatName = `Shortlist ${colleague.name}`
      await dialog.getByRole('textbox', { name: 'Name' }).fill(chatName)
      await dialog.getByRole('checkbox', { name: colleague.name }).check()
      await dialog.getByRole('button', { name: 'Create chat' }).click()
      await expect(page).toHaveURL(/\/chats\?chat=/)
      const chatId = new URL(page.url()).searchParams.get('chat') ?? ''
      await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()

      // The colleague opens it from their list.
      await other
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Team chat/ })
        .click()
      await other
        .getByRole('list', { name: 'Chats' })
        .getByRole('link', { name: new RegExp(chatName) })
        .click()
      await expect(other.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()

      // A message and its edit appear live in the other tab.
      const composer = page.getByRole('combobox', { name: 'Message' })
      await composer.fill('Hello from the owner')
      await composer.press('Enter')
      await expect(messagesOf(other).getByText('Hello from the owner')).toBeVisible()
      const mine = messagesOf(page).getByRole('listitem').filter({ hasText: 'Hello from the owner' })
      await mine.getByRole('button', { name: 'Edit' }).click()
      const editor = messagesOf(page).getByRole('combobox', { name: 'Edit message' })
      await editor.fill('Hello from the owner, edited')
      await messagesOf(page).getByRole('button', { name: 'Save' }).click()
      const edited = messagesOf(other).getByRole('listitem').filter({ hasText: 'Hello from the owner, edited' })
      await expect(edited.getByText('edited', { exact: true })).toBeVisible()

      // The colleague mentions the owner with the @ picker; the owner is notified.
      const theirs = other.getByRole('combobox', { name: 'Message' })
      await theirs.pressSequentially('Looks good @Nor')
      await other.getByRole('option', { name: 'Nora Quinn' }).click()
      await theirs.pressSequentially('what do you think?')
      await theirs.press('Enter')
      await expect(messagesOf(page).getByText('Looks good @Nora Quinn what do you think?')).toBeVisible()
      await page.reload()
      await page.getByRole('button', { name: /Notifications/ }).click()
      await expect(page.getByText(`${colleague.name} mentioned you on ${chatName}`)).toBeVisible()
      await page.keyboard.press('Escape')

      // A reload resumes: every message once, in order.
      await other.reload()
      await expect(other.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
      await composer.fill('After the reload')
      await composer.press('Enter')
      await expect(messagesOf(other).getByText('After the reload')).toBeVisible()
      await expect(messagesOf(other).locator('.chat-text')).toHaveText([
        'Hello from the owner, edited',
        'Looks good @Nora Quinn what do you think?',
        'After the reload',
      ])

      // Unread: the colleague is elsewhere while two messages arrive; reading the chat clears the count.
      await other.goto('/dashboard')
      await composer.fill('Unread one')
      await composer.press('Enter')
      await expect(messagesOf(page).getByText('Unread one')).toBeVisible()
      await composer.fill('Unread two')
      await composer.press('Enter')
      await expect(messagesOf(page).getByText('Unread two')).toBeVisible()
      await other.reload()
      const menuLink = other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Team chat/ })
      await expect(menuLink).toContainText('2 unread')
      await menuLink.click()
      await other
        .getByRole('list', { name: 'Chats' })
        .getByRole('link', { name: new RegExp(chatName) })
        .click()
      await expect(messagesOf(other).getByLabel('New messages')).toBeVisible()
      await expect(messagesOf(other).getByText('Unread two')).toBeVisible()
      await expect(menuLink).not.toContainText('unread')

      // A member of another organization can neither read the chat nor connect to its room.
      await foreign.goto('/login')
      await signIn(foreign, DEMO.germanOwner)
      await expect(foreign).toHaveURL(/\/dashboard$/)
      expect((await foreign.request.get(`/api/chats/${chatId}`)).status()).toBe(404)
      const outcome = await foreign.evaluate(async (id) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/chats/${id}/socket?after=0`)
        const frames: string[] = []
        ws.addEventListener('message', (e) => frames.push(String(e.data)))
        return new Promise<{ opened: boolean; frames: string[] }>((resolve) => {
          let opened = false
          ws.addEventListener('open', () => {
            opened = true
          })
          ws.addEventListener('close', () => resolve({ opened, frames }))
          setTimeout(() => resolve({ opened, frames }), 5_000)
        })
      }, chatId)
      expect(outcome).toEqual({ opened: false, frames: [] })
    } finally {
      await context.close()
      await foreignContext.close()
    }
  })
})
