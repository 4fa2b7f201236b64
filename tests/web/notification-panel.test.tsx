import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UPLOAD_ERROR_LABELS, UPLOAD_REASON_LABELS } from '../../web/features/upload-status/upload-error-label'
import { m } from '../../web/paraglide/messages'
import { UPLOAD_ERROR_TYPES, UPLOAD_REASONS } from '../../worker/contracts/enums'
import { recruiter, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { clickShellControl } from './support/shell-control'
import { setOp, sseStream, statusItem } from './support/sse'

function streams() {
  const opened: ReturnType<typeof sseStream>[] = []
  return {
    opened,
    handler: () => {
      const stream = sseStream()
      opened.push(stream)
      return stream.response
    },
    /** Sends on the latest stream, inside act so React applies the update. */
    async send(data: unknown) {
      await act(async () => {
        opened.at(-1)?.event(data)
        await new Promise((resolve) => setTimeout(resolve, 0))
      })
    },
  }
}

const items = [
  statusItem({ documentId: 'a', filename: 'a.pdf', progress: 40, createdAt: 1 }),
  statusItem({ documentId: 'b', filename: 'b.pdf', status: 'SUCCESS', progress: 100, createdAt: 2 }),
  // A transient failure (the queue gave up): the one kind of failure a retry can fix.
  statusItem({ documentId: 'c', filename: 'c.pdf', status: 'ERROR', errorType: 'UNKNOWN_ERROR', createdAt: 3 }),
]

async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  await clickShellControl(user, () => screen.getByRole('button', { name: 'Notifications' }))
  return screen.findByRole('dialog', { name: 'Notifications' })
}

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  const sse = streams()
  const calls = mockApi({
    'GET /api/auth/session': json(signedIn(recruiter())),
    'GET /api/upload-status': sse.handler,
    'GET /api/applicants': json({ items: [], nextCursor: null }),
    ...extra,
  })
  const app = renderApp('/applicants')
  return { sse, calls, ...app }
}

