import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ChatListResponse, ChatMessage, ChatSummary } from '../../../worker/contracts/chats'
import { call, type Session } from '../support/http'
import { chatOrganization, errorCode, history, json, member, post, send, teamChat, withPermissions } from './support'

const list = async (session: Session) => json<ChatListResponse>(await call('/api/chats', { session }))

describe('team chats', () => {
  it('creates a team chat with chosen members, who see it with the last message and their unread count', async () => {
    const { session, owner, colleague } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id], 'Hiring round')
    expect(chat).toMatchObject({ name: 'Hiring round', kind: 'TEAM', unread: 0 })
    expect(chat.members.map((m) => m.userId).sort()).toEqual([owner.id, colleague.user.id].sort())

    await send(session, chat.id, 'First')
    const second = await send(session, chat.id, 'Second')
    expect(second).toMatchObject({ seq: 2, version: 2, text: 'Second', authorId: owner.id, edited: false })

    const theirs = await list(colleague.session)
    const found = theirs.chats.find((c) => c.id === chat.id)
    expect(found).toMatchObject({ unread: 2, lastMessage: { text: 'Second' } })
    expect(theirs.unreadTotal).toBe(2)
    // One's own messages are never unread.
    expect((await list(session)).chats.find((c) => c.id === chat.id)?.unread).toBe(0)
  })

  it('refuses members from another organization and hides the chat from non-members', async () => {
    const { session, org, colleague } = await chatOrganization()
    const other = await chatOrganization()
    const refused = await post('/api/chats/team', session, { name: 'X', memberIds: [other.owner.id] })
    expect(refused.status).toBe(404)
    expect(await errorCode(refused)).toBe('USER_NOT_FOUND')

    const chat = await teamChat(session, [])
    const outsider = await member(org.id, ['CHAT'], 'Otto Outsider')
    const res = await call(`/api/chats/${chat.id}/messages`, { session: outsider.session })
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('CHAT_NOT_FOUND')
    expect((await list(colleague.session)).chats.find((c) => c.id === chat.id)).toBeUndefined()
  })

  it('adds colleagues to a team chat later: they read its history and see it in their list', async () => {
    const { session, org, owner, colleague } = await chatOrganization()
    const other = await chatOrganization()
    const chat = await teamChat(session, [], 'Late joiners')
    await send(session, chat.id, 'Before you came')
    const outsider = await member(org.id, ['CHAT'], 'Otto Outsider')

    // Only someone in the chat adds; a user of another organization is nobody here; nothing half-added.
    const notIn = await post(`/api/chats/${chat.id}/add-members`, outsider.session, { memberIds: [outsider.user.id] })
    expect(notIn.status).toBe(404)
    expect(await errorCode(notIn)).toBe('CHAT_NOT_FOUND')
    const foreign = await post(`/api/chats/${chat.id}/add-members`, session, {
      memberIds: [colleague.user.id, other.owner.id],
    })
    expect(foreign.status).toBe(404)
    expect(await errorCode(foreign)).toBe('USER_NOT_FOUND')
    expect((await list(colleague.session)).chats.find((c) => c.id === chat.id)).toBeUndefined()
    expect((await post(`/api/chats/${chat.id}/add-members`, session, { memberIds: [] })).status).toBe(400)

    const added = await json<ChatSummary>(
      await post(`/api/chats/${chat.id}/add-members`, session, { memberIds: [colleague.user.id, colleague.user.id] }),
    )
    expect(added.members.map((m) => m.userId).sort()).toEqual([owner.id, colleague.user.id].sort())
    const again = await json<ChatSummary>(
      await post(`/api/chats/${chat.id}/add-members`, session, { memberIds: [colleague.user.id] }),
    )
    expect(again.members).toHaveLength(2)
    expect((await list(colleague.session)).chats.find((c) => c.id === chat.id)).toMatchObject({ unread: 1 })
    expect((await history(colleague.session, chat.id)).messages.map((m) => m.text)).toEqual(['Before you came'])
    expect((await call(`/api/chats/${chat.id}/messages`, { session: outsider.session })).status).toBe(404)
  })

  it('honours an Idempotency-Key on create and send', async () => {
    const { session } = await chatOrganization()
    const headers = { 'Idempotency-Key': `chat-${crypto.randomUUID()}` }
    const once = await call('/api/chats/team', {
      method: 'POST',
      session,
      json: { name: 'Once', memberIds: [] },
      headers,
    })
    const twice = await call('/api/chats/team', {
      method: 'POST',
      session,
      json: { name: 'Once', memberIds: [] },
      headers,
    })
    const a = await json<ChatSummary>(once, 201)
    expect((await json<ChatSummary>(twice, 201)).id).toBe(a.id)

    const key = { 'Idempotency-Key': `msg-${crypto.randomUUID()}` }
    const body = { text: 'Only once', mentions: [] }
    await call(`/api/chats/${a.id}/add-message`, { method: 'POST', session, json: body, headers: key })
    await call(`/api/chats/${a.id}/add-message`, { method: 'POST', session, json: body, headers: key })
    expect((await history(session, a.id)).messages.map((m) => m.text)).toEqual(['Only once'])
  })
})

