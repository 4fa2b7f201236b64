import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { verifyShortlistSignature } from '../../scripts/examples/verify-webhook-signature'
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

/**
 * A webhook receiver on localhost: records every request and answers 500 to the first one (so the
 * delivery is retried), 200 afterwards.
 */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string; answered: number }[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const answered = received.length === 0 ? 500 : 200
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered })
      res.writeHead(answered).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => server.close() }
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

    // Integrations and API access come with a paid plan (new organizations start on Basic): the Cloud
    // plan through the local checkout.
    const { plans } = (await (await page.request.get('/api/tenant/subscription-plans')).json()) as {
      plans: { id: string; name: string }[]
    }
    const cloud = plans.find((p) => p.name === 'cloud')
    expect(cloud).toBeDefined()
    const checkout = (await postAs(
      page,
      '/api/billing/create-checkout-session',
      { planId: cloud?.id },
      { 'Idempotency-Key': crypto.randomUUID() },
    )) as { sessionId: string }
    await postAs(page, `/api/billing/local-checkout/${checkout.sessionId}/complete`, {})

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

    // 2b. A webhook endpoint on localhost for 'Applicant processed': the signing secret is shown once.
    const receiver = await startReceiver()
    test.info().attach('receiver', { body: receiver.url })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click()
    const webhooks = page.getByRole('region', { name: 'Webhooks' })
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click()
    const hookDialog = page.getByRole('dialog', { name: 'Add webhook endpoint' })
    await expect(hookDialog.getByRole('textbox', { name: 'Endpoint URL' })).toBeFocused()
    await hookDialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url)
    await expect(hookDialog.getByRole('checkbox', { name: 'Applicant processed' })).toBeChecked()
    await hookDialog.getByRole('button', { name: 'Add endpoint' }).click()
    const secretField = hookDialog.getByRole('textbox', { name: 'Signing secret' })
    await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/)
    await expect(hookDialog.getByText(/It is shown only this once/)).toBeVisible()
    const secret = await secretField.inputValue()
    const hookAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    const hookSerious = hookAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(hookSerious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await hookDialog.getByRole('button', { name: 'Done' }).click()
    await expect(webhooks.getByRole('row', { name: new RegExp(receiver.url) })).toContainText(
      `whsec_…${secret.slice(-4)}`,
    )
    await expect(page.getByText(secret)).toHaveCount(0)
    await page.getByRole('link', { name: 'Careers site' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Careers site' })).toBeVisible()

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

    // The receiver got 'applicant processed': refused once (500), retried, and signed as the documented
    // verifier checks it.
    await expect.poll(() => receiver.received.length, { timeout: 60_000, intervals: [500] }).toBeGreaterThanOrEqual(2)
    const [first, second] = receiver.received
    expect(first?.answered).toBe(500)
    expect(second?.body).toBe(first?.body)
    for (const delivery of [first, second]) {
      const header = delivery?.headers['shortlist-signature']
      const check = await verifyShortlistSignature({
        body: delivery?.body ?? '',
        header: typeof header === 'string' ? header : null,
        secret,
      })
      expect(check.ok).toBe(true)
      expect(delivery?.headers['shortlist-event']).toBe('applicant.processed')
    }
    const event = JSON.parse(second?.body ?? '{}') as {
      type: string
      data: { applicantId: string; documentId: string }
    }
    expect(event).toMatchObject({ type: 'applicant.processed', data: { applicantId, documentId } })
    const tampered = await verifyShortlistSignature({
      body: (second?.body ?? '').replace(documentId, 'another-document'),
      header: String(second?.headers['shortlist-signature']),
      secret,
    })
    expect(tampered.ok).toBe(false)

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

    // 3b. The delivery log shows the failed attempt and its retry; a replay sends the event again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click()
    await webhooks.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click()
    const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` })
    const delivered = log.getByRole('row').filter({ hasText: 'Applicant processed' }).first()
    await expect(delivered).toContainText('Delivered')
    await expect(delivered.getByRole('cell').nth(2)).toHaveText('2')
    await expect(delivered.getByRole('cell').nth(3)).toHaveText('200')
    const logAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    const logSerious = logAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(logSerious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await delivered.getByRole('button', { name: /^Replay Applicant processed of / }).click()
    await expect.poll(() => receiver.received.length, { timeout: 30_000, intervals: [500] }).toBe(3)
    expect(receiver.received[2]?.body).toBe(second?.body)
    await log.page().getByRole('button', { name: 'Refresh' }).click()
    await expect(log.getByRole('row').filter({ hasText: '(replay)' })).toContainText('Delivered')
    receiver.close()

    // 4. Deleting the key (after confirming) stops it at once.
    await page.getByRole('link', { name: 'Careers site' }).click()
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
