import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  activeMention,
  insertMention,
  matchingCandidates,
  mentionsInText,
} from '../../web/features/comments/mention-text'
import { applicantDetail, recruiter, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const stream = () => sseStream().response
const user = () =>
  recruiter({ permissions: ['DASHBOARD', 'PROFILE', 'APPLICANT_READ', 'APPLICANT_CREATE', 'JOB_READ'] })
const NAMES = [
  { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 'user-2', name: 'Cleo Colleague', email: 'cleo@example.com' },
  { id: 'user-3', name: 'Clément Roux', email: 'clement@example.com' },
]
const comment = (overrides: Record<string, unknown> = {}) => ({
  id: 'comment-1',
  text: 'First look is good',
  author: { id: 'user-1', name: 'Ada Lovelace' },
  mentions: [],
  createdAt: Date.UTC(2026, 2, 14, 12),
  updatedAt: Date.UTC(2026, 2, 14, 12),
  edited: false,
  canEdit: true,
  canDelete: true,
  ...overrides,
})

function api(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/auth/session': json(signedIn(user())),
    'GET /api/upload-status': stream,
    'GET /api/notifications': json({ items: [], nextCursor: null, unread: 0 }),
    'GET /api/applicants/app-1': json(applicantDetail()),
    'GET /api/applicants/app-1/match': json({ items: [], nextCursor: null }),
    'GET /api/team/names': json(NAMES),
    ...extra,
  })
}

const commentsRegion = () => screen.findByRole('region', { name: 'Comments' })

describe('comments on the applicant detail', () => {
  it('lists comments and adds one with a mention picked by keyboard', async () => {
    let stored = [comment()]
    const calls = api({
      'GET /api/comments/applicants/app-1': () => json(stored),
      'POST /api/comments/applicants/app-1': (call) => {
        const body = call.body as { text: string; mentions: string[] }
        const created = comment({
          id: 'comment-2',
          text: body.text,
          mentions: [{ id: 'user-2', name: 'Cleo Colleague' }],
        })
        stored = [...stored, created]
        return json(created, 201)
      },
    })
    const { user: ui } = renderApp('/applicants/app-1')
    const region = await commentsRegion()
    expect(await within(region).findByText('First look is good')).toBeTruthy()
    const box = within(region).getByRole('combobox', { name: 'New comment' })
    await ui.click(box)
    await ui.keyboard('Please check @cl')
    const list = await within(region).findByRole('listbox', { name: 'Team members to mention' })
    const options = within(list).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Clément Roux', 'Cleo Colleague'])
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    await ui.keyboard('{ArrowDown}')
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    await ui.keyboard('{Enter}')
    expect((box as HTMLTextAreaElement).value).toBe('Please check @Cleo Colleague ')
    await ui.keyboard('today')
    await ui.click(within(region).getByRole('button', { name: 'Add comment' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/comments/applicants/app-1')
    expect(post?.body).toEqual({ text: 'Please check @Cleo Colleague today', mentions: ['user-2'] })
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy()
    expect(await within(region).findByText('Please check @Cleo Colleague today')).toBeTruthy()
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''))
  })

  it("refuses an empty message with 'Message cannot be empty' and sends nothing", async () => {
    const calls = api({ 'GET /api/comments/applicants/app-1': json([]) })
    const { user: ui } = renderApp('/applicants/app-1')
    const region = await commentsRegion()
    expect(await within(region).findByText('No comments yet.')).toBeTruthy()
    await ui.click(within(region).getByRole('combobox', { name: 'New comment' }))
    await ui.keyboard('   ')
    await ui.click(within(region).getByRole('button', { name: 'Add comment' }))
    expect(await within(region).findByText('Message cannot be empty')).toBeTruthy()
    expect(within(region).getByRole('combobox', { name: 'New comment' }).getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/comments'))).toBe(false)
  })

  it("shows 'Error loading comments' with a retry", async () => {
    let fail = true
    api({
      'GET /api/comments/applicants/app-1': () => (fail ? 'network-error' : json([comment()])),
    })
    const { user: ui } = renderApp('/applicants/app-1')
    const region = await commentsRegion()
    expect(await within(region).findByText('Error loading comments')).toBeTruthy()
    fail = false
    await ui.click(within(region).getByRole('button', { name: 'Try again' }))
    expect(await within(region).findByText('First look is good')).toBeTruthy()
  })

  it('edits and deletes an own comment; offers nothing on a colleague’s', async () => {
    let stored = [
      comment(),
      comment({
        id: 'comment-9',
        text: 'Colleague note',
        author: { id: 'user-2', name: 'Cleo Colleague' },
        canEdit: false,
        canDelete: false,
      }),
    ]
    const calls = api({
      'GET /api/comments/applicants/app-1': () => json(stored),
      'POST /api/comments/comment-1/update': (call) => {
        const updated = comment({ text: (call.body as { text: string }).text, edited: true })
        stored = [updated, ...stored.slice(1)]
        return json(updated)
      },
      'POST /api/comments/comment-1/delete': () => {
        stored = stored.slice(1)
        return json({ ok: true })
      },
    })
    const { user: ui } = renderApp('/applicants/app-1')
    const region = await commentsRegion()
    await within(region).findByText('Colleague note')
    expect(within(region).getAllByRole('button', { name: /^Edit/ })).toHaveLength(1)
    await ui.click(within(region).getByRole('button', { name: 'Edit comment by Ada Lovelace' }))
    const editor = within(region).getByRole('combobox', { name: 'Edit comment' })
    await ui.clear(editor)
    await ui.type(editor, 'Second look is better')
    await ui.click(within(region).getByRole('button', { name: 'Save' }))
    expect(await within(region).findByText('Second look is better')).toBeTruthy()
    expect(within(region).getByText(/edited/)).toBeTruthy()
    await ui.click(within(region).getByRole('button', { name: 'Delete comment by Ada Lovelace' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' })
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(region).queryByText('Second look is better')).toBeNull())
    expect(calls.filter((c) => c.path === '/api/comments/comment-1/delete')).toHaveLength(1)
  })
})

describe('mention text', () => {
  it('finds the mention at the caret, matches names ignoring case and accents, and inserts the full name', () => {
    expect(activeMention('Hello @cle', 10)).toEqual({ start: 6, query: 'cle' })
    expect(activeMention('mail@example', 12)).toBeNull()
    // Accents do not count when matching or ordering: "Clém…" sorts before "Cleo".
    expect(matchingCandidates(NAMES, 'cle').map((c) => c.name)).toEqual(['Clément Roux', 'Cleo Colleague'])
    expect(matchingCandidates(NAMES, 'roux').map((c) => c.name)).toEqual(['Clément Roux'])
    expect(insertMention('Hi @cl!', 3, 6, 'Cleo Colleague')).toEqual({ text: 'Hi @Cleo Colleague !', caret: 19 })
    const picked = [NAMES[1]!, NAMES[2]!, NAMES[1]!]
    expect(mentionsInText('Thanks @Cleo Colleague', picked).map((p) => p.id)).toEqual(['user-2'])
  })
})
