import type { EntitySuggestion, SearchGroup } from '../../api/search'
import { m } from '../../paraglide/messages'

/** Where a suggestion leads: a typed route of the SPA, or a path of a screen another feature owns. */
export type SearchTarget =
  | { to: '/applicants/$applicantId'; params: { applicantId: string } }
  | { to: '/jobs/$jobId'; params: { jobId: string } }
  | { to: '/applicants/$applicantId/fit-report'; params: { applicantId: string }; search: { jobId: string } }
  | { to: '/chats'; search: { chat: string } }
  | { href: string }

export function targetOf(type: SearchGroup['type'], item: EntitySuggestion): SearchTarget | null {
  switch (type) {
    case 'candidate':
      return { to: '/applicants/$applicantId', params: { applicantId: item.id } }
    case 'job':
      return { to: '/jobs/$jobId', params: { jobId: item.id } }
    case 'assessment':
      return item.applicantId && item.jobId
        ? {
            to: '/applicants/$applicantId/fit-report',
            params: { applicantId: item.applicantId },
            search: { jobId: item.jobId },
          }
        : null
    case 'client':
      // The client detail screen comes with the clients feature (issue 14, agencies only).
      return { href: `/clients/${encodeURIComponent(item.id)}` }
    case 'chat_message':
      return item.chatId ? { to: '/chats', search: { chat: item.chatId } } : null
    default:
      return null
  }
}

/** The heading of each group (spec §1: candidates, clients, assessments, jobs; and chat messages). */
export function groupLabel(type: SearchGroup['type']): string {
  switch (type) {
    case 'candidate':
      return m.search_group_candidates()
    case 'client':
      return m.search_group_clients()
    case 'assessment':
      return m.search_group_assessments()
    case 'job':
      return m.search_group_jobs()
    case 'chat_message':
      return m.search_group_chat_messages()
    default:
      return type
  }
}
