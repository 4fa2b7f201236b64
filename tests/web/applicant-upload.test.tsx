import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { recruiter, signedIn } from './support/fixtures'
import { json, type MockCall, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { setOp, sseStream, statusItem } from './support/sse'

function uploadApi() {
  const opened: ReturnType<typeof sseStream>[] = []
  let next = 0
  const calls = mockApi({
    'GET /api/auth/session': json(signedIn(recruiter())),
    'GET /api/upload-status': () => {
      const stream = sseStream()
      opened.push(stream)
      return stream.response
    },
    'GET /api/applicants': json({ items: [], nextCursor: null }),
    'POST /api/applicants/upload-url': (call: MockCall) => {
      const { files } = call.body as { files: { filename: string }[] }
      return json({
        uploads: files.map((f) => {
          next++
          return {
            documentId: `doc-${next}`,
            filename: f.filename,
            uploadUrl: `/api/applicants/upload/doc-${next}`,
            method: 'PUT',
            headers: {},
            expiresAt: Date.now() + 60_000,
          }
        }),
      })
    },
    'PUT /api/applicants/upload/doc-1': json({ ok: true }),
    'PUT /api/applicants/upload/doc-2': json({ ok: true }),
    'POST /api/applicants': (call: MockCall) =>
      json({ accepted: (call.body as { documentIds: string[] }).documentIds.length, skipped: 0, refused: 0 }, 202),
  })
  return { calls, opened }
}

const pdf = (name: string) => new File(['%PDF-1.4 cv'], name, { type: 'application/pdf' })

describe('upload screen', () => {
  it('uploads chosen files, refuses unsuitable ones, and reports the result', async () => {
    const { calls, opened } = uploadApi()
    const { user } = renderApp('/applicants/upload')
    await screen.findByRole('heading', { name: 'Upload CVs', level: 1 })
    const input = screen.getByLabelText('Choose files') as HTMLInputElement
    expect(input.multiple).toBe(true)
    expect(input.accept).toBe('.pdf,.txt,.doc,.docx,.jpeg,.jpg,.png,.pptx')

    const zone = input.closest('.drop-zone') as HTMLElement
    fireEvent.drop(zone, {
      dataTransfer: { files: [pdf('ada.pdf'), new File(['MZ'], 'setup.exe'), pdf('grace.pdf')] },
    })

    const status = await screen.findByText(/^Upload finished/)
    expect(status.textContent).toBe('Upload finished: 2 uploaded, 1 refused, 0 failed.')
    expect(status.getAttribute('role')).toBe('status')
    const progress = screen.getByRole('progressbar', { name: 'Upload progress' })
    expect(progress.getAttribute('aria-valuenow')).toBe('100')
    expect(progress.getAttribute('aria-valuetext')).toBe('3 of 3 files done')

    const list = screen.getByRole('list', { name: 'Selected files' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('.upload-row-state')?.textContent)).toEqual([
      'Uploaded',
      'Refused: unsupported file type',
      'Uploaded',
    ])
    expect(calls.filter((call) => call.path === '/api/applicants/upload-url')).toHaveLength(1)
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.headers.get('X-CSRF-Token'))).toEqual([
      'csrf-token-1',
      'csrf-token-1',
    ])
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/applicants')?.body).toEqual({
      documentIds: expect.arrayContaining(['doc-1', 'doc-2']),
    })

    // Processing finishes with one failure: the spec's toast.
    await act(async () => {
      opened
        .at(-1)
        ?.event([
          setOp(statusItem({ documentId: 'doc-1', status: 'SUCCESS', progress: 100 })),
          setOp(statusItem({ documentId: 'doc-2', status: 'ERROR', errorType: 'UNSUPPORTED_FILE' })),
        ])
    })
    expect(await screen.findByText('Some of the document uploads failed: 1 successful, 1 failed')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Show notifications' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(within(panel).getByText('Failed: Unsupported file')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to candidates' }).getAttribute('href')).toBe('/applicants')
  })

  it('announces success when every document of the batch was processed', async () => {
    const { opened } = uploadApi()
    const { user } = renderApp('/applicants/upload')
    await screen.findByRole('heading', { name: 'Upload CVs', level: 1 })
    await user.upload(screen.getByLabelText('Choose files'), [pdf('a.pdf'), pdf('b.pdf')])
    await screen.findByText('Upload finished: 2 uploaded, 0 refused, 0 failed.')
    await act(async () => {
      opened.at(-1)?.event([setOp(statusItem({ documentId: 'doc-1', status: 'SUCCESS', progress: 100 }))])
    })
    await act(async () => {
      opened.at(-1)?.event([setOp(statusItem({ documentId: 'doc-2', status: 'SUCCESS', progress: 100 }))])
    })
    expect(await screen.findByText('All documents were processed: 2 successful')).toBeTruthy()
  })

  it('lists at most 200 files and counts the rest', async () => {
    uploadApi()
    renderApp('/applicants/upload')
    await screen.findByRole('heading', { name: 'Upload CVs', level: 1 })
    const zone = (screen.getByLabelText('Choose files') as HTMLElement).closest('.drop-zone') as HTMLElement
    // Unsupported files: refused at once, nothing is sent.
    const files = Array.from({ length: 250 }, (_, i) => new File(['x'], `notes-${i}.odt`))
    fireEvent.drop(zone, { dataTransfer: { files } })
    await screen.findByText('Upload finished: 0 uploaded, 250 refused, 0 failed.')
    expect(within(screen.getByRole('list', { name: 'Selected files' })).getAllByRole('listitem')).toHaveLength(200)
    expect(screen.getByText('… and 50 more files')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show notifications' })).toBeNull())
  })
})

describe('upload-status stream on a first load', () => {
  const streamOpens = (calls: MockCall[]) => calls.filter((call) => call.path === '/api/upload-status')

  it("connects once the page's data has arrived, not with the page's first render", async () => {
    const { calls } = uploadApi()
    let release = () => {}
    const pageData = new Promise<number>((resolve) => {
      release = () => resolve(1)
    })
    const { queryClient } = renderApp('/applicants/upload')
    // Stands for the page's own query, still on its way.
    void queryClient.fetchQuery({ queryKey: ['page-data'], queryFn: () => pageData })
    await screen.findByRole('heading', { name: 'Upload CVs', level: 1 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(streamOpens(calls)).toHaveLength(0)
    release()
    await waitFor(() => expect(streamOpens(calls)).toHaveLength(1))
  })

  it("connects at once when an upload starts before the page's data, and its outcome is announced", async () => {
    const { calls, opened } = uploadApi()
    const { queryClient, user } = renderApp('/applicants/upload')
    void queryClient.fetchQuery({ queryKey: ['page-data'], queryFn: () => new Promise<number>(() => {}) })
    await screen.findByRole('heading', { name: 'Upload CVs', level: 1 })
    expect(streamOpens(calls)).toHaveLength(0)
    await user.upload(screen.getByLabelText('Choose files'), [pdf('a.pdf')])
    await waitFor(() => expect(streamOpens(calls)).toHaveLength(1))
    await screen.findByText('Upload finished: 1 uploaded, 0 refused, 0 failed.')
    await act(async () => {
      opened.at(-1)?.event([setOp(statusItem({ documentId: 'doc-1', status: 'SUCCESS', progress: 100 }))])
    })
    expect(await screen.findByText('All documents were processed: 1 successful')).toBeTruthy()
  })
})
