import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ReindexPanel } from '../../web/features/admin-search/reindex-panel'
import { setLocale } from '../../web/paraglide/runtime'
import { makeUser, signedIn } from './support/fixtures'
import { apiError, json, type MockCall, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const PLATFORM_ADMIN = ['DASHBOARD', 'PROFILE', 'ADMIN_READ', 'ADMIN_UPDATE', 'ADMIN_DELETE', 'ADMIN_CREATE']

const session = (permissions: string[] = PLATFORM_ADMIN) => ({
  'GET /api/auth/session': json(signedIn(makeUser({ permissions }))),
  'GET /api/upload-status': () => sseStream().response,
})

function task(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `task-${n}`,
    queue: 'shortlist-ingest',
    kind: 'document.process',
    status: 'FAILED',
    errorType: 'UNKNOWN_ERROR',
    errorMessage: 'Processing failed after every retry',
    attempts: 4,
    organization: { id: 'org-1', name: 'Acme Recruiting' },
    applicant: null,
    job: null,
    document: { id: `doc-${n}`, filename: `cv-${n}.pdf` },
    principal: { id: 'user-1', name: 'Nina Hofer', email: 'nina@example.com' },
    createdAt: Date.UTC(2026, 10, 20, 9, 30),
    updatedAt: Date.UTC(2026, 10, 20, 9, 45),
    ...overrides,
  }
}

const posted = (calls: MockCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path)

