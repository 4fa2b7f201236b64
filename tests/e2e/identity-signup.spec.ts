import { expect, test } from './support/fixtures'
import { linkIn, newAccount, tokenOf, waitForMail } from './support/identity'

test.describe('sign-up', () => {
  test.setTimeout(60_000)

  test('sign-up → confirmation mail in the outbox → onboarding → dashboard', async ({ page, request }) => {
    const account = newAccount('signup')
    await page.goto('/login')
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('English').check()
    await page.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()

    const mail = await waitForMail(request, account.email)
    expect(mail.text.length).toBeGreaterThan(0)
    expect(mail.html).toBeTruthy()
    const link = linkIn(mail)
    await page.goto(link)

    await expect(page.getByRole('heading', { name: 'Step 1 of 5: Language' })).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page.getByRole('heading', { name: 'Step 2 of 5: Organization' })).toBeFocused()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await page.getByLabel('Organization name').fill(account.organization)
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page.getByRole('heading', { name: 'Step 3 of 5: Password' })).toBeVisible()
    await page.getByLabel('New password').fill('Password1')
    await expect(page.getByText('Password strength: weak')).toBeVisible()
    await page.getByLabel('Confirm password').fill('Password1')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Choose a stronger password')).toBeVisible()
    await page.getByLabel('New password').fill(account.password)
    await expect(page.getByText('Password strength: strong')).toBeVisible()
    await page.getByLabel('Confirm password').fill(account.password)
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page.getByRole('heading', { name: 'Step 4 of 5: About you' })).toBeVisible()
    await page.getByLabel('Your name').fill(account.name)
    await page.getByLabel('Position (optional)').fill('Founder')
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible()
    await expect(page.getByText(account.organization)).toBeVisible()
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('banner')).toContainText(account.organization)

    // The confirmation link was single use.
    const again = await request.post('/api/access/onboarding/verify-registration-session', {
      data: { token: tokenOf(link) },
    })
    expect(again.status()).toBe(400)
  })

  test('an invalid confirmation link says so, with the way back to sign-up and login', async ({ page }) => {
    await page.goto('/signup/confirm?token=not-a-real-token-0123456789abcdef')
    await expect(
      page.getByText('The email confirmation link is invalid or has expired. Please sign up again or log in.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up again' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})