describe('notification panel', () => {
  it('opens one stream and lists its items newest first: processing, success, failed', async () => {
    const { sse, user } = setup()
    await screen.findByRole('heading', { name: 'Candidates', level: 1 })
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    await sse.send(items.map(setOp))

    const trigger = screen.getByRole('button', { name: 'Notifications' })
    expect(trigger.getAttribute('aria-describedby')).toBe('notification-summary')
    expect(document.getElementById('notification-summary')?.textContent).toBe('3 uploads: 1 processing, 1 failed')

    const panel = await openPanel(user)
    const rows = within(panel).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('.notification-name')?.textContent)).toEqual(['c.pdf', 'b.pdf', 'a.pdf'])

    expect(rows[0]?.textContent).toContain('Failed: Unknown error')
    expect(within(rows[0]!).getByRole('button', { name: 'Retry c.pdf' })).toBeTruthy()
    const view = within(rows[1]!).getByRole('link', { name: 'View document b.pdf' })
    expect(view.getAttribute('href')).toBe('/applicants/b')
    const progress = within(rows[2]!).getByRole('progressbar', { name: 'Processing a.pdf' })
    expect(progress.getAttribute('aria-valuenow')).toBe('40')
    for (const row of rows) expect(within(row).getByRole('button', { name: /^Remove / })).toBeTruthy()
    expect(sse.opened).toHaveLength(1)
  })

  it('retries a failed document and announces the outcome', async () => {
    const { sse, calls, user } = setup({ 'POST /api/upload-status/retry': json({ ok: true }) })
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    await sse.send(items.map(setOp))
    const panel = await openPanel(user)
    await user.click(within(panel).getByRole('button', { name: 'Retry c.pdf' }))
    await waitFor(() => expect(within(panel).getByRole('progressbar', { name: 'Processing c.pdf' })).toBeTruthy())
    const retry = calls.find((call) => call.path === '/api/upload-status/retry')
    expect(retry?.body).toEqual({ documentId: 'c' })
    expect(retry?.headers.get('X-CSRF-Token')).toBe('csrf-token-1')

    await sse.send([setOp({ ...items[2]!, status: 'SUCCESS', errorType: null, progress: 100 })])
    expect(await screen.findByText('All documents were processed: 1 successful')).toBeTruthy()
  })

  it('offers Retry only where it can help, and says why a document was refused', async () => {
    const { sse, user } = setup()
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    const refused = [
      statusItem({ documentId: 'd', filename: 'damaged.pdf', status: 'ERROR', errorType: 'CORRUPTED_FILE' }),
      statusItem({ documentId: 'e', filename: 'letter.pdf', status: 'ERROR', errorType: 'VALIDATION_FAILED' }),
      statusItem({ documentId: 'f', filename: 'tool.pdf', status: 'ERROR', errorType: 'UNSUPPORTED_FILE' }),
      statusItem({ documentId: 'g', filename: 'ad.pdf', status: 'ERROR', errorType: 'VALIDATION_FAILED' }),
    ]
    await sse.send([
      setOp(refused[0]!),
      setOp({ ...refused[1]!, reason: 'cover_letter' }),
      setOp({ ...refused[2]!, reason: 'unreadable' }),
      setOp({ ...refused[3]!, reason: 'not_a_cv' }),
    ])
    const panel = await openPanel(user)
    expect(within(panel).getByText('Failed: The file is damaged')).toBeTruthy()
    expect(within(panel).getByText('Failed: Not a CV: this looks like a cover letter')).toBeTruthy()
    expect(within(panel).getByText('Failed: This file is not a document we can read')).toBeTruthy()
    expect(
      within(panel).getByText('Failed: Not a CV: this looks like a cover letter, a job ad or another document'),
    ).toBeTruthy()
    expect(within(panel).queryAllByRole('button', { name: /^Retry/ })).toHaveLength(0)
  })

  it('links a duplicate file to the candidate it is already in', async () => {
    const { sse, user } = setup()
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    await sse.send([
      setOp({
        ...statusItem({ documentId: 'dup', filename: 'copy.pdf', status: 'SUCCESS', progress: 100 }),
        title: 'Marta Kowalczyk',
        reason: 'duplicate',
        applicantId: 'first',
      }),
    ])
    const panel = await openPanel(user)
    expect(within(panel).getByText(/Already in Shortlist/)).toBeTruthy()
    const link = within(panel).getByRole('link', { name: 'View candidate Marta Kowalczyk' })
    expect(link.getAttribute('href')).toBe('/applicants/first')
  })

  it('shows an interrupted upload with "Choose files again" instead of Retry', async () => {
    const { sse, user } = setup()
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    await sse.send([
      setOp({
        ...statusItem({ documentId: 'lost', filename: 'lost.pdf', status: 'ERROR', errorType: 'UNKNOWN_ERROR' }),
        reason: 'interrupted',
      }),
    ])
    const panel = await openPanel(user)
    expect(within(panel).getByText('Upload interrupted: the file never arrived')).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: /^Retry/ })).toBeNull()
    await user.click(within(panel).getByRole('link', { name: 'Choose files again lost.pdf' }))
    expect(await screen.findByRole('heading', { name: 'Upload CVs', level: 1 })).toBeTruthy()
  })

  it('reports the files a reloaded tab announced but never sent, once', async () => {
    const user = recruiter()
    sessionStorage.setItem(`shortlist.pending-uploads.${user.id}:${user.organizationId}`, JSON.stringify(['x1', 'x2']))
    const sse = streams()
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(user)),
      'GET /api/upload-status': sse.handler,
      'GET /api/applicants': json({ items: [], nextCursor: null }),
      'POST /api/upload-status/interrupted': json({ interrupted: 2 }),
    })
    renderApp('/applicants')
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/upload-status/interrupted').map((call) => call.body)).toEqual([
        { documentIds: ['x1', 'x2'] },
      ]),
    )
    await waitFor(() =>
      expect(sessionStorage.getItem(`shortlist.pending-uploads.${user.id}:${user.organizationId}`)).toBeNull(),
    )
  })

  it('removes one item, then all', async () => {
    const { sse, calls, user } = setup({
      'POST /api/upload-status/remove': json({ ok: true }),
      'POST /api/upload-status/remove-all': json({ ok: true }),
    })
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    await sse.send(items.map(setOp))
    const panel = await openPanel(user)
    await user.click(within(panel).getByRole('button', { name: 'Remove b.pdf' }))
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Remove b.pdf' })).toBeNull())
    expect(calls.find((call) => call.path === '/api/upload-status/remove')?.body).toEqual({ documentId: 'b' })
    await user.click(within(panel).getByRole('button', { name: 'Remove all' }))
    await waitFor(() => expect(within(panel).getByText('No notifications')).toBeTruthy())
    expect(calls.find((call) => call.path === '/api/upload-status/remove-all')?.body).toEqual({})
  })

  it("says 'Failed to delete notification(s)' and 'Failed to retry the document' on errors", async () => {
    const { sse, user } = setup({
      'POST /api/upload-status/remove': apiError('INTERNAL', 500),
      'POST /api/upload-status/remove-all': apiError('INTERNAL', 500),
      'POST /api/upload-status/retry': apiError('INTERNAL', 500),
    })
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    await sse.send(items.map(setOp))
    const panel = await openPanel(user)
    await user.click(within(panel).getByRole('button', { name: 'Remove b.pdf' }))
    expect(await screen.findByText('Failed to delete notification(s)')).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'View document b.pdf' })).toBeTruthy()
    await user.click(within(panel).getByRole('button', { name: 'Retry c.pdf' }))
    expect(await screen.findByText('Failed to retry the document')).toBeTruthy()
    expect(within(panel).getByText('Failed: Unknown error')).toBeTruthy()
  })

  it('is keyboard accessible: opens with Enter, closes with Escape, focus returns', async () => {
    const { sse, user } = setup()
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    const trigger = screen.getByRole('button', { name: 'Notifications' })
    trigger.focus()
    await user.keyboard('{Enter}')
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true))
    expect(within(panel).getByText('No notifications')).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('reconnects after the stream closes and clears, then fills, with the first batch', async () => {
    const { sse, user } = setup()
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    await sse.send(items.map(setOp))
    await act(async () => sse.opened[0]?.close())
    await waitFor(() => expect(sse.opened).toHaveLength(2), { timeout: 3000 })
    await sse.send('ping')
    await sse.send([])
    const panel = await openPanel(user)
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3)
    await sse.send([setOp(statusItem({ documentId: 'd', filename: 'd.pdf', createdAt: 9 }))])
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1))
    expect(within(panel).getByText('d.pdf')).toBeTruthy()
  })

  it('counts on the badge only what changed since the panel was last opened', async () => {
    window.localStorage.clear()
    const { sse, user } = setup()
    await screen.findByRole('heading', { name: 'Candidates', level: 1 })
    await waitFor(() => expect(sse.opened).toHaveLength(1))
    const bell = screen.getByRole('button', { name: 'Notifications' })
    const badge = () => bell.querySelector('.notification-badge')
    await sse.send(items.map((item, i) => setOp({ ...item, updatedAt: 10 + i })))
    expect(badge()?.textContent).toBe('3')
    expect(badge()?.getAttribute('data-failed')).toBe('true')

    // Looking at the panel clears the badge; closing it keeps it clear.
    await openPanel(user)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(badge()).toBeNull())

    // One upload finishes and a new one arrives: two unseen, none failed.
    await sse.send([
      setOp(statusItem({ documentId: 'a', status: 'SUCCESS', progress: 100, updatedAt: 20 })),
      setOp(statusItem({ documentId: 'd', updatedAt: 21 })),
    ])
    expect(badge()?.textContent).toBe('2')
    expect(badge()?.getAttribute('data-failed')).toBeNull()
  })

  it('opens no stream without a current organization', async () => {
    const sse = streams()
    mockApi({
      'GET /api/auth/session': json(
        signedIn(recruiter({ organizationId: null, organization: null, organizations: [] })),
      ),
      'GET /api/upload-status': sse.handler,
    })
    renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull()
    expect(sse.opened).toHaveLength(0)
  })
})

