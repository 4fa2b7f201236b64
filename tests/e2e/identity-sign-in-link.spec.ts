import { expect, test } from './support/fixtures'
import { createAccount, expectSignedIn, linkIn, newAccount, signOut, waitForMail } from './support/identity'

test.describe('one-time sign-in link', () => {
  test('the mailed link signs in once; a second use is refused', async ({ page, request }) => {
    const account = newAccount('link')
    await createAccount(request, account)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in with a link' })).toBeVisible()
    const after = Date.now() - 1_000
    await page.getByLabel('Email').fill(account.email)
    await page.getByRole('button', { name: 'Send sign-in link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()

    const link = linkIn(await waitForMail(request, account.email, { after }))
    await page.goto(link)
    await expectSignedIn(page)

    await signOut(page)
    await page.goto(link)
    await expect(page.getByText('The one-time sign-in link has expired or is invalid.')).toBeVisible()
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})
