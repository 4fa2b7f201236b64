import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { createAccount, expectSignedIn, newAccount, signOut } from './support/identity'

/** The OpenID double's port: the e2e server's (scripts/e2e-server.mjs), so parallel runs on other ports pass too. */
const oidcPort = process.env.E2E_OIDC_PORT ?? '8796'

/** The local OpenID provider's account chooser (tests/doubles/oidc-provider.ts). */
async function chooseGoogleAccount(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${oidcPort}/google`))
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.describe('Google sign-in through the local OpenID provider', () => {
  test('the first time links with the password; the second time goes straight in', async ({ page, request }) => {
    const account = newAccount('google')
    await createAccount(request, account)

    await page.goto('/login')
    await chooseGoogleAccount(page, account.email)
    await expect(page).toHaveURL(/\/login\?.*outcome=LOGIN_REQUIRED/)
    await expect(
      page.getByText(
        'The first time you sign in with Google, sign in once with your email and password to link the account.',
      ),
    ).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectSignedIn(page)

    await page.goto('/profile?tab=security')
    await expect(page.getByText(/linked as/)).toBeVisible()

    await signOut(page)
    await chooseGoogleAccount(page, account.email)
    await expectSignedIn(page)
  })

  test('an email without an account says no account was found', async ({ page }) => {
    await page.goto('/login')
    await chooseGoogleAccount(page, newAccount('nobody').email)
    await expect(page).toHaveURL(/\/login\?/)
    await expect(page.getByText('No account was found for the email of this provider account.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create an account' }).first()).toBeVisible()
  })
})
