import { z } from 'zod'
import { decodeBase64Any, getJson, parseFromHeader, readCursor } from './mailbox-http'
import {
  type MailboxAttachment,
  MailboxError,
  type MailboxMessage,
  type MailboxProvider,
  type SyncPage,
} from './mailbox-provider'
import { oauthEndpoints } from './oauth-tokens'

/** Read-only access to the mail: the narrowest Gmail scope that can read attachments. */
export const GMAIL_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly'
/** Messages per step: one list call plus this many message reads stays far below 1,000 subrequests. */
const PAGE = 50

interface Part {
  partId?: string | undefined
  mimeType?: string | undefined
  filename?: string | undefined
  headers?: { name: string; value: string }[] | undefined
  body?: { attachmentId?: string | undefined; size?: number | undefined; data?: string | undefined } | undefined
  parts?: Part[] | undefined
}
const PartSchema: z.ZodType<Part> = z.lazy(() =>
  z.object({
    partId: z.string().optional(),
    mimeType: z.string().optional(),
    filename: z.string().optional(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    body: z
      .object({ attachmentId: z.string().optional(), size: z.number().optional(), data: z.string().optional() })
      .optional(),
    parts: z.array(PartSchema).optional(),
  }),
)
const MessageSchema = z.object({ id: z.string(), internalDate: z.string().optional(), payload: PartSchema.optional() })
const ProfileSchema = z.object({ emailAddress: z.string(), historyId: z.string() })
const ListSchema = z.object({
  messages: z.array(z.object({ id: z.string() })).optional(),
  nextPageToken: z.string().optional(),
})
const HistorySchema = z.object({
  history: z
    .array(z.object({ messagesAdded: z.array(z.object({ message: z.object({ id: z.string() }) })).optional() }))
    .optional(),
  nextPageToken: z.string().optional(),
  historyId: z.string(),
})
const AttachmentSchema = z.object({ data: z.string() })

/** Where a Gmail sync stands: listing the window (first sync) or reading history from an id. */
const CursorSchema = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('window'), after: z.number(), historyId: z.string(), pageToken: z.string() }),
  z.object({ phase: z.literal('history'), historyId: z.string(), pageToken: z.string().optional() }),
])
type Cursor = z.infer<typeof CursorSchema>

const header = (part: Part | undefined, name: string) =>
  part?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? null

function* walk(part: Part | undefined): Generator<Part> {
  if (!part) return
  yield part
  for (const child of part.parts ?? []) yield* walk(child)
}

function toMessage(raw: z.infer<typeof MessageSchema>): MailboxMessage | null {
  const parts = [...walk(raw.payload)]
  const attachments: MailboxAttachment[] = parts
    .filter((p) => p.filename && p.body?.attachmentId && !/^\s*inline\b/i.test(header(p, 'Content-Disposition') ?? ''))
    .map((p) => ({
      providerAttachmentId: p.body?.attachmentId as string,
      filename: p.filename as string,
      contentType: (p.mimeType ?? 'application/octet-stream').toLowerCase(),
      sizeBytes: p.body?.size ?? 0,
    }))
  if (attachments.length === 0) return null
  const html = parts.find((p) => p.mimeType === 'text/html' && !p.filename && p.body?.data)
  const text = parts.find((p) => p.mimeType === 'text/plain' && !p.filename && p.body?.data)
  const decode = (p: Part) => new TextDecoder().decode(decodeBase64Any(p.body?.data ?? ''))
  const from = parseFromHeader(header(raw.payload, 'From') ?? '')
  return {
    providerMessageId: raw.id,
    fromName: from.name,
    fromAddress: from.address,
    subject: header(raw.payload, 'Subject'),
    receivedAt: Number(raw.internalDate ?? 0) || Date.parse(header(raw.payload, 'Date') ?? '') || 0,
    body: html ? { kind: 'html', content: decode(html) } : text ? { kind: 'text', content: decode(text) } : null,
    attachments,
  }
}