describe('applicant and job chats', () => {
  it('has one chat per applicant, created on first use, open to colleagues who may see the applicant', async () => {
    const { session, colleague, applicant } = await chatOrganization()
    const first = await json<ChatSummary>(await post(`/api/chats/for-applicant/${applicant.id}`, session))
    const again = await json<ChatSummary>(await post(`/api/chats/for-applicant/${applicant.id}`, colleague.session))
    expect(again.id).toBe(first.id)
    expect(first).toMatchObject({ kind: 'APPLICANT', applicantId: applicant.id, name: applicant.name })
    await send(colleague.session, first.id, 'Strong Python background')
    expect((await list(session)).chats.find((c) => c.id === first.id)?.unread).toBe(1)
  })

  it('has one chat per job; a job of another organization answers 404', async () => {
    const { session, job } = await chatOrganization()
    const other = await chatOrganization()
    const chat = await json<ChatSummary>(await post(`/api/chats/for-job/${job.id}`, session))
    expect(chat).toMatchObject({ kind: 'JOB', jobId: job.id })
    const foreign = await post(`/api/chats/for-job/${other.job.id}`, session)
    expect(foreign.status).toBe(404)
    expect(await errorCode(foreign)).toBe('JOB_POSITION_NOT_FOUND')
    const foreignApplicant = await post(`/api/chats/for-applicant/${other.applicant.id}`, session)
    expect(await errorCode(foreignApplicant)).toBe('APPLICANT_NOT_FOUND')
  })

  it('refuses an applicant chat to a member without APPLICANT_READ', async () => {
    const { session, org, applicant } = await chatOrganization()
    const chat = await json<ChatSummary>(await post(`/api/chats/for-applicant/${applicant.id}`, session))
    const chatOnly = await withPermissions(org.id, ['CHAT'])
    expect((await post(`/api/chats/for-applicant/${applicant.id}`, chatOnly.session)).status).toBe(403)
    const res = await call(`/api/chats/${chat.id}/messages`, { session: chatOnly.session })
    expect(res.status).toBe(403)
  })
})

