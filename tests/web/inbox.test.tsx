import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { EmailDetails, EmailSummary, ExternalAccount } from '../../worker/contracts/inbox'
import { makeUser, signedIn } from './support/fixtures'
import { apiError, json, type MockCall, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const PERMISSIONS = ['DASHBOARD', 'PROFILE', 'APPLICANT_READ', 'APPLICANT_CREATE']

const account = (overrides: Partial<ExternalAccount> = {}): ExternalAccount => ({
  type: 'GOOGLE',
  email: 'recruiter@gmail.example',
  status: 'CONNECTED',
  connectedAt: Date.UTC(2026, 10, 20),
  lastSyncedAt: Date.UTC(2026, 10, 27),
  syncRequestedAt: null,
  ...overrides,
})

const summary: EmailSummary = {
  id: 'mail-1',
  type: 'GOOGLE',
  fromName: 'Jordan Example',
  fromAddress: 'jordan@example.com',
  subject: 'Application: Data Engineer',
  receivedAt: Date.UTC(2026, 10, 25, 9),
  processed: false,
  attachmentCount: 2,
  importedCount: 0,
}

const details: EmailDetails = {
  ...summary,
  content: '<p>Please find my CV attached.</p>',
  attachments: [
    {
      id: 'att-1',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1536,
      kind: 'pdf',
      imported: false,
      documentId: null,
    },
    {
      id: 'att-2',
      filename: 'cv.docx',
      contentType: 'application/msword',
      sizeBytes: 2048,
      kind: 'docx',
      imported: false,
      documentId: null,
    },
  ],
}

function api(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}): MockCall[] {
  return mockApi({
    'GET /api/auth/session': json(signedIn(makeUser({ permissions: PERMISSIONS }))),
    'GET /api/upload-status': () => sseStream().response,
    'GET /api/notifications': json({ items: [], nextCursor: null, unread: 0 }),
    'GET /api/external-account': json({ accounts: [account()], available: ['GOOGLE', 'MICROSOFT'] }),
    'GET /api/external-account/emails': json({ items: [summary], nextCursor: null }),
    'GET /api/external-account/email-details': json(details),
    ...extra,
  })
}

