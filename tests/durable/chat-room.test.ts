import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chatMessages, chats, memberships, searchDocuments } from '../../db/schema'
import type { ChatRoomObject } from '../../durable/chat-room.object'
import { CHAT_CLOSE, CHAT_FRAME_MAX_BYTES } from '../../worker/contracts/chats'
import { chatOrganization, messageSeqs, openSocket, post, send, teamChat, until } from '../worker/chats/support'
import { db } from '../worker/support/factories'

function room(tenantId: string, chatId: string) {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(`${tenantId}:${chatId}`))
}

describe('ChatRoomObject', () => {
  it('delivers a message and an edit live to every open tab of every member, in sequence order', async () => {
    const { session, colleague, org } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id])
    const tabs = await Promise.all([
      openSocket(session, chat.id),
      openSocket(colleague.session, chat.id),
      openSocket(colleague.session, chat.id),
    ])
    for (const { socket } of tabs) await until(() => socket?.frames.some((f) => f.type === 'ready') ?? false)
    const sent = await send(session, chat.id, 'Hello team')
    await post(`/api/chats/${chat.id}/update-message`, session, { messageId: sent.id, text: 'Hello, team' })
    for (const { socket } of tabs) {
      await until(() => messageSeqs(socket?.frames ?? []).length === 2)
      const frames = socket?.frames.filter((f) => f.type === 'message') ?? []
      expect(frames.map((f) => f.seq)).toEqual([1, 2])
      expect(frames.map((f) => f.type === 'message' && f.message.text)).toEqual(['Hello team', 'Hello, team'])
    }
    expect((await room(org.id, chat.id).stats()).sockets).toBe(3)
    for (const { socket } of tabs) socket?.ws.close()
  })

  it('resumes after a reconnect from the last seen number with no gap and no duplicate', async () => {
    const { session, colleague } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id])
    const first = await openSocket(colleague.session, chat.id)
    await send(session, chat.id, 'one')
    const two = await send(session, chat.id, 'two')
    await until(() => messageSeqs(first.socket?.frames ?? []).length === 2)
    first.socket?.ws.close()
    // While away: a new message and an edit of an old one.
    await send(session, chat.id, 'three')
    await post(`/api/chats/${chat.id}/update-message`, session, { messageId: two.id, text: 'two (edited)' })
    const lastSeen = Math.max(...messageSeqs(first.socket?.frames ?? []))
    const again = await openSocket(colleague.session, chat.id, lastSeen)
    await until(() => again.socket?.frames.some((f) => f.type === 'ready') ?? false)
    await send(session, chat.id, 'four')
    await until(() => messageSeqs(again.socket?.frames ?? []).length === 3)
    expect(messageSeqs(again.socket?.frames ?? [])).toEqual([3, 4, 5])
    const texts = again.socket?.frames.flatMap((f) => (f.type === 'message' ? [f.message.text] : []))
    expect(texts).toEqual(['three', 'two (edited)', 'four'])
    // A resume frame on an open socket replays the same way.
    again.socket?.ws.send(JSON.stringify({ type: 'resume', after: 4 }))
    await until(() => (again.socket?.frames.filter((f) => f.type === 'ready').length ?? 0) === 2)
    expect(messageSeqs(again.socket?.frames ?? [])).toEqual([3, 4, 5, 5])
    again.socket?.ws.close()
  })

  it('closes only the socket that sends an oversized (1009) or malformed (1008) frame', async () => {
    const { session, colleague } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id])
    const big = await openSocket(colleague.session, chat.id)
    const bad = await openSocket(colleague.session, chat.id)
    const good = await openSocket(session, chat.id)
    for (const s of [big, bad, good]) await until(() => s.socket?.frames.some((f) => f.type === 'ready') ?? false)
    big.socket?.ws.send(JSON.stringify({ type: 'resume', after: 0, pad: 'x'.repeat(CHAT_FRAME_MAX_BYTES) }))
    bad.socket?.ws.send('{"type":"shout"}')
    await until(() => big.socket?.closed.code !== null && bad.socket?.closed.code !== null)
    expect(big.socket?.closed.code).toBe(CHAT_CLOSE.TOO_BIG)
    expect(bad.socket?.closed.code).toBe(CHAT_CLOSE.MALFORMED)
    await send(colleague.session, chat.id, 'still here')
    await until(() => messageSeqs(good.socket?.frames ?? []).length === 1)
    good.socket?.ws.close()
  })

  it('refuses a user of another organization: no socket, nothing delivered', async () => {
    const { session, org } = await chatOrganization()
    const other = await chatOrganization()
    const chat = await teamChat(session, [])
    const { res, socket } = await openSocket(other.session, chat.id)
    expect(socket).toBeNull()
    expect(res.status).toBe(404)
    // The room of this chat under the other tenant's name is a different, empty room that refuses commands.
    await expect(
      room(other.org.id, chat.id).apply({
        op: 'add',
        tenantId: org.id,
        chatId: chat.id,
        actorId: other.owner.id,
        actorName: 'x',
        text: 'x',
        mentions: [],
      }),
    ).rejects.toThrow()
  })

  it('refuses a message for a chat deleted after the room last wrote it: nothing is stored or delivered', async () => {
    const { session, owner, org } = await chatOrganization()
    const chat = await teamChat(session, [])
    const { socket } = await openSocket(session, chat.id)
    await until(() => socket?.frames.some((f) => f.type === 'ready') ?? false)
    // The room's residence has written this chat once (it keeps the chat's name and kind for writes).
    await send(session, chat.id, 'one')
    await until(() => messageSeqs(socket?.frames ?? []).length === 1)
    // Deleted meanwhile (its applicant or job went): the Worker's check has passed, the room's write must fail.
    await db().delete(chats).where(eq(chats.id, chat.id))
    // Called inside the object, not over the stub: under vitest-pool-workers every rejecting stub RPC also
    // reports an unhandled rejection, even when the test handles it (cloudflare/workers-sdk#14736).
    const outcome = await runInDurableObject(room(org.id, chat.id), (instance: ChatRoomObject) =>
      instance
        .apply({
          op: 'add',
          tenantId: org.id,
          chatId: chat.id,
          actorId: owner.id,
          actorName: 'Olivia Owner',
          text: 'two',
          mentions: [],
        })
        .then(
          () => 'stored',
          (error: unknown) => `refused: ${String(error)}`,
        ),
    )
    expect(outcome).toMatch(/^refused: .*FOREIGN KEY/)
    const stored = await db().select().from(chatMessages).where(eq(chatMessages.chatId, chat.id))
    expect(stored).toEqual([])
    const indexed = await db()
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.tenantId, org.id), eq(searchDocuments.docType, 'chat_message')))
    expect(indexed.map((d) => d.body).filter((body) => body.includes('two'))).toEqual([])
    await new Promise((r) => setTimeout(r, 100))
    expect(messageSeqs(socket?.frames ?? [])).toEqual([1])
    socket?.ws.close()
  })

  it('closes a socket whose user lost CHAT when the next frame arrives (4403)', async () => {
    const { session, colleague, org } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id])
    const tab = await openSocket(colleague.session, chat.id)
    await until(() => tab.socket?.frames.some((f) => f.type === 'ready') ?? false)
    await db()
      .update(memberships)
      .set({ permissions: ['APPLICANT_READ'] })
      .where(and(eq(memberships.tenantId, org.id), eq(memberships.userId, colleague.user.id)))
    tab.socket?.ws.send(JSON.stringify({ type: 'resume', after: 0 }))
    await until(() => tab.socket?.closed.code !== null)
    expect(tab.socket?.closed.code).toBe(CHAT_CLOSE.FORBIDDEN)
  })

  it('checks sessions not checked for 30 s again on delivery: an allowed tab gets the change, a refused one closes', async () => {
    const { session, colleague, org } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id])
    const mine = await openSocket(session, chat.id)
    const theirs = await openSocket(colleague.session, chat.id)
    for (const { socket } of [mine, theirs]) await until(() => socket?.frames.some((f) => f.type === 'ready') ?? false)
    await db()
      .update(memberships)
      .set({ permissions: ['APPLICANT_READ'] })
      .where(and(eq(memberships.tenantId, org.id), eq(memberships.userId, colleague.user.id)))
    // As if 30 s had passed since both sessions were last checked (a woken room has no checks either).
    await runInDurableObject(room(org.id, chat.id), (instance) => {
      ;(instance as unknown as { checked: Map<string, number> }).checked.clear()
    })
    await send(session, chat.id, 'still here?')
    await until(() => messageSeqs(mine.socket?.frames ?? []).length === 1)
    await until(() => theirs.socket?.closed.code !== null)
    expect(theirs.socket?.closed.code).toBe(CHAT_CLOSE.FORBIDDEN)
    expect(messageSeqs(theirs.socket?.frames ?? [])).toEqual([])
    mine.socket?.ws.close()
  })

  it('answers ping with pong without waking the object', async () => {
    const { session } = await chatOrganization()
    const chat = await teamChat(session, [])
    const { socket } = await openSocket(session, chat.id)
    const raw: string[] = []
    socket?.ws.addEventListener('message', (e) => raw.push(String(e.data)))
    socket?.ws.send('ping')
    await until(() => raw.includes('pong'))
    socket?.ws.close()
  })

  it('forgets its state and closes its sockets when the chat is deleted', async () => {
    const { session, org } = await chatOrganization()
    const chat = await teamChat(session, [])
    const { socket } = await openSocket(session, chat.id)
    await until(() => socket?.frames.some((f) => f.type === 'ready') ?? false)
    await room(org.id, chat.id).forget()
    await until(() => socket?.closed.code !== null)
    expect(socket?.closed.code).toBe(CHAT_CLOSE.GONE)
  })
})
