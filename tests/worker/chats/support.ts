import type { ChatHistoryResponse, ChatMessage, ChatServerFrame, ChatSummary } from '../../../worker/contracts/chats'
import { ChatServerFrameSchema } from '../../../worker/contracts/chats'
import type { OrganizationPermission } from '../../../worker/contracts/permissions'
import { createApplicant, createJob } from '../support/factories'
import { call, type Session } from '../support/http'
import { json, member, ownedOrganization, post } from '../team/support'

export { errorCode, json, member, post } from '../team/support'

/** An organization with its signed-in owner, a colleague with the user preset's CHAT, an applicant and a job. */
export async function chatOrganization() {
  const { org, owner, session } = await ownedOrganization()
  const colleague = await member(org.id, ['CHAT', 'APPLICANT_READ', 'JOB_READ', 'TEAM_READ'], 'Carla Colleague')
  const applicant = await createApplicant(org.id, { title: 'Data Engineer', hardSkills: ['Python'] })
  const job = await createJob(org.id, {})
  return { org, owner, session, colleague, applicant, job }
}

export const withPermissions = (organizationId: string, permissions: OrganizationPermission[], name?: string) =>
  member(organizationId, permissions, name)

export async function teamChat(session: Session, memberIds: string[], name = 'Shortlist team') {
  const res = await post('/api/chats/team', session, { name, memberIds })
  return json<ChatSummary>(res, 201)
}

export async function send(session: Session, chatId: string, text: string, mentions: string[] = []) {
  const res = await post(`/api/chats/${chatId}/add-message`, session, { text, mentions })
  return json<ChatMessage>(res, 201)
}

export const history = async (session: Session, chatId: string, query = '') =>
  json<ChatHistoryResponse>(await call(`/api/chats/${chatId}/messages${query}`, { session }))

/** Opens the chat's socket through the Worker, as a browser would; frames are parsed with the contract. */
export async function openSocket(session: Session, chatId: string, after = 0) {
  const res = await call(`/api/chats/${chatId}/socket?after=${after}`, { session, headers: { Upgrade: 'websocket' } })
  if (res.status !== 101 || !res.webSocket) return { res, socket: null }
  const ws = res.webSocket
  ws.accept()
  const frames: ChatServerFrame[] = []
  const closed: { code: number | null } = { code: null }
  ws.addEventListener('message', (e) => {
    if (e.data !== 'pong') frames.push(ChatServerFrameSchema.parse(JSON.parse(String(e.data))))
  })
  ws.addEventListener('close', (e) => {
    closed.code = e.code
  })
  return { res, socket: { ws, frames, closed } }
}

export async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 20))
  }
}

export const messageSeqs = (frames: ChatServerFrame[]) => frames.flatMap((f) => (f.type === 'message' ? [f.seq] : []))

export { createApplicant, createJob }
