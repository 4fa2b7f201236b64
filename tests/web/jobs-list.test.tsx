import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jobDetail, jobRecruiter } from './jobs-fixtures'
import { signedIn } from './support/fixtures'
import { json, type MockCall, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const stream = () => sseStream().response
const row = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `job-${n}`,
  title: `Job number ${n}`,
  status: 'DRAFT',
  matchingOption: 'ALL',
  client: null,
  createdAt: Date.UTC(2026, 2, 14, 12),
  assignedCount: n,
  ...overrides,
})

describe('open positions list', () => {
  it('is in the menu, lists the columns, and keeps search and status in the URL', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(jobRecruiter())),
      'GET /api/upload-status': stream,
      'GET /api/jobs': (call: MockCall) =>
        json({
          items:
            call.query.get('status') === 'OPEN' ? [row(2, { status: 'OPEN' })] : [row(1), row(2, { status: 'OPEN' })],
          nextCursor: null,
        }),
    })
    const { router, user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Open positions' }),
    )
    const table = await screen.findByRole('table', { name: 'Open positions' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Status', 'Client', 'Assigned applicants', 'Created'])
    expect(within(table).getByRole('link', { name: 'Job number 1' }).getAttribute('href')).toBe('/jobs/job-1')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'OPEN')
    await waitFor(() => expect(currentHref(router)).toBe('/jobs?status=OPEN'))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Job number 1' })).toBeNull())
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'backend{Enter}')
    await waitFor(() => expect(currentHref(router)).toBe('/jobs?status=OPEN&search=backend'))
    const last = calls.filter((call) => call.path === '/api/jobs').at(-1)
    expect([last?.query.get('status'), last?.query.get('search')]).toEqual(['OPEN', 'backend'])
  })

  it('changes the status in bulk and reports refused jobs with the reason', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(jobRecruiter())),
      'GET /api/upload-status': stream,
      'GET /api/jobs': json({ items: [row(1), row(2)], nextCursor: null }),
      'POST /api/jobs/status': json({ updated: ['job-1'], refused: [{ id: 'job-2', code: 'JOB_WEIGHTS_MISSING' }] }),
    })
    const { user } = renderApp('/jobs')
    await screen.findByRole('table', { name: 'Open positions' })
    await user.click(screen.getByRole('checkbox', { name: 'Select all jobs' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'New status for the selected jobs' }), 'OPEN')
    await user.click(screen.getByRole('button', { name: 'Change status' }))
    expect(await screen.findByText('Status changed: 1')).toBeTruthy()
    expect(await screen.findByText('Not changed: 1')).toBeTruthy()
    expect(screen.getByText(/Set the attribute weights before opening the job/)).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/jobs/status')?.body).toEqual({
      ids: ['job-1', 'job-2'],
      status: 'OPEN',
    })
  })

  it('creates a job only with a 5-character title and a 50-character description', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(jobRecruiter())),
      'GET /api/upload-status': stream,
      'GET /api/jobs': json({ items: [row(1)], nextCursor: null }),
      'POST /api/jobs': json(jobDetail(), 201),
      'GET /api/jobs/job-1': json(jobDetail()),
    })
    const { user, router } = renderApp('/jobs')
    await user.click(await screen.findByRole('button', { name: 'Create job' }))
    const dialog = await screen.findByRole('dialog', { name: 'New job position' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Job title' }), 'Dev')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Too short')
    await user.click(within(dialog).getByRole('button', { name: 'Create job' }))
    expect(await within(dialog).findByText('Must be at least 5 characters')).toBeTruthy()
    expect(within(dialog).getByText('Must be at least 50 characters')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/jobs')).toBe(false)

    await user.type(within(dialog).getByRole('textbox', { name: 'Job title' }), 'eloper')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      ' — we need someone who writes TypeScript and loves SQL.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Create job' }))
    await waitFor(() => expect(currentHref(router)).toBe('/jobs/job-1'))
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/jobs')?.body as { title: string }
    expect(body.title).toBe('Developer')
  })
})
