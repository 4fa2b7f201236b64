import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { closeToasts, expect, signIn, test } from './support/fixtures'
import { createAccount, newAccount } from './support/identity'
import { searchByKeyboard } from './support/search'

const DAY = 86_400_000

const CLIENT_TEXT = `Nordlicht Robotics GmbH
About us
Nordlicht Robotics is a manufacturer of warehouse robots, founded in 2009 and based in Hamburg with 240 employees.
Our values
We believe in open feedback, trust and ownership in small teams. Curiosity and learning are part of every day!
Contact
Address: Hafenstraße 12
20457 Hamburg`

const DESCRIPTION =
  'We are looking for an engineer who builds reliable backend services for our warehouse robots and cares about quality.'

/** Writes send the CSRF token and Origin a browser would. */
async function postAs(page: Page, path: string, data: unknown, extra: Record<string, string> = {}) {
  const session = await page.request.get('/api/auth/session')
  const { csrfToken } = (await session.json()) as { csrfToken?: string }
  const res = await page.request.post(path, {
    headers: { 'X-CSRF-Token': csrfToken ?? '', Origin: new URL(page.url()).origin, ...extra },
    data,
  })
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true)
  return res.json()
}

/** A plain-text CV of an invented person whose only listed skills are `skills`. */
function cvText(name: string, skills: string[]) {
  return `${name}\nSoftware Engineer\n${name.toLowerCase().replace(/\s+/g, '.')}@cv.example\n\nSkills\n${skills.join('\n')}\n`
}

/** Uploads CVs through the real path (upload URL, PUT, process) and waits until all are processed. */
async function uploadCvs(page: Page, people: { name: string; skills: string[] }[]) {
  const files = people.map((p) => ({
    name: `${p.name.replace(/\s+/g, '-').toLowerCase()}.txt`,
    body: Buffer.from(cvText(p.name, p.skills)),
  }))
  const { uploads } = (await postAs(page, '/api/applicants/upload-url', {
    files: files.map((f) => ({ filename: f.name, size: f.body.length, contentType: 'text/plain' })),
  })) as { uploads: { documentId: string; uploadUrl: string; headers: Record<string, string> }[] }
  const session = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken?: string }
  for (const [i, target] of uploads.entries()) {
    const put = await page.request.put(target.uploadUrl, {
      headers: { ...target.headers, 'X-CSRF-Token': session.csrfToken ?? '', Origin: new URL(page.url()).origin },
      data: files[i]?.body,
    })
    expect(put.ok(), await put.text()).toBe(true)
  }
  await postAs(
    page,
    '/api/applicants',
    { documentIds: uploads.map((u) => u.documentId) },
    { 'Idempotency-Key': crypto.randomUUID() },
  )
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/applicants?limit=100')).json()) as {
          items: { name: string; processingState: string }[]
        }
        return people.every((p) => list.items.some((a) => a.name === p.name && a.processingState === 'PROCESSED'))
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(true)
}