describe('inbox screen', () => {
  it('shows the connected account, the mails, and the selected mail with content in a sandboxed frame and its attachments', async () => {
    api()
    renderApp('/inbox?mail=mail-1')
    expect(await screen.findByText(/Connected: recruiter@gmail\.example/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect Outlook' })).toBeTruthy()
    const filters = await screen.findByRole('navigation', { name: 'Filter mails' })
    for (const name of ['All', 'Pending', 'Processed', 'Mails with imported CVs']) {
      expect(within(filters).getByRole('link', { name })).toBeTruthy()
    }
    expect(await screen.findByRole('heading', { name: 'Application: Data Engineer' })).toBeTruthy()
    const frame = screen.getByTitle('Mail content') as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('srcdoc')).toContain('Please find my CV attached.')
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'")
    expect(screen.getByText('PDF, 1.5 KB')).toBeTruthy()
    // Word files have no preview in a browser.
    const user = (await import('@testing-library/user-event')).default.setup()
    await user.click(screen.getByRole('button', { name: 'Preview cv.docx' }))
    expect(await screen.findByText(/no preview in the browser/)).toBeTruthy()
  })

  it('imports an attachment once (Idempotency-Key) and marks the mail processed', async () => {
    let imported = false
    const calls = api({
      'GET /api/external-account/email-details': () =>
        json({
          ...details,
          importedCount: imported ? 1 : 0,
          attachments: details.attachments.map((a, i) =>
            i === 0 ? { ...a, imported, documentId: imported ? 'doc-1' : null } : a,
          ),
        }),
      'POST /api/external-account/import-attachment': () => {
        imported = true
        return json({ documentId: 'doc-1', status: 'QUEUED' })
      },
      'POST /api/external-account/mark-as-processed': json({ processed: true }),
    })
    const { user } = renderApp('/inbox?mail=mail-1')
    const buttons = await screen.findAllByRole('button', { name: 'Import as CV' })
    await user.click(buttons[0] as HTMLElement)
    await waitFor(() => expect(screen.getByText('Imported')).toBeTruthy())
    const call = calls.find((c) => c.path === '/api/external-account/import-attachment')
    expect(call?.body).toEqual({ attachmentId: 'att-1' })
    expect(call?.headers.get('Idempotency-Key')).toBe('inbox-import:att-1')
    await user.click(screen.getByRole('button', { name: 'Mark as processed' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/external-account/mark-as-processed')?.body).toEqual({
        emailId: 'mail-1',
      }),
    )
  })

  it('asks to reconnect an expired account, and says disconnecting is permanent before doing it', async () => {
    const calls = api({
      'GET /api/external-account': json({ accounts: [account({ status: 'EXPIRED' })], available: ['GOOGLE'] }),
      'DELETE /api/external-account/unlink': json({ disconnected: true }),
    })
    const { user } = renderApp('/inbox')
    expect(await screen.findByText(/The connection to recruiter@gmail\.example has expired/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reconnect recruiter@gmail.example' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Disconnect recruiter@gmail.example' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect recruiter@gmail.example?' })
    expect(within(dialog).getByText(/Disconnecting is permanent/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect recruiter@gmail.example' }))
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.query.get('type')).toBe('GOOGLE'))
  })

  it("says 'Error fetching Google Auth URL' when the connect address cannot be had", async () => {
    api({
      'GET /api/external-account': json({ accounts: [], available: ['GOOGLE', 'MICROSOFT'] }),
      'POST /api/external-account/get-url': apiError('MAIL_AUTH_URL_FAILED', 502),
    })
    const { user } = renderApp('/inbox')
    expect(await screen.findByText('Connect Gmail or Outlook to see mails with CVs here.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Connect Gmail' }))
    expect(await screen.findByText('Error fetching Gmail Auth URL')).toBeTruthy()
  })

  it('pages the list: "Load more" (a keyboard-reachable button) asks for the next page with the cursor', async () => {
    const second: EmailSummary = { ...summary, id: 'mail-2', subject: 'Application: Nurse' }
    const calls = api({
      'GET /api/external-account/emails': (call) =>
        call.query.get('cursor') === 'page-2'
          ? json({ items: [second], nextCursor: null })
          : json({ items: [summary], nextCursor: 'page-2' }),
    })
    const { user } = renderApp('/inbox')
    expect(await screen.findByRole('link', { name: /Application: Data Engineer/ })).toBeTruthy()
    const more = screen.getByRole('button', { name: 'Load more' })
    more.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('link', { name: /Application: Nurse/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Application: Data Engineer/ })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull())
    const lists = calls.filter((c) => c.path === '/api/external-account/emails')
    expect(lists.map((c) => c.query.get('cursor'))).toEqual([null, 'page-2'])
    expect(lists[0]?.query.get('limit')).toBe('50')
  })

  it("says 'Error receiving emails' with a retry that asks again", async () => {
    let fail = true
    const calls = api({
      'GET /api/external-account/emails': () =>
        fail ? apiError('MAIL_ACCOUNT_EXPIRED', 409) : json({ items: [summary], nextCursor: null }),
    })
    const { user } = renderApp('/inbox')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Error receiving emails')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: /Application: Data Engineer/ })).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/external-account/emails')).toHaveLength(2)
  })

  it('"Sync now" queues a sync, shows it running, and refreshes the list when it is done', async () => {
    const requestedAt = Date.now()
    let state: 'idle' | 'running' | 'done' = 'idle'
    const fresh: EmailSummary = { ...summary, id: 'mail-3', subject: 'Application: Welder' }
    const calls = api({
      'GET /api/external-account': () => {
        if (state === 'running') {
          // The sync finishes while the screen asks.
          state = 'done'
          return json({ accounts: [account({ syncRequestedAt: requestedAt })], available: ['GOOGLE'] })
        }
        return json({
          accounts: [
            account(state === 'done' ? { syncRequestedAt: requestedAt, lastSyncedAt: requestedAt + 500 } : {}),
          ],
          available: ['GOOGLE'],
        })
      },
      'GET /api/external-account/emails': () =>
        json({ items: state === 'done' ? [fresh, summary] : [summary], nextCursor: null }),
      'POST /api/external-account/sync': () => {
        state = 'running'
        return json({ requestedAt }, 202)
      },
    })
    const { user } = renderApp('/inbox')
    await user.click(await screen.findByRole('button', { name: 'Sync now recruiter@gmail.example' }))
    expect(await screen.findByRole('button', { name: 'Syncing recruiter@gmail.example…' })).toBeTruthy()
    expect(calls.find((c) => c.path === '/api/external-account/sync')?.body).toEqual({ type: 'GOOGLE' })
    expect(await screen.findByRole('link', { name: /Application: Welder/ }, { timeout: 5_000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sync now recruiter@gmail.example' })).toBeTruthy()
  })

  it('"Sync now" within a minute says to wait (429 MAIL_SYNC_TOO_SOON)', async () => {
    api({ 'POST /api/external-account/sync': apiError('MAIL_SYNC_TOO_SOON', 429) })
    const { user } = renderApp('/inbox')
    await user.click(await screen.findByRole('button', { name: 'Sync now recruiter@gmail.example' }))
    expect(
      await screen.findByText('This mailbox was synced moments ago. Please wait a minute before syncing it again.'),
    ).toBeTruthy()
  })
})