describe('upload error labels', () => {
  it('name every error type in English and German', () => {
    expect(Object.keys(UPLOAD_ERROR_LABELS).sort()).toEqual([...UPLOAD_ERROR_TYPES].sort())
    expect(UPLOAD_ERROR_LABELS.UNSUPPORTED_FILE()).toBe('Unsupported file')
    expect(UPLOAD_ERROR_LABELS.CORRUPTED_FILE()).toBe('The file is damaged')
    for (const type of UPLOAD_ERROR_TYPES) {
      const key = `upload_error_${type.toLowerCase()}` as keyof typeof m
      const message = m[key] as (inputs: object, options: { locale: 'en' | 'de' }) => string
      expect(message({}, { locale: 'de' }), type).not.toBe(message({}, { locale: 'en' }))
    }
  })

  it('name every refusal reason in English and German', () => {
    expect(Object.keys(UPLOAD_REASON_LABELS).sort()).toEqual([...UPLOAD_REASONS].sort())
    for (const reason of UPLOAD_REASONS) {
      const message = m[`upload_reason_${reason}`] as (inputs: object, options: { locale: 'en' | 'de' }) => string
      expect(message({}, { locale: 'de' }), reason).not.toBe(message({}, { locale: 'en' }))
    }
    expect(m.upload_reason_duplicate({}, { locale: 'de' })).toBe('Bereits in Shortlist')
  })
})
