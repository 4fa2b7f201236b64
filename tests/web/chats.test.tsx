import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatMessage, ChatSummary } from '../../worker/contracts/chats'
import { makeUser, signedIn } from './support/fixtures'
import { json, type MockCall, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

/** A browser WebSocket stand-in: the test plays the chat room. */
class FakeSocket extends EventTarget {
  static OPEN = 1
  static all: FakeSocket[] = []
  readyState = 0
  sent: string[] = []
  constructor(readonly url: string) {
    super()
    FakeSocket.all.push(this)
    queueMicrotask(() => {
      this.readyState = 1
      this.dispatchEvent(new Event('open'))
    })
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code = 1000, reason = '') {
    this.readyState = 3
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason }))
  }
  frame(frame: unknown) {
    act(() => {
      this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(frame) }))
    })
  }
}

const PERMISSIONS = ['DASHBOARD', 'PROFILE', 'CHAT', 'TEAM_READ', 'APPLICANT_READ', 'JOB_READ']

function message(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m${seq}`,
    chatId: 'chat-1',
    seq,
    version: seq,
    authorId: 'user-2',
    authorName: 'Bob Builder',
    text: `Message ${seq}`,
    edited: false,
    deleted: false,
    mentions: [],
    createdAt: Date.UTC(2026, 10, 20, 9, seq),
    updatedAt: Date.UTC(2026, 10, 20, 9, seq),
    ...overrides,
  }
}

function summary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id: 'chat-1',
    name: 'Backend hiring',
    kind: 'TEAM',
    applicantId: null,
    jobId: null,
    lastMessage: message(2),
    unread: 1,
    lastReadSeq: 1,
    members: [
      { userId: 'user-1', name: 'Ada Lovelace' },
      { userId: 'user-2', name: 'Bob Builder' },
    ],
    ...overrides,
  }
}

function api(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}): MockCall[] {
  return mockApi({
    'GET /api/auth/session': json(signedIn(makeUser({ permissions: PERMISSIONS }))),
    'GET /api/upload-status': () => sseStream().response,
    'GET /api/notifications': json({ items: [], nextCursor: null, unread: 0 }),
    'GET /api/chats': json({ chats: [summary()], unreadTotal: 1 }),
    'GET /api/chats/chat-1': json(summary()),
    'GET /api/chats/chat-1/messages': json({ messages: [message(1), message(2)], hasMore: false, seq: 2 }),
    'GET /api/team/names': json([
      { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
      { id: 'user-2', name: 'Bob Builder', email: 'bob@example.com' },
    ]),
    'POST /api/chats/last-read-message': json({ lastReadSeq: 2, unread: 0 }),
    ...extra,
  })
}

beforeEach(() => {
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
})
afterEach(() => vi.unstubAllGlobals())

describe('recruiting chats screen', () => {
  it('lists chats with unread counts (also in the menu) and opens a chat with its history and a new-messages marker', async () => {
    const calls = api()
    renderApp('/chats?chat=chat-1')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const link = await within(nav).findByRole('link', { name: /Team chat/ })
    await waitFor(() => expect(link.textContent).toContain('1 unread'))
    const list = await screen.findByRole('list', { name: 'Chats' })
    expect(within(list).getByRole('link', { name: /Backend hiring/ }).textContent).toContain('1 unread')
    const messages = await screen.findByRole('list', { name: 'Messages' })
    await within(messages).findByText('Message 2')
    expect(within(messages).getByLabelText('New messages')).toBeTruthy()
    // Reading the newest message moves the marker.
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chats/last-read-message')?.body).toEqual({
        chatId: 'chat-1',
        messageId: 'm2',
      }),
    )
    await waitFor(() => expect(FakeSocket.all[0]?.url).toContain('/api/chats/chat-1/socket?after=2'))
  })

  it('adds a colleague to a team chat from "Add people", and lists who is in it', async () => {
    const withCarla = summary({
      members: [...summary().members, { userId: 'user-3', name: 'Carla Colleague' }],
    })
    let added = false
    const calls = api({
      'GET /api/team/names': json([
        { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
        { id: 'user-2', name: 'Bob Builder', email: 'bob@example.com' },
        { id: 'user-3', name: 'Carla Colleague', email: 'carla@example.com' },
      ]),
      'GET /api/chats/chat-1': () => json(added ? withCarla : summary()),
      'POST /api/chats/chat-1/add-members': () => {
        added = true
        return json(withCarla)
      },
    })
    const { user } = renderApp('/chats?chat=chat-1')
    expect(await screen.findByText('Members: Ada Lovelace and Bob Builder')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add people' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add people to Backend hiring' })
    // Only colleagues not yet in the chat are offered; adding nobody asks for someone first.
    await within(dialog).findByRole('checkbox', { name: 'Carla Colleague' })
    expect(within(dialog).queryByRole('checkbox', { name: 'Ada Lovelace' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Add to chat' }))
    expect(await within(dialog).findByText('Choose at least one colleague.')).toBeTruthy()
    expect(calls.some((c) => c.path === '/api/chats/chat-1/add-members')).toBe(false)
    await user.click(within(dialog).getByRole('checkbox', { name: 'Carla Colleague' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add to chat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((c) => c.path === '/api/chats/chat-1/add-members')?.body).toEqual({ memberIds: ['user-3'] })
    expect(await screen.findByText('Members: Ada Lovelace, Bob Builder, and Carla Colleague')).toBeTruthy()
  })

  it('shows live messages and edits, ignores repeats, and resumes after a drop from the last seen number', async () => {
    api()
    renderApp('/chats?chat=chat-1')
    const messages = await screen.findByRole('list', { name: 'Messages' })
    await within(messages).findByText('Message 2')
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1))
    const socket = FakeSocket.all[0] as FakeSocket
    socket.frame({ type: 'ready', seq: 2 })
    await screen.findByText('Live')
    socket.frame({ type: 'message', seq: 3, message: message(3, { text: 'Live hello' }) })
    await within(messages).findByText('Live hello')
    socket.frame({ type: 'message', seq: 4, message: message(3, { text: 'Live hello!', version: 4, edited: true }) })
    await within(messages).findByText('Live hello!')
    expect(within(messages).getByText('edited')).toBeTruthy()
    // A repeated change (seq not above the last seen) changes nothing.
    socket.frame({ type: 'message', seq: 3, message: message(3, { text: 'Live hello' }) })
    expect(within(messages).queryByText('Live hello')).toBeNull()
    // Not a frame of the contract: ignored.
    socket.frame({ type: 'message', seq: 'x' })
    act(() => socket.close(1006))
    await screen.findByText('Connection lost. Reconnecting…')
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 3000 })
    expect(FakeSocket.all[1]?.url).toContain('after=4')
  })

  it("refuses an empty message with 'Message cannot be empty' and sends mentions picked with @", async () => {
    const calls = api({
      'POST /api/chats/chat-1/add-message': (call) =>
        json(
          message(3, {
            authorId: 'user-1',
            authorName: 'Ada Lovelace',
            text: String((call.body as { text: string }).text),
            mentions: ['user-2'],
          }),
          201,
        ),
    })
    const { user } = renderApp('/chats?chat=chat-1')
    const box = await screen.findByRole('combobox', { name: 'Message' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Message cannot be empty')).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/chats/chat-1/add-message')).toHaveLength(0)

    await user.type(box, 'Please look @Bo')
    const option = await screen.findByRole('option', { name: 'Bob Builder' })
    expect(option.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')
    expect((box as HTMLTextAreaElement).value).toBe('Please look @Bob Builder ')
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chats/chat-1/add-message')?.body).toEqual({
        text: 'Please look @Bob Builder',
        mentions: ['user-2'],
      }),
    )
    expect(calls.find((c) => c.path === '/api/chats/chat-1/add-message')?.headers.get('Idempotency-Key')).toBeTruthy()
    await screen.findByText('Please look @Bob Builder')
  })

  it('edits own messages in place (editing state) and shows deleted ones', async () => {
    api({
      'GET /api/chats/chat-1/messages': json({
        messages: [
          message(1, { authorId: 'user-1', authorName: 'Ada Lovelace', text: 'Mine' }),
          message(2, { deleted: true, text: '' }),
        ],
        hasMore: false,
        seq: 2,
      }),
      'POST /api/chats/chat-1/update-message': json(
        message(1, { authorId: 'user-1', authorName: 'Ada Lovelace', text: 'Mine, edited', edited: true, version: 3 }),
      ),
    })
    const { user } = renderApp('/chats?chat=chat-1')
    const messages = await screen.findByRole('list', { name: 'Messages' })
    await within(messages).findByText('Message deleted')
    await user.click(await within(messages).findByRole('button', { name: 'Edit' }))
    const editor = within(messages).getByRole('combobox', { name: 'Edit message' })
    await user.clear(editor)
    await user.type(editor, 'Mine, edited')
    await user.click(within(messages).getByRole('button', { name: 'Save' }))
    await within(messages).findByText('Mine, edited')
    expect(within(messages).getByText('edited')).toBeTruthy()
  })
})
