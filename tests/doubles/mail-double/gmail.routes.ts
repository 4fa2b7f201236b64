import type { IncomingMessage, ServerResponse } from 'node:http'
import { gmailAttachment, gmailMessage, googleError } from '../mail-shapes'
import { authenticate } from './bearer'
import { send } from './http'
import type { MailDoubleState } from './mail-double.state'

/**
 * Gmail API v1 as the inbox reads it: users.getProfile, users.messages.list (the `after:` and
 * `has:attachment` query terms), users.messages.get (full, metadata, minimal),
 * users.messages.attachments.get and users.history.list (404 below the oldest history id).
 */
export function gmailRoutes(state: MailDoubleState) {
  return async function gmail(req: IncomingMessage, res: ServerResponse, url: URL, route: string) {
    const email = authenticate(state, 'google', req, res, route)
    if (!email) return
    const box = await state.mailboxOf('google', email)
    const notFound = () => send(res, 404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'))
    const newestFirst = () => [...box.messages].sort((a, b) => b.receivedAt - a.receivedAt)
    const prefix = '/gmail/v1/users/me'
    if (!route.startsWith(prefix)) return notFound()
    const rest = route.slice(prefix.length)

    if (rest === '/profile') {
      return send(res, 200, {
        emailAddress: email,
        messagesTotal: box.messages.length,
        threadsTotal: box.messages.length,
        historyId: String(state.historyCounter),
      })
    }
    if (rest === '/messages') {
      const q = url.searchParams.get('q') ?? ''
      const after = /after:(\d+)/.exec(q)
      const withAttachment = /(^|\s)has:attachment(\s|$)/.test(q)
      const matching = newestFirst().filter(
        (m) =>
          (!after || m.receivedAt >= Number(after[1]) * 1000) &&
          (!withAttachment || m.attachments.some((a) => !a.inline)),
      )
      const max = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 500)
      const offset = Number(url.searchParams.get('pageToken') ?? 0) || 0
      const page = matching.slice(offset, offset + max)
      return send(res, 200, {
        ...(page.length ? { messages: page.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}),
        ...(offset + max < matching.length ? { nextPageToken: String(offset + max) } : {}),
        resultSizeEstimate: matching.length,
      })
    }
    const attachment = /^\/messages\/([^/]+)\/attachments\/([^/]+)$/.exec(rest)
    if (attachment) {
      const m = box.messages.find((x) => x.id === attachment[1])
      const a = m?.attachments.find((x) => x.id === attachment[2])
      return a ? send(res, 200, gmailAttachment(a)) : notFound()
    }
    const message = /^\/messages\/([^/]+)$/.exec(rest)
    if (message) {
      const m = box.messages.find((x) => x.id === message[1])
      const format = url.searchParams.get('format') ?? 'full'
      if (format !== 'full' && format !== 'metadata' && format !== 'minimal') {
        return send(res, 400, googleError(400, 'INVALID_ARGUMENT', `Invalid value at 'format' (${format})`))
      }
      return m ? send(res, 200, gmailMessage(m, format)) : notFound()
    }
    if (rest === '/history') {
      const start = Number(url.searchParams.get('startHistoryId'))
      if (!Number.isFinite(start) || start <= 0) {
        return send(res, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid startHistoryId'))
      }
      if (start < box.oldestHistoryId) return notFound()
      const added = [...box.messages].filter((m) => m.historyId > start).sort((a, b) => a.historyId - b.historyId)
      const max = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 500)
      const offset = Number(url.searchParams.get('pageToken') ?? 0) || 0
      const page = added.slice(offset, offset + max)
      return send(res, 200, {
        ...(page.length
          ? {
              history: page.map((m) => ({
                id: String(m.historyId),
                messages: [{ id: m.id, threadId: m.threadId }],
                messagesAdded: [{ message: { id: m.id, threadId: m.threadId, labelIds: ['INBOX', 'UNREAD'] } }],
              })),
            }
          : {}),
        ...(offset + max < added.length ? { nextPageToken: String(offset + max) } : {}),
        historyId: String(state.historyCounter),
      })
    }
    return notFound()
  }
}