describe('admin failed tasks', () => {
  it('is in the menu after Users and lists applicant, job, organization, principal, status, error and dates; gone rows read "deleted"', async () => {
    mockApi({
      ...session(),
      'GET /api/admin/queue/failed': json({
        tasks: [
          task(1),
          task(2, {
            kind: 'match.job',
            document: null,
            applicant: { id: 'a-1', name: null },
            job: { id: 'job-1', title: null },
            organization: { id: 'org-2', name: null },
            principal: { id: 'user-2', name: null, email: null },
            errorType: 'APPLICANT_NOT_FOUND',
          }),
        ],
        nextCursor: null,
      }),
    })
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    const menu = screen.getByRole('navigation', { name: 'Main' })
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(labels.indexOf('Failed tasks')).toBe(labels.indexOf('Users') + 1)
    await user.click(within(menu).getByRole('link', { name: 'Failed tasks' }))

    const table = await screen.findByRole('table', { name: 'Failed tasks' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Applicant', 'Job', 'Organization', 'Principal', 'Status', 'Error', 'Created', 'Updated', 'Actions'])
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[]
    expect(within(first!).getByRole('rowheader').textContent).toBe('CV file cv-1.pdf')
    expect(first!.textContent).toContain('Acme Recruiting')
    expect(first!.textContent).toContain('Nina Hofer')
    expect(first!.textContent).toContain('nina@example.com')
    expect(first!.textContent).toContain('Failed')
    expect(first!.textContent).toContain('4 attempts')
    expect(first!.textContent).toContain('Processing failed after every retry')
    expect(within(second!).getByRole('rowheader').textContent).toBe('deleted')
    expect(within(second!).getAllByText('deleted')).toHaveLength(4)
  })

  it('recovers a row and polls while it is queued again until it left the list', async () => {
    let state: 'failed' | 'recovering' | 'gone' = 'failed'
    const calls = mockApi({
      ...session(),
      'GET /api/admin/queue/failed': () => {
        const tasks = state === 'gone' ? [] : [task(1, { status: state === 'failed' ? 'FAILED' : 'RECOVERING' })]
        // The consumer runs the task while the screen polls.
        if (state === 'recovering') state = 'gone'
        return json({ tasks, nextCursor: null })
      },
      'POST /api/admin/queue/task-1/recover': () => {
        state = 'recovering'
        return json({ task: task(1, { status: 'RECOVERING' }) })
      },
    })
    const { user } = renderApp('/admin/failed-tasks')
    const table = await screen.findByRole('table', { name: 'Failed tasks' })
    await user.click(within(table).getByRole('button', { name: 'Recover: CV file cv-1.pdf' }))
    expect(await screen.findByText('The task is back on the queue.')).toBeTruthy()
    expect(posted(calls, '/api/admin/queue/task-1/recover')).toHaveLength(1)
    expect(
      await screen.findByText('No failed tasks: every background task has run.', {}, { timeout: 5_000 }),
    ).toBeTruthy()
  })

  it('asks before removing, and shows the spec message when the queue refuses', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/queue/failed': json({ tasks: [task(1)], nextCursor: null }),
      'POST /api/admin/queue/task-1/remove': apiError('FAILED_TASK_ACTION_FAILED', 409),
      'POST /api/admin/queue/task-1/rerun': apiError('FAILED_TASK_ACTION_FAILED', 409),
    })
    const { user } = renderApp('/admin/failed-tasks')
    const table = await screen.findByRole('table', { name: 'Failed tasks' })
    await user.click(within(table).getByRole('button', { name: 'Remove: CV file cv-1.pdf' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this task from the queue?' })
    expect(posted(calls, '/api/admin/queue/task-1/remove')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Task could not be deleted from the queue or re-run.')).toBeTruthy()
    expect(posted(calls, '/api/admin/queue/task-1/remove')).toHaveLength(1)

    await user.click(within(table).getByRole('button', { name: 'Re-run: CV file cv-1.pdf' }))
    await waitFor(() => expect(posted(calls, '/api/admin/queue/task-1/rerun')).toHaveLength(1))
  })

  it('recovers all, calling again while a call still recovered some', async () => {
    let round = 0
    const calls = mockApi({
      ...session(),
      'GET /api/admin/queue/failed': json({ tasks: [task(1), task(2)], nextCursor: null }),
      'POST /api/admin/queue/recover/failed': () => {
        round++
        if (round === 1) return json({ recovered: 50, refused: 0, remaining: 3 })
        if (round === 2) return json({ recovered: 2, refused: 1, remaining: 1 })
        return json({ recovered: 0, refused: 1, remaining: 1 })
      },
    })
    const { user } = renderApp('/admin/failed-tasks')
    await screen.findByRole('table', { name: 'Failed tasks' })
    await user.click(screen.getByRole('button', { name: 'Recover all' }))
    expect(await screen.findByText('Back on the queue: 52. Could not be recovered: 1.')).toBeTruthy()
    expect(posted(calls, '/api/admin/queue/recover/failed')).toHaveLength(3)
  })

  it('shows a load failure, in German too', async () => {
    const organization = { ...makeUser().organization!, language: 'de_DE' as const }
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: PLATFORM_ADMIN, organization }))),
      'GET /api/upload-status': () => sseStream().response,
      // A refusal is not retried (only 5xx and 429 are), so the failure shows at once.
      'GET /api/admin/queue/failed': apiError('FORBIDDEN', 403),
    })
    renderApp('/admin/failed-tasks')
    expect(await screen.findByText('Die fehlgeschlagenen Aufgaben konnten nicht geladen werden.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Fehlgeschlagene Aufgaben' })).toBeTruthy()
  })

  it('shows no actions to an admin who may only read', async () => {
    mockApi({
      ...session(['DASHBOARD', 'PROFILE', 'ADMIN_READ']),
      'GET /api/admin/queue/failed': json({ tasks: [task(1)], nextCursor: null }),
    })
    renderApp('/admin/failed-tasks')
    const table = await screen.findByRole('table', { name: 'Failed tasks' })
    expect(within(table).queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Recover all' })).toBeNull()
  })
})

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <ReindexPanel organizationId="org-1" organizationName="Acme Recruiting" />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('search index rebuild panel', () => {
  it('starts a rebuild, shows its progress while it runs and the result when done', async () => {
    let polls = 0
    const calls = mockApi({
      'GET /api/admin/search/reindex/org-1': () => {
        polls++
        if (polls === 1)
          return json({ organizationId: 'org-1', state: null, done: 0, total: 0, startedAt: null, finishedAt: null })
        if (polls === 2)
          return json({
            organizationId: 'org-1',
            state: 'RUNNING',
            done: 60,
            total: 120,
            startedAt: 1,
            finishedAt: null,
          })
        return json({
          organizationId: 'org-1',
          state: 'DONE',
          done: 120,
          total: 120,
          startedAt: 1,
          finishedAt: Date.UTC(2026, 10, 20, 10, 0),
        })
      },
      'POST /api/admin/search/reindex/org-1': json(
        { organizationId: 'org-1', state: 'QUEUED', done: 0, total: 120, startedAt: 1, finishedAt: null },
        202,
      ),
    })
    const user = renderPanel()
    expect(await screen.findByText('The search index of this organization has not been rebuilt yet.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Rebuild search index' }))
    expect(await screen.findByText('The rebuild is queued.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Rebuild search index' }) as HTMLButtonElement).disabled).toBe(true)
    const bar = screen.getByRole('progressbar', { name: 'Search index rebuild of Acme Recruiting' })
    expect(bar.getAttribute('aria-valuetext')).toBe('0 of 120 documents')
    await waitFor(
      () =>
        expect(
          screen
            .getByRole('progressbar', { name: 'Search index rebuild of Acme Recruiting' })
            .getAttribute('aria-valuenow'),
        ).toBe('50'),
      { timeout: 5_000 },
    )
    expect(await screen.findByText(/Rebuilt on .*: 120 documents\./, {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(posted(calls, '/api/admin/search/reindex/org-1')).toHaveLength(1)
  })

  it('shows a failed rebuild and a refused start in words, in German too', async () => {
    setLocale('de', { reload: false })
    mockApi({
      'GET /api/admin/search/reindex/org-1': json({
        organizationId: 'org-1',
        state: 'FAILED',
        done: 3,
        total: 9,
        startedAt: 1,
        finishedAt: null,
      }),
      'POST /api/admin/search/reindex/org-1': apiError('SEARCH_REINDEX_FAILED', 503),
    })
    const user = renderPanel()
    expect(await screen.findByText('Fehler beim Neuaufbau des Suchindex.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Suchindex neu aufbauen' }))
    await waitFor(() => expect(screen.getAllByText('Fehler beim Neuaufbau des Suchindex.')).toHaveLength(2))
  })
})
