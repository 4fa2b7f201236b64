import { syntheticCv } from '../fixtures/synthetic-cv'
import { closeToasts, DEMO, expect, signIn, test } from './support/fixtures'

// Invented middle names keep the uploaded people apart from the seeded ones (same word lists).
const MIDDLE_NAMES = ['Quillon', 'Rivelle'] as const

/** Two synthetic CVs (invented people, M.Sc. at most: both fail a mandatory doctorate). */
function uploadedCvs() {
  const seed = 9100 + (Date.now() % 100_000)
  return MIDDLE_NAMES.map((middle, i) => {
    const cv = syntheticCv(seed + i)
    const person = cv.name.replace(' ', ` ${middle} `)
    const text = cv.text.replace(cv.name, person)
    const name = `${person.replace(/\s+/g, '-').toLowerCase()}.txt`
    return { person, file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } }
  })
}

test.describe('Jobs and matching', () => {
  // The machine is slow: ingestion and matching of the uploads run in the background queue.
  test.setTimeout(420_000)

  test('a job with requirements and weights is opened; seeded and uploaded applicants get scores, knockouts and evidence', async ({
    page,
  }) => {
    const title = `Platform engineer ${Date.now()}`
    const uploads = uploadedCvs()
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
    // The skill picker suggests from the taxonomy: type, then choose the suggestion with the keyboard.
    const skill = first.getByRole('combobox', { name: 'Value' })
    await skill.fill('TypeScript')
    await expect(page.getByRole('option', { name: /^TypeScript/ }).first()).toBeVisible()
    await skill.press('ArrowDown')
    await skill.press('Enter')
    await expect(skill).toHaveValue('TypeScript')
    await dialog.getByRole('button', { name: 'Add requirement' }).click()
    const second = dialog.getByRole('group', { name: 'Requirement 2' })
    await second.getByRole('combobox', { name: 'Attribute' }).selectOption('degree')
    await second.getByRole('combobox', { name: 'Operator' }).selectOption('GTE')
    await second.getByRole('combobox', { name: 'Value' }).selectOption('doctorate')
    await second.getByRole('checkbox', { name: 'Mandatory' }).check()
    await dialog.getByRole('button', { name: 'Create job' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const jobPath = new URL(page.url()).pathname

    // Weights: moving one area keeps the total at 100; saving sets them (needed to open).
    await page.getByRole('tab', { name: 'Attribute weights' }).click()
    await page.getByRole('spinbutton', { name: 'Skills' }).fill('45')
    await expect(page.getByText('Total: 100 %')).toBeVisible()
    await page.getByRole('button', { name: 'Save weights' }).click()
    await expect(page.getByText('Attribute weights saved')).toBeVisible()
    await closeToasts(page)

    // Open it: matching starts. The details tab shows the applicants left while the run goes, then the
    // final counts, all without a reload (a marker on window would not survive one).
    await page.getByRole('tab', { name: 'Details' }).click()
    await page.evaluate(() => {
      const seen: number[] = []
      Object.assign(window, { pendingSeen: seen })
      new MutationObserver(() => {
        const text = document.querySelector('.matching-pending')?.textContent ?? ''
        const count = Number(/([\d,]+) applicants left/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN)
        if (!Number.isNaN(count) && seen.at(-1) !== count) seen.push(count)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await page.getByRole('button', { name: 'Open job' }).click()
    await expect(page.getByText('Status changed to Open')).toBeVisible()
    await closeToasts(page)
    const overview = page.getByRole('region', { name: 'Overview' })
    await expect(overview.getByText(/applicants left/)).toHaveCount(0, { timeout: 90_000 })
    await expect(overview.getByText(/[1-9][\d,]* scored/)).toBeVisible()
    const seen = await page.evaluate(() => (window as unknown as { pendingSeen?: number[] }).pendingSeen)
    expect(seen, 'the page was reloaded').toBeDefined()
    expect(seen!.length).toBeGreaterThan(0)
    expect(seen![0]).toBeGreaterThan(0)
    expect([...seen!].sort((a, b) => b - a)).toEqual(seen)

    // The hiring team: the owner picks a member of the organization with the "Add recruiter" control.
    const recruiters = page.getByRole('region', { name: 'Recruiters' })
    const member = recruiters.getByRole('combobox', { name: 'Team member' })
    await expect(member.getByRole('option').nth(1)).toBeAttached({ timeout: 30_000 })
    const choice = (await member.getByRole('option').nth(1).textContent()) ?? ''
    const recruiterName = choice.replace(/\s*\(.*\)$/, '')
    await member.selectOption({ label: choice })
    await recruiters.getByRole('button', { name: 'Add recruiter' }).click()
    await expect(page.getByText(`${recruiterName} added to the hiring team`)).toBeVisible()
    await closeToasts(page)
    await expect(recruiters.getByRole('listitem').filter({ hasText: recruiterName })).toBeVisible()
    await expect(recruiters.getByRole('button', { name: `Remove ${recruiterName}` })).toBeVisible()

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

    // Upload two synthetic CVs; the open job matches them once they are processed.
    await page.getByRole('link', { name: 'Candidates', exact: true }).click()
    await page.getByRole('link', { name: 'Add CV' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Upload CVs' })).toBeVisible()
    await page.getByLabel('Choose files').setInputFiles(uploads.map((u) => u.file))
    await expect(page.getByText(/Upload finished: 2 uploaded, 0 refused, 0 failed/)).toBeVisible({ timeout: 90_000 })
    await page.getByRole('button', { name: 'Show notifications' }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    for (const { person } of uploads) {
      await expect(panel.getByRole('link', { name: new RegExp(`View document ${person}`) })).toBeVisible({
        timeout: 180_000,
      })
    }
    await page.keyboard.press('Escape')

    // Both appear in the job's match list with a score and the failed doctorate as knockout.
    await page.goto(`${jobPath}?tab=matches`)
    const rowOf = (person: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: person }) })
    await expect(async () => {
      await page.reload()
      for (const { person } of uploads) await expect(rowOf(person)).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 180_000, intervals: [2_000, 5_000] })
    for (const { person } of uploads) {
      const uploaded = rowOf(person)
      // Cells: selection, score, knockouts, areas, assigned, actions.
      await expect(uploaded.getByRole('cell').nth(1)).toHaveText(/^\d{1,3}$/)
      await expect(
        uploaded.getByRole('listitem').filter({ hasText: 'Knockout: Degree at least Doctorate' }),
      ).toBeVisible()
    }
    const [firstUpload] = uploads
    await rowOf(firstUpload!.person)
      .getByRole('button', { name: `Show the reasoning for ${firstUpload!.person}` })
      .click()
    await expect(page.getByRole('heading', { name: 'Evidence per area' })).toBeVisible({ timeout: 30_000 })
  })
})