export function gmailMailbox(options: {
  clientId: string
  clientSecret: string
  redirectUri: string
  authUrl: string
  tokenUrl: string
  revokeUrl: string
  apiUrl: string
}): MailboxProvider {
  const api = `${options.apiUrl.replace(/\/$/, '')}/gmail/v1/users/me`
  const oauth = oauthEndpoints({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUri: options.redirectUri,
    authorizationEndpoint: options.authUrl,
    tokenEndpoint: options.tokenUrl,
    scopes: [GMAIL_SCOPE],
    // A refresh token only comes with offline access; consent makes Google send it again on reconnect.
    extra: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'false' },
  })

  async function read(accessToken: string, ids: string[]): Promise<MailboxMessage[]> {
    const out: MailboxMessage[] = []
    for (const id of ids) {
      try {
        const raw = await getJson(MessageSchema, `${api}/messages/${encodeURIComponent(id)}?format=full`, accessToken)
        const message = toMessage(raw)
        if (message) out.push(message)
      } catch (err) {
        // Deleted between listing and reading: nothing to keep.
        if (!(err instanceof MailboxError && err.kind === 'not_found')) throw err
      }
    }
    return out
  }

  async function windowPage(accessToken: string, cursor: Extract<Cursor, { phase: 'window' }> | null, since: number) {
    const after = cursor?.after ?? Math.floor(since / 1000)
    let requests = cursor ? 0 : 1
    const historyId = cursor?.historyId ?? (await getJson(ProfileSchema, `${api}/profile`, accessToken)).historyId
    const q = new URLSearchParams({ q: `has:attachment after:${after}`, maxResults: String(PAGE) })
    if (cursor?.pageToken) q.set('pageToken', cursor.pageToken)
    const list = await getJson(ListSchema, `${api}/messages?${q}`, accessToken)
    const ids = (list.messages ?? []).map((m) => m.id)
    const messages = await read(accessToken, ids)
    requests += 1 + ids.length
    const next: Cursor = list.nextPageToken
      ? { phase: 'window', after, historyId, pageToken: list.nextPageToken }
      : { phase: 'history', historyId }
    return { messages, cursor: JSON.stringify(next), more: Boolean(list.nextPageToken), requests }
  }

  return {
    provider: 'GOOGLE',
    authorizationUrl: oauth.authorizationUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,

    async revoke(tokens) {
      const token = tokens.refreshToken ?? tokens.accessToken
      if (!token) return
      await fetch(options.revokeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      })
        .then((res) => res.body?.cancel())
        .catch(() => undefined)
    },

    async address(accessToken) {
      return (await getJson(ProfileSchema, `${api}/profile`, accessToken)).emailAddress.toLowerCase()
    },

    async syncPage(accessToken, stored, since): Promise<SyncPage> {
      const cursor = readCursor(CursorSchema, stored)
      if (!cursor || cursor.phase === 'window') return windowPage(accessToken, cursor, since)
      const q = new URLSearchParams({
        startHistoryId: cursor.historyId,
        historyTypes: 'messageAdded',
        maxResults: String(PAGE),
      })
      if (cursor.pageToken) q.set('pageToken', cursor.pageToken)
      let history: z.infer<typeof HistorySchema>
      try {
        history = await getJson(HistorySchema, `${api}/history?${q}`, accessToken)
      } catch (err) {
        // The start id is too old (Gmail keeps about a week): read the window again instead.
        if (err instanceof MailboxError && err.kind === 'not_found') {
          const page = await windowPage(accessToken, null, since)
          return { ...page, requests: page.requests + 1 }
        }
        throw err
      }
      const ids = [...new Set((history.history ?? []).flatMap((h) => (h.messagesAdded ?? []).map((a) => a.message.id)))]
      const messages = await read(accessToken, ids)
      const next: Cursor = history.nextPageToken
        ? { phase: 'history', historyId: cursor.historyId, pageToken: history.nextPageToken }
        : { phase: 'history', historyId: history.historyId }
      return {
        messages,
        cursor: JSON.stringify(next),
        more: Boolean(history.nextPageToken),
        requests: 1 + ids.length,
      }
    },

    async attachmentBytes(accessToken, messageId, attachmentId) {
      const body = await getJson(
        AttachmentSchema,
        `${api}/messages/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(attachmentId)}`,
        accessToken,
      )
      return decodeBase64Any(body.data)
    },
  }
}