/** A job requiring `skills`, with even weights and the client, opened. */
async function openJob(page: Page, title: string, skills: string[], clientId: string) {
  const job = (await postAs(
    page,
    '/api/jobs',
    {
      title,
      description: DESCRIPTION,
      clientId,
      requirements: skills.map((value) => ({ attribute: 'skills', operator: 'EQUALS', value, mandatory: false })),
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  )) as { id: string }
  await postAs(page, `/api/jobs/${job.id}/skill-weight`, { area: 'skills', value: 40 })
  await postAs(page, `/api/jobs/${job.id}/status`, { status: 'OPEN' })
  return job.id
}

/** The Cron handler of wrangler dev, as if it ran a week ago: the roll-up stores last week's snapshot. */
async function snapshotAsOfLastWeek(page: Page) {
  const time = Date.now() - 7 * DAY
  // 50 organizations per run (ADR 0027): run it until ours has its snapshot (a full e2e run has many).
  await expect
    .poll(
      async () => {
        await page.request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/15 * * * *')}&time=${time}`)
        const metrics = (await (await page.request.get('/api/metrics/applicants')).json()) as {
          lastWeek: number | null
        }
        return metrics.lastWeek
      },
      { timeout: 60_000, intervals: [500] },
    )
    .not.toBeNull()
}

test.describe('Workspace: clients and the dashboard', () => {
  test.setTimeout(420_000)

  test('an agency creates a client with the wizard, assigns it to a job, and reads the skill gap with last week’s change', async ({
    page,
    request,
  }) => {
    const agency = newAccount('agency')
    await createAccount(request, agency, { isAgency: true })
    await page.goto('/login')
    await signIn(page, agency)
    await expect(page).toHaveURL(/\/dashboard$/)

    // 1. The client, through the AI information wizard from pasted text.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible()
    await page.getByRole('button', { name: 'Add client' }).click()
    const wizard = page.getByRole('dialog', { name: 'Add a client' })
    await wizard.getByRole('textbox', { name: 'Name' }).fill('Nordlicht Robotics')
    await wizard.getByRole('textbox', { name: /Text about the client/ }).fill(CLIENT_TEXT)
    await wizard.getByRole('button', { name: 'Draft with AI' }).click()
    await expect(wizard.getByText('Step 2 of 2: review every field, then save.')).toBeVisible({ timeout: 30_000 })
    await expect(wizard.getByRole('textbox', { name: 'Address' })).toHaveValue('Hafenstraße 12, 20457 Hamburg')
    await expect(wizard.getByRole('textbox', { name: 'Culture' })).toHaveValue(/open feedback, trust and ownership/)
    await expect(wizard.getByRole('textbox', { name: 'Organization information' })).toHaveValue(
      /manufacturer of warehouse robots/,
    )
    await wizard.getByRole('combobox', { name: 'Hire type' }).selectOption('recruiting')
    await wizard.getByRole('combobox', { name: 'Client privacy' }).selectOption('shared')
    await wizard.getByRole('button', { name: 'Save client' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nordlicht Robotics' })).toBeVisible()
    const clientId = page.url().split('/clients/')[1] ?? ''
    expect(clientId).not.toBe('')
    await closeToasts(page)

    // 2. Assign it to a job on the job's page.
    const first = (await postAs(
      page,
      '/api/jobs',
      {
        title: 'Robotics backend engineer',
        description: DESCRIPTION,
        requirements: [
          { attribute: 'skills', operator: 'EQUALS', value: 'Rust', mandatory: false },
          { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: false },
        ],
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    )) as { id: string }
    await page.goto(`/jobs/${first.id}`)
    await page.getByRole('combobox', { name: 'Client of the job' }).selectOption(clientId)
    await page.getByRole('button', { name: 'Set client' }).click()
    await expect(page.getByText('Nordlicht Robotics').first()).toBeVisible()
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/jobs/${first.id}`)).json()) as { client: { id: string } | null }).client
            ?.id,
      )
      .toBe(clientId)
    await postAs(page, `/api/jobs/${first.id}/skill-weight`, { area: 'skills', value: 40 })
    await postAs(page, `/api/jobs/${first.id}/status`, { status: 'OPEN' })

    // 3. Last week: 4 applicants (1 with Rust), 2 open jobs both asking for Rust → gap 100 − 25 = 75.
    await uploadCvs(page, [
      { name: 'Ilka Quorn Brandt', skills: ['Rust'] },
      { name: 'Ode Varnel Sato', skills: ['Python'] },
      { name: 'Piet Lumen Hask', skills: ['Python', 'SQL'] },
      { name: 'Rhea Tamsin Oyelaran', skills: ['SQL'] },
    ])
    await openJob(page, 'Embedded Rust developer', ['rust'], clientId)
    await snapshotAsOfLastWeek(page)

    // This week: a fifth applicant with Rust and JavaScript, a third open job asking for Rust and "JS".
    await uploadCvs(page, [{ name: 'Sven Okoro Lindqvist', skills: ['Rust', 'JavaScript'] }])
    await openJob(page, 'Full-stack Rust engineer', ['Rust', 'JS'], clientId)

    // 4. The dashboard: Rust 3 of 3 jobs (100 %) against 2 of 5 applicants (40 %) → 60, last week 75;
    //    "JS" and "JavaScript" are one skill: 1 of 3 (33.3 %) against 1 of 5 (20 %) → 13.3, last week 0.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const gaps = page.getByRole('region', { name: 'Skill gaps' })
    const rust = gaps.getByRole('row', { name: /^Rust/ })
    await expect(rust.getByRole('cell')).toHaveText(['3', '2', '60', '75 (−15)'])
    const javascript = gaps.getByRole('row', { name: /^JavaScript/ })
    await expect(javascript.getByRole('cell')).toHaveText(['1', '1', '13.3', '0 (+13.3)'])
    await expect(gaps.getByText(/3 open positions, 5 applicants\./)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Applicants' }).getByText('+1 (+25%) versus last week')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Open positions' }).getByText('Last week: 2')).toBeVisible()
    // The chart is there for the eye, named and pointing at the table.
    await expect(gaps.getByRole('img', { name: /Bar chart of Gap per skill/ })).toBeVisible()

    // 5. No serious accessibility violation on the dashboard.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    // 6. Drill-down: from Rust to the applicants behind it.
    await page.getByRole('region', { name: 'Most available skills' }).getByRole('link', { name: 'Rust' }).click()
    await expect(page.getByText('Filtered by the skill Rust.')).toBeVisible()
    const table = page.getByRole('table', { name: 'Candidates' })
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(table.getByRole('rowheader', { name: 'Ilka Quorn Brandt' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: 'Sven Okoro Lindqvist' })).toBeVisible()

    // 7. The search overlay finds the client by a prefix, by keyboard alone, and opens its page.
    await searchByKeyboard(page, 'nordl', 'Clients', 'Nordlicht Robotics')
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Nordlicht Robotics' })).toBeVisible()
  })
})
