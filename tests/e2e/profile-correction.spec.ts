import { closeToasts, expect, signIn, test } from './support/fixtures'
import { createAccount, newAccount } from './support/identity'

/**
 * Issue 19 "Done when": a wrong language level corrected on the profile removes the knockout. A job
 * with a mandatory English requirement (chosen by name) knocks out a candidate whose CV states English
 * at B1; Edit CV corrects the level and the job's match list follows without a reload.
 */

const PERSON = 'Jonas Weber-Lindqvist'
// A synthetic CV (no real person): English at B1 maps to limited working proficiency.
const CV = `${PERSON}
Data Engineer
jonas.weber-lindqvist@example.com | +49 151 98765432 | Leipzig, Germany

SUMMARY
Data engineer with 7 years of experience building batch pipelines for retail analytics.

EXPERIENCE
Data Engineer, Northwind Systems GmbH
04/2018 – Present
- Moved nightly reporting jobs to Apache Spark and cut their runtime by half.
Junior Data Engineer, Bluefield Analytics
09/2015 – 03/2018

EDUCATION
M.Sc. Computer Science, University of Leipzig, 2015

SKILLS
Python, SQL, Apache Spark, Airflow, Docker, Teamwork

LANGUAGES
German - native
English - B1
`

test.describe('profile correction', () => {
  test.setTimeout(120_000)

  test('a corrected language level lifts the knockout from the job match list, without a reload', async ({
    page,
    request,
  }) => {
    const recruiter = newAccount('profile')
    await createAccount(request, recruiter)
    await page.goto('/login')
    await signIn(page, recruiter)
    // Opening a job needs the organization's address or information: the General page.
    await page.goto('/organization/general')
    await page.getByRole('textbox', { name: 'Address' }).fill('Hauptstraße 1, 04109 Leipzig')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Organization saved')).toBeVisible()
    await closeToasts(page)

    // The candidate: the CV uploaded through the UI and processed.
    await page.getByRole('link', { name: 'Candidates', exact: true }).click()
    await page.getByRole('link', { name: 'Add CV' }).click()
    await page
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'jonas-cv.txt', mimeType: 'text/plain', buffer: Buffer.from(CV) }])
    await expect(page.getByText(/Upload finished: 1 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Show notifications' }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel.locator('[data-status="success"]')).toHaveCount(1, { timeout: 60_000 })
    await page.keyboard.press('Escape')

    // The job: English at least full professional proficiency (CEFR C1), mandatory, chosen by name.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open positions' }).click()
    await page.getByRole('button', { name: 'Create job' }).click()
    const dialog = page.getByRole('dialog', { name: 'New job position' })
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Data Engineer (English-speaking team)')
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill(
        'We are looking for a data engineer who builds batch pipelines with Python, SQL and Apache Spark ' +
          'and works every day with an English-speaking product team.',
      )
    await dialog.getByRole('button', { name: 'Add requirement' }).click()
    const requirement = dialog.getByRole('group', { name: 'Requirement 1' })
    await requirement.getByRole('combobox', { name: 'Attribute' }).selectOption('language_proficiency')
    const language = requirement.getByRole('combobox', { name: 'Language' })
    await language.fill('Engl')
    await expect(page.getByRole('option', { name: 'English', exact: true })).toBeVisible()
    await language.press('ArrowDown')
    await language.press('Enter')
    await expect(language).toHaveValue('English')
    await requirement.getByRole('combobox', { name: 'Operator' }).selectOption('GTE')
    await requirement.getByRole('combobox', { name: 'Value' }).selectOption('full_professional')
    await requirement.getByRole('checkbox', { name: 'Mandatory' }).check()
    await dialog.getByRole('button', { name: 'Create job' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Data Engineer (English-speaking team)' })).toBeVisible()
    await page.getByRole('tab', { name: 'Attribute weights' }).click()
    await page.getByRole('button', { name: 'Save weights' }).click()
    await expect(page.getByText('Attribute weights saved')).toBeVisible()
    await closeToasts(page)
    await page.getByRole('tab', { name: 'Details' }).click()
    await page.getByRole('button', { name: 'Open job' }).click()
    await expect(page.getByText('Status changed to Open')).toBeVisible()
    await closeToasts(page)

    // Knocked out: the CV says B1.
    await page.getByRole('tab', { name: 'Match reasoning' }).click()
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: PERSON, exact: true }) })
    const knockout = 'Knockout: Language proficiency (English) at least Full professional proficiency'
    await expect(row.getByText(knockout)).toBeVisible({ timeout: 60_000 })

    // The recruiter corrects the level on the profile; the page is never reloaded from here on.
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await row.getByRole('link', { name: PERSON, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: PERSON })).toBeVisible()
    await page.getByRole('button', { name: 'Edit CV' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit CV' })
    const english = edit
      .getByRole('group', { name: /^Language \d$/ })
      .filter({ has: page.getByRole('option', { name: 'Limited working proficiency', selected: true }) })
    await expect(english.getByRole('combobox', { name: 'Language' })).toHaveValue('English')
    await english.getByRole('combobox', { name: 'Level' }).selectOption('full_professional')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Changes saved. The candidate is processed again.')).toBeVisible()

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Data Engineer (English-speaking team)' })).toBeVisible()
    const after = page.getByRole('row').filter({ has: page.getByRole('link', { name: PERSON, exact: true }) })
    await expect(after.getByText(knockout)).toHaveCount(0, { timeout: 30_000 })
    await expect(after.getByText('None', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })
})
