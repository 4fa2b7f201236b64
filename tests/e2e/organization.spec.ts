import { solidPngFile } from '../fixtures/documents/image-fixtures'
import { closeToasts, expect, signIn, test } from './support/fixtures'
import { createAccount, newAccount } from './support/identity'

/** A PNG a browser decodes, named and typed as the user's file picker would hand it over. */
const png = (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(solidPngFile(width, height)),
})

test.describe('Organizations', () => {
  test('create an organization, brand it with a logo (4:1 refused, 2:1 shown), switch it to German', async ({
    page,
    request,
  }) => {
    // An account of its own: the new organization becomes the account's current one for later
    // sign-ins, and the seeded owners must keep theirs for the other tests.
    const founder = newAccount('brand')
    await createAccount(request, founder)
    await page.goto('/login')
    await signIn(page, founder)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    // Create organization, from the user menu's modal.
    await page.getByRole('button', { name: /Account/ }).click()
    await page.getByRole('menuitem', { name: 'Create organization' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create an organization' })
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await dialog.getByRole('button', { name: 'Create organization' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    const name = `Brand House ${Date.now()}`
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByRole('radio', { name: 'English' }).check()
    await dialog.getByRole('button', { name: 'Create organization' }).click()
    await expect(dialog).toBeHidden()

    // The app switched to the new organization: its settings page, its name in the shell.
    await expect(page.getByRole('heading', { level: 1, name: 'Organization settings' })).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
    const header = page.getByRole('banner')
    await expect(header.getByText(name)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Overview' }).getByText('Standard')).toBeVisible()
    await closeToasts(page)

    // A logo of 4:1 is refused with the ratio message, and nothing changes in the shell.
    const branding = page.getByRole('region', { name: 'Branding' })
    await branding.getByLabel('Choose a logo').setInputFiles(png('wide.png', 400, 100))
    await expect(branding.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible()
    await branding.getByRole('button', { name: 'Upload logo' }).click()
    await expect(branding.getByRole('alert')).toContainText('between 1:1 and 3:1')
    await expect(header.getByRole('img', { name })).toHaveCount(0)

    // One of 2:1 is stored and shown in the app shell header instead of the name.
    await branding.getByLabel('Choose a logo').setInputFiles(png('logo.png', 200, 100))
    await branding.getByRole('button', { name: 'Upload logo' }).click()
    await expect(page.getByText('Logo saved')).toBeVisible()
    const shellLogo = header.getByRole('img', { name })
    await expect(shellLogo).toBeVisible()
    // Really loaded and decoded by the browser, not only present as an element.
    await expect.poll(() => shellLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200)
    await expect(branding.getByRole('img', { name: `${name} logo` })).toBeVisible()
    await closeToasts(page)

    // German for the organization: the interface changes at once, without a reload.
    await page.getByRole('radio', { name: 'German (Deutsch)' }).check()
    await expect(page.getByRole('heading', { level: 1, name: 'Organisationseinstellungen' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible()
  })
})
