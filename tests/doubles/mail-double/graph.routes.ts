import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { graphAttachment, graphError, graphMessage, graphQuery } from '../mail-shapes'
import { authenticate } from './bearer'
import { send } from './http'
import type { MailDoubleState } from './mail-double.state'

/** Graph's default page of a delta round without `Prefer: odata.maxpagesize`. */
const GRAPH_PAGE = 10

/**
 * Microsoft Graph v1.0 as the inbox reads it: /me, the inbox's message delta (a `receivedDateTime ge`
 * filter, next and delta links that carry where the client stands), one message with `$select` and
 * `$expand=attachments`, its attachments and their `$value`.
 */
export function graphRoutes(state: MailDoubleState) {
  const { base } = state.config
  return async function graph(req: IncomingMessage, res: ServerResponse, url: URL, route: string) {
    const email = authenticate(state, 'microsoft', req, res, route)
    if (!email) return
    const box = await state.mailboxOf('microsoft', email)
    const notFound = () =>
      send(res, 404, graphError('ErrorItemNotFound', 'The specified object was not found in the store.'))
    const { select, attachments } = graphQuery(url)
    const prefix = '/v1.0/me'
    if (!route.startsWith(prefix)) return notFound()
    const rest = route.slice(prefix.length)

    if (rest === '') {
      return send(res, 200, {
        '@odata.context': `${base}/graph/v1.0/$metadata#users/$entity`,
        id: createHash('sha256').update(email).digest('hex').slice(0, 16),
        displayName: email.split('@')[0],
        mail: email,
        userPrincipalName: email,
      })
    }
    if (rest === '/mailFolders/inbox/messages/delta' || rest === "/mailFolders('inbox')/messages/delta") {
      // Tokens carry where the client stands: the receivedDateTime filter and the last change seen.
      const token = url.searchParams.get('$deltatoken') ?? url.searchParams.get('$skiptoken')
      let position: { since: number; seq: number; select: string[] | null }
      if (token) {
        try {
          position = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
        } catch {
          return send(res, 400, graphError('ErrorInvalidUrlQuery', 'The sync state is invalid.'))
        }
      } else {
        const filter = url.searchParams.get('$filter')
        const match = filter ? /^receivedDateTime\s+ge\s+(\S+)$/.exec(filter.trim()) : null
        if (filter && !match) {
          return send(res, 400, graphError('ErrorInvalidUrlQuery', 'The only supported filter is receivedDateTime ge.'))
        }
        position = { since: match ? Date.parse(match[1] as string) : 0, seq: 0, select }
      }
      const pageSize = Number(/odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''))?.[1] ?? GRAPH_PAGE)
      const changed = box.messages
        .filter((m) => m.historyId > position.seq && m.receivedAt >= position.since)
        .sort((a, b) => a.historyId - b.historyId)
      const page = changed.slice(0, pageSize)
      const link = `${base}/graph/v1.0/me/mailFolders/inbox/messages/delta`
      const more = changed.length > page.length
      const nextPosition = {
        since: position.since,
        seq: more ? (page.at(-1)?.historyId ?? position.seq) : state.historyCounter,
        select: position.select,
      }
      const encoded = Buffer.from(JSON.stringify(nextPosition)).toString('base64url')
      return send(res, 200, {
        '@odata.context': `${base}/graph/v1.0/$metadata#Collection(message)`,
        value: page.map((m) => graphMessage(m, position.select)),
        ...(more ? { '@odata.nextLink': `${link}?$skiptoken=${encoded}` } : {}),
        ...(more ? {} : { '@odata.deltaLink': `${link}?$deltatoken=${encoded}` }),
      })
    }
    const value = /^\/messages\/([^/]+)\/attachments\/([^/]+)\/\$value$/.exec(rest)
    if (value) {
      const a = box.messages.find((m) => m.id === value[1])?.attachments.find((x) => x.id === value[2])
      if (!a) return notFound()
      res.writeHead(200, { 'Content-Type': a.contentType, 'Content-Length': a.bytes.byteLength })
      return res.end(Buffer.from(a.bytes))
    }
    const one = /^\/messages\/([^/]+)\/attachments\/([^/]+)$/.exec(rest)
    if (one) {
      const a = box.messages.find((m) => m.id === one[1])?.attachments.find((x) => x.id === one[2])
      return a ? send(res, 200, graphAttachment(a, select)) : notFound()
    }
    const list = /^\/messages\/([^/]+)\/attachments$/.exec(rest)
    if (list) {
      const m = box.messages.find((x) => x.id === list[1])
      return m ? send(res, 200, { value: m.attachments.map((a) => graphAttachment(a, select)) }) : notFound()
    }
    const message = /^\/messages\/([^/]+)$/.exec(rest)
    if (message) {
      const m = box.messages.find((x) => x.id === message[1])
      if (!m) return notFound()
      return send(res, 200, {
        ...graphMessage(m, select),
        ...(attachments ? { attachments: m.attachments.map((a) => graphAttachment(a, attachments.select)) } : {}),
      })
    }
    return notFound()
  }
}
