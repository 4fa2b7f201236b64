import { expect, signIn, test } from './support/fixtures'
import { createAccount, expectSignedIn, linkIn, newAccount, waitForMail } from './support/identity'

test.describe('password reset', () => {
  // Several password hashes (sign-up, sign-ins, reset) at production-safe cost.
  test.setTimeout(90_000)

  test('a reset link sets a new password and ends every session', async ({ page, browser, request }) => {
    const account = newAccount('reset')
    await createAccount(request, account)
    // Session A: signed in before the reset.
    await page.goto('/login')
    await signIn(page, account)
    await expectSignedIn(page)

    // Elsewhere (another browser), the user forgot the password.
    const other = await browser.newContext()
    try {
      const tab = await other.newPage()
      await tab.goto('/login')
      await tab.getByRole('link', { name: 'Forgot password?' }).click()
      await expect(tab.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
      const after = Date.now() - 1_000
      await tab.getByLabel('Email').fill(account.email)
      await tab.getByRole('button', { name: 'Send reset link' }).click()
      await expect(tab.getByText(`If an account exists for ${account.email}`)).toBeVisible()

      const link = linkIn(await waitForMail(request, account.email, { after }))
      await tab.goto(link)
      await expect(tab.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
      const newPassword = `${account.password}Nx`
      await tab.getByLabel('New password').fill(newPassword)
      await tab.getByLabel('Confirm password').fill(newPassword)
      await tab.getByRole('button', { name: 'Change password' }).click()
      await expect(tab).toHaveURL(/\/login/)
      await expect(tab.getByText(/Your password has been changed/)).toBeVisible()
      await signIn(tab, { email: account.email, password: newPassword })
      await expectSignedIn(tab)

      // Session A ended with the reset.
      await page.goto('/dashboard')
      await expect(page).toHaveURL(/\/login\?return_url=/)
      // The old password is gone; the link was single use.
      await signIn(page, account)
      await expect(page.getByRole('alert')).toHaveText('The password or email is incorrect!')
      await page.goto(link)
      await expect(page.getByText('The password reset link is invalid or has expired.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible()
    } finally {
      await other.close()
    }
  })
})
