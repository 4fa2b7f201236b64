import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { closeToasts, expect, signIn, test } from './support/fixtures'
import { createAccount, newAccount } from './support/identity'

const DESCRIPTION =
  'We are looking for a data engineer who builds batch and streaming pipelines with Python, SQL and Apache Spark.'

/** A plain-text CV of an invented person. */
const CV = `Jonas Feldmann
Data Engineer
jonas.feldmann@cv.example

Skills
Python
SQL
Apache Spark
`

/** Writes of the signed-in browser send the CSRF token and Origin a browser would. */
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

type OpenApi = { paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>> }

test.describe('Integrations: an app, a key, and the public API', () => {
  test.setTimeout(300_000)

  test('creates an app and a key in the UI, then uploads a CV and reads its matches with plain fetch', async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = newAccount('integrations')
    await createAccount(request, owner)
    await page.goto('/login')
    await signIn(page, owner)
    await expect(page).toHaveURL(/\/dashboard$/)

    // An open job to match against (the session API; the key will only read and upload).
    await postAs(page, '/api/tenant/update-info', {
      name: owner.organization,
      address: 'Hafenstraße 12, 20457 Hamburg',
      brandLanguage: null,
      culture: null,
      info: 'A data consultancy',
      isAgency: false,
    })
    const job = (await postAs(
      page,
      '/api/jobs',
      {
        title: 'Data Engineer (API)',
        description: DESCRIPTION,
        requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: false }],
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    )) as { id: string }
    await postAs(page, `/api/jobs/${job.id}/skill-weight`, { area: 'skills', value: 40 })
    await postAs(page, `/api/jobs/${job.id}/status`, { status: 'OPEN' })

    // 1. The app, from Organization → Integrations.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible()
    await page.getByRole('button', { name: 'Create app' }).click()
    const create = page.getByRole('dialog', { name: 'Create app' })
    await expect(create.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await create.getByRole('button', { name: 'Create app' }).click()
    await expect(create.getByText('Name is required')).toBeVisible()
    await create.getByRole('textbox', { name: 'Name' }).fill('Careers site')
    await create.getByRole('textbox', { name: 'Description' }).fill('Sends CVs from our careers page')
    for (const permission of ['View applicants', 'Add applicants', 'View jobs']) {
      await create.getByRole('checkbox', { name: permission }).check()
    }
    await create.getByRole('button', { name: 'Create app' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Careers site' })).toBeVisible()
    await closeToasts(page)

    // 2. A key: the full token is shown once, with a copy button and the warning.
    await page.getByRole('button', { name: 'Create API key' }).click()
    const keyDialog = page.getByRole('dialog', { name: 'Create API key' })
    await keyDialog.getByRole('textbox', { name: 'Key name' }).fill('Careers page')
    await keyDialog.getByRole('button', { name: 'Create key' }).click()
    const tokenField = keyDialog.getByRole('textbox', { name: 'Your new API key' })
    await expect(tokenField).toHaveValue(/^sl_live_[A-Za-z0-9_-]{43}$/)
    await expect(keyDialog.getByText(/It is shown only this once/)).toBeVisible()
    await expect(keyDialog.getByRole('button', { name: 'Copy key' })).toBeVisible()
    const token = await tokenField.inputValue()
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await keyDialog.getByRole('button', { name: 'Done' }).click()
    const keys = page.getByRole('table', { name: 'API keys' })
    await expect(keys.getByRole('row', { name: /Careers page/ })).toContainText(`sl_live_…${token.slice(-4)}`)
    await expect(page.getByText(token)).toHaveCount(0)

    // 3. The public API, as its OpenAPI document describes it, with plain fetch: no cookies.
    const api = (path: string, init: RequestInit = {}) =>
      fetch(new URL(path, baseURL), {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
      })
    const doc = (await (await fetch(new URL('/api/v1/openapi.json', baseURL))).json()) as OpenApi
    const upload = doc.paths['/api/v1/applicants']?.post
    expect(upload?.parameters.map((p) => p.name)).toContain('filename')
    expect(doc.paths['/api/v1/documents/{id}']?.get).toBeDefined()
    expect(doc.paths['/api/v1/applicants/{id}/matches']?.get).toBeDefined()

    const uploaded = await api('/api/v1/applicants?filename=jonas-feldmann.txt', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Idempotency-Key': crypto.randomUUID() },
      body: CV,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(202)
    expect(uploaded.headers.get('RateLimit-Policy')).toMatch(/^"per-key";q=\d+;w=\d+$/)
    const { documentId } = (await uploaded.json()) as { documentId: string }
    let applicantId: string | null = null
    await expect
      .poll(
        async () => {
          const status = (await (await api(`/api/v1/documents/${documentId}`)).json()) as {
            status: string
            applicantId: string | null
          }
          applicantId = status.applicantId
          return status.status
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe('PROCESSED')
    await expect
      .poll(
        async () => {
          const matches = (await (await api(`/api/v1/applicants/${applicantId}/matches`)).json()) as {
            items: { jobId: string; score: number }[]
          }
          return matches.items.map((m) => m.jobId)
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toEqual([job.id])
    const reasoning = await api(`/api/v1/applicants/${applicantId}/match-reasoning?jobId=${job.id}`)
    expect(reasoning.status).toBe(200)
    expect(((await reasoning.json()) as { reasoning: string }).reasoning.length).toBeGreaterThan(20)
    // The key's app may not create jobs: refused in the one error shape.
    const refused = await api('/api/v1/jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Another engineer', description: DESCRIPTION }),
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN')

    // 4. Deleting the key (after confirming) stops it at once.
    await page.reload()
    await page.getByRole('button', { name: 'Delete API key Careers page' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete API key?' })
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('This app has no API keys yet.')).toBeVisible()
    const after = await api('/api/v1/applicants')
    expect(after.status).toBe(401)
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('API_KEY_INVALID')
  })
})
