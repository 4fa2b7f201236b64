import { DEMO, expect, signIn, test } from './support/fixtures'

test.describe('Jobs and matching', () => {
  test.setTimeout(150_000)

  test('a job with requirements and weights is opened; the seeded applicants get scores, knockouts and evidence', async ({
    page,
  }) => {
    const title = `Platform engineer ${Date.now()}`
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open positions' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible()

    // Create: title, description, a skill and a mandatory degree requirement.
    await page.getByRole('button', { name: 'Create job' }).click()
    const dialog = page.getByRole('dialog', { name: 'New job position' })
    await dialog.getByRole('textbox', { name: 'Job title' }).fill(title)
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill(
        'We are looking for a software engineer who builds backend services in TypeScript and SQL, ' +
          'runs them in the cloud and enjoys working with product teams.',
      )
    await dialog.getByRole('button', { name: 'Add requirement' }).click()
    const first = dialog.getByRole('group', { name: 'Requirement 1' })
    await first.getByRole('combobox', { name: 'Attribute' }).selectOption('skills')
    await first.getByRole('textbox', { name: 'Value' }).fill('TypeScript')
    await dialog.getByRole('button', { name: 'Add requirement' }).click()
    const second = dialog.getByRole('group', { name: 'Requirement 2' })
    await second.getByRole('combobox', { name: 'Attribute' }).selectOption('degree')
    await second.getByRole('combobox', { name: 'Operator' }).selectOption('GTE')
    await second.getByRole('combobox', { name: 'Value' }).selectOption('doctorate')
    await second.getByRole('checkbox', { name: 'Mandatory' }).check()
    await dialog.getByRole('button', { name: 'Create job' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    // Weights: moving one area keeps the total at 100; saving sets them (needed to open).
    await page.getByRole('tab', { name: 'Attribute weights' }).click()
    await page.getByRole('spinbutton', { name: 'Skills' }).fill('45')
    await expect(page.getByText('Total: 100 %')).toBeVisible()
    await page.getByRole('button', { name: 'Save weights' }).click()
    await expect(page.getByText('Attribute weights saved')).toBeVisible()

    // Open it: matching starts.
    await page.getByRole('tab', { name: 'Details' }).click()
    await page.getByRole('button', { name: 'Open job' }).click()
    await expect(page.getByText('Status changed to Open')).toBeVisible()

    // Scores arrive while the list polls; knockouts stay visible with the requirement that failed.
    await page.getByRole('tab', { name: 'Match reasoning' }).click()
    const table = page.getByRole('table', { name: 'Matched applicants' })
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 90_000 })
    await expect(page.getByText(/applicants left/)).toHaveCount(0, { timeout: 90_000 })
    const knockout = table.getByText('Knockout: Degree at least Doctorate').first()
    await expect(knockout).toBeVisible()

    // The evidence and reasoning of a knocked-out applicant.
    const row = table
      .getByRole('row')
      .filter({ has: page.getByText('Knockout: Degree at least Doctorate') })
      .first()
    await row.getByRole('button', { name: /Show the reasoning for/ }).click()
    await expect(page.getByRole('heading', { name: 'Match reasoning', level: 3 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Evidence per area' })).toBeVisible()
    await expect(page.locator('.evidence-requirement[data-outcome="mismatch"]').first()).toBeVisible()
  })
})
