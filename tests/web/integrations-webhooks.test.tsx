import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeUser, signedIn } from './support/fixtures'
import { json, type MockCall, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const session = (permissions: string[]) => ({
  'GET /api/auth/session': json(
    signedIn(makeUser({ permissions: ['DASHBOARD', 'PROFILE', 'ORGANIZATION_READ', ...permissions] })),
  ),
  'GET /api/upload-status': () => sseStream().response,
  'GET /api/apps': json([]),
})
const MANAGER = ['INTEGRATIONS_READ', 'INTEGRATIONS_CREATE']
const HOOK_URL = 'https://ats.example.com/hooks'

function hook(overrides: Record<string, unknown> = {}) {
  return {
    id: 'wh-1',
    url: HOOK_URL,
    description: null,
    events: ['applicant.processed', 'job.status_changed'],
    active: true,
    secretExcerpt: 'whsec_…AbCd',
    createdAt: Date.UTC(2026, 10, 20),
    updatedAt: Date.UTC(2026, 10, 20),
    ...overrides,
  }
}

function delivery(overrides: Record<string, unknown> = {}) {
  return {
    id: 'del-1',
    eventId: 'evt_1',
    eventType: 'applicant.processed',
    status: 'RETRYING',
    attempts: 2,
    responseStatus: 500,
    durationMs: 42,
    lastError: 'HTTP 500',
    nextRetryAt: Date.UTC(2026, 10, 21, 9, 0),
    lastAttemptAt: Date.UTC(2026, 10, 21, 8, 58),
    replayOf: null,
    createdAt: Date.UTC(2026, 10, 21, 8, 0),
    ...overrides,
  }
}

const posted = (calls: MockCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path)

describe('integrations: webhooks', () => {
  it('lists endpoints and opens the delivery log of one, whose entries can be replayed', async () => {
    const calls = mockApi({
      ...session(MANAGER),
      'GET /api/webhooks': json([hook()]),
      'GET /api/webhooks/wh-1/deliveries': json([delivery()]),
      'POST /api/webhooks/wh-1/deliveries/del-1/replay': json(delivery({ id: 'del-2', replayOf: 'del-1' }), 202),
    })
    const { user } = renderApp('/organization/integrations')
    const section = await screen.findByRole('region', { name: 'Webhooks' })
    const table = await within(section).findByRole('table', { name: 'Webhooks' })
    const row = within(table).getByRole('row', { name: new RegExp(HOOK_URL) })
    expect(row.textContent).toContain('Applicant processed and Job status changed')
    expect(row.textContent).toContain('Active')
    expect(row.textContent).toContain('whsec_…AbCd')

    const open = within(row).getByRole('button', { name: `Delivery log of ${HOOK_URL}` })
    expect(open.getAttribute('aria-expanded')).toBe('false')
    await user.click(open)
    const log = await screen.findByRole('region', { name: `Deliveries to ${HOOK_URL}` })
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(open.getAttribute('aria-controls')).toBe(log.id)
    const entry = await within(log).findByRole('row', { name: /Applicant processed/ })
    expect(entry.textContent).toContain('Retrying · HTTP 500')
    expect(entry.textContent).toContain('42 ms')
    await user.click(within(entry).getByRole('button', { name: /^Replay Applicant processed of / }))
    expect(await screen.findByText('The delivery is sent again')).toBeTruthy()
    const [replay] = posted(calls, '/api/webhooks/wh-1/deliveries/del-1/replay')
    expect(replay?.headers.get('Idempotency-Key')).toBeTruthy()
  })

  it('adds an endpoint after checking it, shows its secret once, and forgets it on close', async () => {
    const calls = mockApi({
      ...session(MANAGER),
      'GET /api/webhooks': json([]),
      'POST /api/webhooks': json({ ...hook({ events: ['match.computed'] }), secret: 'whsec_full-secret-AbCd' }, 201),
    })
    const { user } = renderApp('/organization/integrations')
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy()
    const opener = screen.getByRole('button', { name: 'Add endpoint' })
    await user.click(opener)
    let dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' })
    const url = within(dialog).getByLabelText('Endpoint URL')
    await waitFor(() => expect(document.activeElement).toBe(url))

    await user.click(within(dialog).getByRole('checkbox', { name: 'Applicant processed' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }))
    expect(within(dialog).getByText('Enter the endpoint URL')).toBeTruthy()
    expect(within(dialog).getByText('Choose at least one event')).toBeTruthy()
    expect(document.activeElement).toBe(url)
    await user.type(url, 'ftp://ats.example.com')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Matches computed' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }))
    expect(within(dialog).getByText('Enter an http or https URL')).toBeTruthy()
    expect(within(dialog).queryByText('Choose at least one event')).toBeNull()
    expect(posted(calls, '/api/webhooks')).toEqual([])

    await user.clear(url)
    await user.type(url, HOOK_URL)
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }))
    const secret = await within(dialog).findByLabelText('Signing secret')
    expect((secret as HTMLInputElement).value).toBe('whsec_full-secret-AbCd')
    await waitFor(() => expect(document.activeElement).toBe(secret))
    expect(posted(calls, '/api/webhooks')[0]?.body).toEqual({
      url: HOOK_URL,
      description: null,
      events: ['match.computed'],
    })

    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
    await user.click(opener)
    dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' })
    expect(within(dialog).queryByLabelText('Signing secret')).toBeNull()
    expect((within(dialog).getByLabelText('Endpoint URL') as HTMLInputElement).value).toBe('')
  })

  it('a reader sees the endpoints and their log without add, pause, delete or replay', async () => {
    mockApi({
      ...session(['INTEGRATIONS_READ']),
      'GET /api/webhooks': json([hook({ active: false })]),
      'GET /api/webhooks/wh-1/deliveries': json([delivery({ status: 'SUCCEEDED', lastError: null })]),
    })
    const { user } = renderApp('/organization/integrations')
    const section = await screen.findByRole('region', { name: 'Webhooks' })
    const row = await within(section).findByRole('row', { name: new RegExp(HOOK_URL) })
    expect(row.textContent).toContain('Paused')
    expect(within(section).queryByRole('button', { name: 'Add endpoint' })).toBeNull()
    expect(within(row).queryByRole('button', { name: `Resume endpoint ${HOOK_URL}` })).toBeNull()
    expect(within(row).queryByRole('button', { name: `Delete endpoint ${HOOK_URL}` })).toBeNull()
    await user.click(within(row).getByRole('button', { name: `Delivery log of ${HOOK_URL}` }))
    const log = await screen.findByRole('region', { name: `Deliveries to ${HOOK_URL}` })
    const entry = await within(log).findByRole('row', { name: /Applicant processed/ })
    expect(entry.textContent).toContain('Delivered')
    expect(within(log).queryByRole('button', { name: /^Replay/ })).toBeNull()
  })
})