describe('messages', () => {
  it('pages history with before and after cursors, oldest first', async () => {
    const { session } = await chatOrganization()
    const chat = await teamChat(session, [])
    const sent: ChatMessage[] = []
    for (let i = 1; i <= 5; i++) sent.push(await send(session, chat.id, `m${i}`))
    const latest = await history(session, chat.id, '?limit=2')
    expect(latest.messages.map((m) => m.text)).toEqual(['m4', 'm5'])
    expect(latest).toMatchObject({ hasMore: true, seq: 5 })
    const older = await history(session, chat.id, `?limit=2&before=${latest.messages[0]?.id}`)
    expect(older.messages.map((m) => m.text)).toEqual(['m2', 'm3'])
    const oldest = await history(session, chat.id, `?limit=2&before=${older.messages[0]?.id}`)
    expect(oldest).toMatchObject({ hasMore: false })
    expect(oldest.messages.map((m) => m.text)).toEqual(['m1'])
    const newer = await history(session, chat.id, `?limit=3&after=${sent[0]?.id}`)
    expect(newer.messages.map((m) => m.text)).toEqual(['m2', 'm3', 'm4'])
    expect(newer.hasMore).toBe(true)
  })

  it("refuses an empty message with spec §5's 'Message cannot be empty'", async () => {
    const { session } = await chatOrganization()
    const chat = await teamChat(session, [])
    const res = await post(`/api/chats/${chat.id}/add-message`, session, { text: '   ' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; details: { message: string }[] } }
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.details.map((d) => d.message)).toContain('Message cannot be empty')
  })

  it('edits own messages (edited flag, new version); others may not edit them', async () => {
    const { session, colleague } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id])
    const sent = await send(session, chat.id, 'Typo heer')
    const edited = await json<ChatMessage>(
      await post(`/api/chats/${chat.id}/update-message`, session, { messageId: sent.id, text: 'Typo here' }),
    )
    expect(edited).toMatchObject({ id: sent.id, seq: 1, version: 2, text: 'Typo here', edited: true })
    const theirs = await post(`/api/chats/${chat.id}/update-message`, colleague.session, {
      messageId: sent.id,
      text: 'Hijacked',
    })
    expect(theirs.status).toBe(403)
    expect(await errorCode(theirs)).toBe('CHAT_MESSAGE_NOT_OWN')
  })

  it('deletes own messages; an admin (TEAM_UPDATE) may delete anyone’s; a plain member may not', async () => {
    const { session, colleague } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id])
    const mine = await send(colleague.session, chat.id, 'mine')
    const ownerMessage = await send(session, chat.id, 'owner')
    const refused = await post(`/api/chats/${chat.id}/delete-message`, colleague.session, {
      messageId: ownerMessage.id,
    })
    expect(await errorCode(refused)).toBe('CHAT_MESSAGE_NOT_OWN')
    const deleted = await json<ChatMessage>(
      await post(`/api/chats/${chat.id}/delete-message`, colleague.session, { messageId: mine.id }),
    )
    expect(deleted).toMatchObject({ deleted: true, text: '' })
    const moderated = await post(`/api/chats/${chat.id}/delete-message`, session, { messageId: ownerMessage.id })
    expect(moderated.status).toBe(200)
    const gone = await post(`/api/chats/${chat.id}/update-message`, colleague.session, {
      messageId: mine.id,
      text: 'x',
    })
    expect(await errorCode(gone)).toBe('CHAT_MESSAGE_NOT_FOUND')
  })

  it('moves the last-read marker forward only, and the unread count falls', async () => {
    const { session, colleague } = await chatOrganization()
    const chat = await teamChat(session, [colleague.user.id])
    const a = await send(session, chat.id, 'a')
    const b = await send(session, chat.id, 'b')
    await send(session, chat.id, 'c')
    expect((await list(colleague.session)).chats.find((c) => c.id === chat.id)?.unread).toBe(3)
    const read = await json(
      await post('/api/chats/last-read-message', colleague.session, { chatId: chat.id, messageId: b.id }),
    )
    expect(read).toEqual({ lastReadSeq: 2, unread: 1 })
    const back = await json(
      await post('/api/chats/last-read-message', colleague.session, { chatId: chat.id, messageId: a.id }),
    )
    expect(back).toEqual({ lastReadSeq: 2, unread: 1 })
    expect((await list(colleague.session)).unreadTotal).toBe(1)
  })

  it('stores mentions of organization members only', async () => {
    const { session, colleague, applicant } = await chatOrganization()
    const other = await chatOrganization()
    const chat = await json<ChatSummary>(await post(`/api/chats/for-applicant/${applicant.id}`, session))
    const sent = await send(session, chat.id, '@Carla have a look', [colleague.user.id, other.owner.id])
    expect(sent.mentions).toEqual([colleague.user.id])
    // A mentioned colleague joins the applicant's chat, so it shows in their list.
    expect((await list(colleague.session)).chats.find((c) => c.id === chat.id)?.unread).toBe(1)
  })

  it('indexes message text for the tenant search; edits and deletes keep it current', async () => {
    const { session, org } = await chatOrganization()
    const chat = await teamChat(session, [])
    const sent = await send(session, chat.id, 'Zebrafish pipeline expert')
    const doc = () =>
      env.DB.prepare(
        "SELECT d.body FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid WHERE search_fts MATCH ? AND d.tenant_id = ? AND d.doc_type = 'chat_message'",
      )
    expect(await doc().bind('"zebrafish"*', org.id).all()).toMatchObject({
      results: [{ body: 'Zebrafish pipeline expert' }],
    })
    await post(`/api/chats/${chat.id}/update-message`, session, { messageId: sent.id, text: 'Okapi pipeline expert' })
    expect((await doc().bind('"zebrafish"*', org.id).all()).results).toEqual([])
    expect((await doc().bind('"okapi"*', org.id).all()).results).toHaveLength(1)
    await post(`/api/chats/${chat.id}/delete-message`, session, { messageId: sent.id })
    expect((await doc().bind('"okapi"*', org.id).all()).results).toEqual([])
  })
})

