import { describe, expect, it } from 'vitest'
import type { ChatSummary } from '../../../worker/contracts/chats'
import { chatOrganization, json, post, send, teamChat, withPermissions } from './support'

interface Groups {
  groups: { type: string; items: { id: string; title: string; excerpt: string | null; chatId?: string }[] }[]
}

const search = async (session: Parameters<typeof post>[1], query: string) =>
  json<Groups>(await post('/api/search/autocomplete', session, { query }))

/** The chat message group of an overlay answer, as [chat name, text, chat id]. */
const messagesFound = (body: Groups) =>
  (body.groups.find((g) => g.type === 'chat_message')?.items ?? []).map((i) => [i.title, i.excerpt, i.chatId])

describe('chat messages in the global search (issue 15 point 3)', () => {
  it('a team chat is found by its members only, and opens in its chat', async () => {
    const { session, colleague, org } = await chatOrganization()
    const outsider = await withPermissions(org.id, ['CHAT', 'APPLICANT_READ', 'JOB_READ'], 'Otto Outsider')
    const chat = await teamChat(session, [colleague.user.id], 'Backend hiring')
    const message = await send(session, chat.id, 'The quokka candidate is strong')

    const owner = await search(session, 'quok')
    expect(messagesFound(owner)).toEqual([['Backend hiring', 'The quokka candidate is strong', chat.id]])
    expect(owner.groups.find((g) => g.type === 'chat_message')?.items[0]?.id).toBe(message.id)
    expect(messagesFound(await search(colleague.session, 'quokka str'))).toHaveLength(1)
    expect(messagesFound(await search(outsider.session, 'quok'))).toEqual([])
  })

  it('applicant and job chats are found by whoever may read the applicant or job; CHAT is needed', async () => {
    const { session, org, applicant, job } = await chatOrganization()
    const applicantChat = await json<ChatSummary>(await post(`/api/chats/for-applicant/${applicant.id}`, session))
    const jobChat = await json<ChatSummary>(await post(`/api/chats/for-job/${job.id}`, session))
    await send(session, applicantChat.id, 'Wombat interview on Friday')
    await send(session, jobChat.id, 'Wombat budget approved')

    const reader = await withPermissions(org.id, ['CHAT', 'APPLICANT_READ'], 'Rita Reader')
    expect(messagesFound(await search(reader.session, 'womb'))).toEqual([
      [applicantChat.name, 'Wombat interview on Friday', applicantChat.id],
    ])
    const noChat = await withPermissions(org.id, ['APPLICANT_READ', 'JOB_READ'], 'Nina Nochat')
    expect(messagesFound(await search(noChat.session, 'womb'))).toEqual([])
    expect(messagesFound(await search(session, 'womb'))).toHaveLength(2)
  })

  it('a deleted or edited message is found by its current text only, and another tenant never', async () => {
    const { session } = await chatOrganization()
    const other = await chatOrganization()
    const chat = await teamChat(session, [])
    const kept = await send(session, chat.id, 'Numbat offer drafted')
    const gone = await send(session, chat.id, 'Numbat reference pending')
    await post(`/api/chats/${chat.id}/delete-message`, session, { messageId: gone.id })
    await post(`/api/chats/${chat.id}/update-message`, session, { messageId: kept.id, text: 'Platypus offer drafted' })
    await send(other.session, (await teamChat(other.session, [])).id, 'Numbat and platypus elsewhere')

    expect(messagesFound(await search(session, 'numb'))).toEqual([])
    expect(messagesFound(await search(session, 'platy'))).toEqual([
      ['Shortlist team', 'Platypus offer drafted', chat.id],
    ])
  })
})
