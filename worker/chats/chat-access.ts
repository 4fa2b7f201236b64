import type { SessionUser } from '../contracts/session'
import type { ChatRow } from './chats.repo'

/** Organization admins (they manage the team) may delete anyone's chat message. */
export const canModerate = (user: Pick<SessionUser, 'permissions'>) => user.permissions.includes('TEAM_UPDATE')

/**
 * Who may read and write a chat (spec §6 CHAT): the same door as guard() plus the chat's own rule.
 * Applicant and job chats are open to everyone who may see the applicant or job; team chats to their
 * members. Checked by every route and by the room on connect and on every frame.
 */
export function canUseChat(
  user: Pick<SessionUser, 'status' | 'permissions'>,
  chat: Pick<ChatRow, 'applicantId' | 'jobId'>,
  member: unknown,
): boolean {
  const held = new Set<string>(user.permissions)
  if (user.status === 'SUSPENDED' || held.has('SUSPENDED') || held.has('ORGANIZATION_SUSPENDED')) return false
  if (!held.has('CHAT')) return false
  if (chat.applicantId) return held.has('APPLICANT_READ')
  if (chat.jobId) return held.has('JOB_READ')
  return member !== null
}