describe('security', () => {
  it("answers 404 for another organization's chat on every chat route", async () => {
    const mine = await chatOrganization()
    const theirs = await chatOrganization()
    const chat = await teamChat(theirs.session, [])
    const message = await send(theirs.session, chat.id, 'secret')
    const attempts = [
      call(`/api/chats/${chat.id}`, { session: mine.session }),
      call(`/api/chats/${chat.id}/messages`, { session: mine.session }),
      call(`/api/chats/${chat.id}/socket`, { session: mine.session, headers: { Upgrade: 'websocket' } }),
      post(`/api/chats/${chat.id}/add-message`, mine.session, { text: 'hi' }),
      post(`/api/chats/${chat.id}/update-message`, mine.session, { messageId: message.id, text: 'hi' }),
      post(`/api/chats/${chat.id}/delete-message`, mine.session, { messageId: message.id }),
      post(`/api/chats/${chat.id}/add-members`, mine.session, { memberIds: [mine.colleague.user.id] }),
      post('/api/chats/last-read-message', mine.session, { chatId: chat.id, messageId: message.id }),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404)
      expect(await errorCode(res)).toBe('CHAT_NOT_FOUND')
    }
    expect((await history(theirs.session, chat.id)).messages.map((m) => m.text)).toEqual(['secret'])
  })

  it('refuses every chat route without the CHAT permission', async () => {
    const { org, session } = await chatOrganization()
    const chat = await teamChat(session, [])
    const noChat = await withPermissions(org.id, ['APPLICANT_READ', 'JOB_READ'])
    const attempts = [
      call('/api/chats', { session: noChat.session }),
      call(`/api/chats/${chat.id}/messages`, { session: noChat.session }),
      call(`/api/chats/${chat.id}/socket`, { session: noChat.session, headers: { Upgrade: 'websocket' } }),
      post('/api/chats/team', noChat.session, { name: 'x', memberIds: [] }),
      post(`/api/chats/${chat.id}/add-message`, noChat.session, { text: 'hi' }),
    ]
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403)
  })
})

describe('mention notifications', () => {
  it('notifies a mentioned colleague once, never the author, and again only for new mentions of an edit', async () => {
    const { session, owner, colleague, org } = await chatOrganization()
    const third = await member(org.id, ['CHAT', 'TEAM_READ'], 'Theo Third')
    const chat = await teamChat(session, [colleague.user.id, third.user.id], 'Mentions')
    const sent = await send(session, chat.id, '@Carla Colleague please check', [colleague.user.id, owner.id])
    const notes = async (s: Session) =>
      json<{ items: { subject: { kind: string; id: string } }[]; unread: number }>(
        await call('/api/notifications', { session: s }),
      )
    expect((await notes(colleague.session)).items).toMatchObject([{ subject: { kind: 'chat', id: chat.id } }])
    expect((await notes(session)).items).toEqual([])
    await post(`/api/chats/${chat.id}/update-message`, session, {
      messageId: sent.id,
      text: '@Carla Colleague @Theo Third please check',
      mentions: [colleague.user.id, third.user.id],
    })
    expect((await notes(colleague.session)).items).toHaveLength(1)
    expect((await notes(third.session)).items).toHaveLength(1)
  })
})
