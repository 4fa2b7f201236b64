import { closeToasts, DEMO, expect, signIn, test } from './support/fixtures'

test.describe('AI settings', () => {
  test('an organization admin sets an AI prompt of their own, then sets it back to the default', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await page.getByRole('link', { name: 'AI prompts' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'AI prompts' })).toBeVisible()

    const card = page.getByRole('region', { name: 'CV parsing' })
    await expect(card.getByText('Default', { exact: true })).toBeVisible()
    const original = (await card.locator('pre').textContent()) ?? ''

    await card.getByRole('button', { name: 'Edit CV parsing' }).click()
    const dialog = page.getByRole('dialog', { name: 'AI prompt: CV parsing' })
    const own = `Extract the candidate profile from the CV; leave out what it does not say. ${Date.now()}`
    await dialog.getByRole('textbox', { name: 'Prompt' }).fill(own)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('The prompt for CV parsing is saved.')).toBeVisible()
    await closeToasts(page)
    await expect(card.getByText('Custom', { exact: true })).toBeVisible()
    await expect(card.locator('pre')).toHaveText(own)
    // The organization's own prompt is versioned on its own.
    await expect(card.getByText(/^Version \d+$/)).toBeVisible()

    await card.getByRole('button', { name: 'Set CV parsing to default' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Set CV parsing to default?' })
    await confirm.getByRole('button', { name: 'Set to default' }).click()
    await expect(page.getByText('CV parsing uses the default again.')).toBeVisible()
    await expect(card.getByText('Default', { exact: true })).toBeVisible()
    await expect(card.locator('pre')).toHaveText(original)

    // The models screen is there too, with the same purposes.
    await page.getByRole('link', { name: 'AI models' }).click()
    await expect(
      page.getByRole('table', { name: 'AI models' }).getByRole('rowheader', { name: 'CV parsing' }),
    ).toBeVisible()
  })
})
