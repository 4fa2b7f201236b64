import { expect, signIn, test } from './support/fixtures'
import { createAccount, expectSignedIn, freshTotp, newAccount, signOut, totp } from './support/identity'

test.describe('two-factor authentication', () => {
  // Signing in again may have to wait for the next 30-second code: a used code is refused.
  test.setTimeout(120_000)

  test('set up on the profile, then sign out and in with a code', async ({ page, request }) => {
    const account = newAccount('tfa')
    await createAccount(request, account)
    await page.goto('/login')
    await signIn(page, account)
    await expectSignedIn(page)

    await page.goto('/profile?tab=security')
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible()
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const secret = ((await page.locator('.tfa-secret').textContent()) ?? '').trim()
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/)
    const used = new Set<string>()
    const setupCode = totp(secret)
    used.add(setupCode)
    await page.getByLabel('One-time password').fill(setupCode)
    await page.getByRole('button', { name: 'Verify and turn on' }).click()
    await expect(page.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeVisible()

    await signOut(page)
    await signIn(page, account)
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible()
    // Far from the current code, and from the codes of the neighbouring windows.
    const wrong = String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, '0')
    await page.getByLabel('One-time password').fill(wrong)
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('You entered the wrong one-time password!')

    await page.getByLabel('One-time password').fill(await freshTotp(secret, used))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expectSignedIn(page)
  })
})
