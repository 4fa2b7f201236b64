import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { applicantRow, makeUser, recruiter, signedIn } from './support/fixtures'
import { apiError, json, type MockCall, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { setOp, sseStream, statusItem } from './support/sse'

const stream = () => sseStream().response
const page = (from: number, count: number, nextCursor: string | null) => ({
  items: Array.from({ length: count }, (_, i) => applicantRow(from + i)),
  nextCursor,
})

describe('applicants list', () => {
  it('is in the main menu and lists name, tagline, created date, applications, open to all and state', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json({
        items: [applicantRow(1), applicantRow(2, { tagline: null, processingState: 'PENDING' })],
        nextCursor: null,
      }),
    })
    const { router, user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Candidates' }))
    await screen.findByRole('heading', { name: 'Candidates', level: 1 })
    expect(currentHref(router)).toBe('/applicants')

    const table = await screen.findByRole('table', { name: 'Candidates' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['Name', 'Tagline', 'Created', 'Applications', 'Open to all', 'Status'])
    const first = within(table).getByRole('row', { name: /Candidate 1/ })
    expect(within(first).getByRole('link', { name: 'Candidate 1' }).getAttribute('href')).toBe('/applicants/app-1')
    expect(first.textContent).toContain('Engineer 1')
    expect(first.textContent).toContain('Mar 14, 2026')
    expect(first.textContent).toContain('No')
    expect(first.textContent).toContain('Processed')
    const second = within(table).getByRole('row', { name: /Candidate 2/ })
    expect(second.textContent).toContain('Yes')
    expect(second.textContent).toContain('Processing')
    expect(screen.getByRole('link', { name: 'Add CV' }).getAttribute('href')).toBe('/applicants/upload')
  })

  it('says when the CV named nobody, with the file name beside it, never the file name as the name (issue 12)', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json({
        items: [applicantRow(1), applicantRow(2, { name: '', filename: 'cv_final_v2.pdf' })],
        nextCursor: null,
      }),
    })
    renderApp('/applicants')
    const table = await screen.findByRole('table', { name: 'Candidates' })
    const link = within(table).getByRole('link', { name: 'Name not found in the CV (cv_final_v2.pdf)' })
    expect(link.getAttribute('href')).toBe('/applicants/app-2')
    expect(
      within(table).getByRole('checkbox', { name: 'Select Name not found in the CV (cv_final_v2.pdf)' }),
    ).toBeTruthy()
    // A named applicant shows its name alone.
    expect(within(table).getByRole('link', { name: 'Candidate 1' })).toBeTruthy()
  })

  it('says so in German too', async () => {
    const organization = { ...makeUser().organization!, language: 'de_DE' as const }
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter({ organization }))),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json({
        items: [applicantRow(2, { name: ' ', filename: 'cv_final_v2.pdf' })],
        nextCursor: null,
      }),
    })
    renderApp('/applicants')
    const table = await screen.findByRole('table', { name: 'Kandidaten' })
    expect(
      within(table).getByRole('link', { name: 'Name im Lebenslauf nicht gefunden (cv_final_v2.pdf)' }),
    ).toBeTruthy()
  })

  it('loads more pages with the cursor', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': (call: MockCall) =>
        call.query.get('cursor') === 'c2' ? json(page(51, 10, null)) : json(page(1, 50, 'c2')),
    })
    const { user } = renderApp('/applicants')
    const table = await screen.findByRole('table', { name: 'Candidates' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51))
    expect(screen.getByText('Candidates shown: 50')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(61))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const listCalls = calls.filter((call) => call.path === '/api/applicants')
    expect(listCalls.map((call) => [call.query.get('limit'), call.query.get('cursor')])).toEqual([
      ['50', null],
      ['50', 'c2'],
    ])
  })

  it('deletes the selected applicants after confirming', async () => {
    let rows = [applicantRow(1), applicantRow(2), applicantRow(3)]
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': () => json({ items: rows, nextCursor: null }),
      'POST /api/applicants/delete': (call: MockCall) => {
        const ids = (call.body as { ids: string[] }).ids
        rows = rows.filter((row) => !ids.includes(row.id))
        return json({ deleted: ids.length })
      },
    })
    const { user } = renderApp('/applicants')
    await screen.findByRole('table', { name: 'Candidates' })
    const deleteButton = screen.getByRole('button', { name: 'Delete selected' }) as HTMLButtonElement
    expect(deleteButton.disabled).toBe(true)
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 1' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 3' }))
    expect(screen.getByText('2 selected')).toBeTruthy()
    await user.click(deleteButton)

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 selected candidates?' })
    // Focus starts on the safe choice.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })))
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(screen.queryByRole('row', { name: /Candidate 1/ })).toBeNull())
    expect(screen.getByRole('row', { name: /Candidate 2/ })).toBeTruthy()
    expect(screen.queryByRole('row', { name: /Candidate 3/ })).toBeNull()
    const del = calls.find((call) => call.path === '/api/applicants/delete')
    expect(del?.body).toEqual({ ids: ['app-1', 'app-3'] })
    expect(del?.headers.get('X-CSRF-Token')).toBe('csrf-token-1')
    expect(await screen.findByText('Deleted candidates: 2')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('selects all loaded rows, and cancelling deletes nothing', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json(page(1, 3, null)),
    })
    const { user } = renderApp('/applicants')
    await screen.findByRole('table', { name: 'Candidates' })
    await user.click(screen.getByRole('checkbox', { name: 'Select all candidates' }))
    expect(screen.getByText('3 selected')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 selected candidates?' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(dialog.isConnected).toBe(false)
    expect(calls.some((call) => call.path === '/api/applicants/delete')).toBe(false)
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete selected' })))
  })

  it("says 'Failed to delete applicants' when the bulk delete fails", async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json(page(1, 2, null)),
      'POST /api/applicants/delete': apiError('INTERNAL', 500),
    })
    const { user } = renderApp('/applicants')
    await screen.findByRole('table', { name: 'Candidates' })
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 1' }))
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete applicants')).toBeTruthy()
    expect(screen.getByRole('row', { name: /Candidate 1/ })).toBeTruthy()
  })

  it('offers neither selection nor Add CV without the permissions', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: ['DASHBOARD', 'APPLICANT_READ'] }))),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json(page(1, 2, null)),
    })
    renderApp('/applicants')
    await screen.findByRole('table', { name: 'Candidates' })
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Add CV' })).toBeNull()
  })

  it('keeps users without APPLICANT_READ out, and off the menu', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn(makeUser())), 'GET /api/upload-status': stream })
    const { router } = renderApp('/applicants')
    await screen.findByRole('heading', { level: 1 })
    expect(currentHref(router)).not.toBe('/applicants')
    expect(screen.queryByRole('link', { name: 'Candidates' })).toBeNull()
  })

  it('shows an empty state', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json({ items: [], nextCursor: null }),
    })
    renderApp('/applicants')
    expect(await screen.findByText('No candidates yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upload the first CVs' }).getAttribute('href')).toBe('/applicants/upload')
  })

  it("shows a skeleton while loading, then 'Error loading applicants' with a retry", async () => {
    let fail = true
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': async () => {
        await held
        return fail ? apiError('FORBIDDEN', 403) : json(page(1, 1, null))
      },
    })
    const { user } = renderApp('/applicants')
    await screen.findByRole('heading', { name: 'Candidates', level: 1 })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading…'))
    release()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Error loading applicants')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Candidate 1' })).toBeTruthy()
  })

  it('refreshes when the status stream reports a finished CV', async () => {
    const opened: ReturnType<typeof sseStream>[] = []
    let rows = [applicantRow(1)]
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': () => {
        const stream = sseStream()
        opened.push(stream)
        return stream.response
      },
      'GET /api/applicants': () => json({ items: rows, nextCursor: null }),
    })
    renderApp('/applicants')
    await screen.findByRole('link', { name: 'Candidate 1' })
    await waitFor(() => expect(opened).toHaveLength(1))
    rows = [applicantRow(2), applicantRow(1)]
    await act(async () => {
      opened[0]?.event([setOp(statusItem({ documentId: 'app-2', status: 'SUCCESS', progress: 100 }))])
    })
    expect(await screen.findByRole('link', { name: 'Candidate 2' }, { timeout: 3000 })).toBeTruthy()
  })

  it('renders in German', async () => {
    const organization = { ...makeUser().organization!, language: 'de_DE' as const }
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter({ organization }))),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json(page(1, 1, null)),
    })
    renderApp('/applicants')
    await screen.findByRole('heading', { name: 'Kandidaten', level: 1 })
    const table = await screen.findByRole('table', { name: 'Kandidaten' })
    expect(within(table).getByRole('columnheader', { name: 'Für alle offen' })).toBeTruthy()
    expect(within(table).getByRole('row', { name: /Candidate 1/ }).textContent).toContain('14.03.2026')
    expect(screen.getByRole('link', { name: 'Lebenslauf hinzufügen' })).toBeTruthy()
  })
})
