/**
 * The JSON shapes of the Gmail API (v1) and Microsoft Graph (v1.0) mail resources, built from one
 * provider-neutral stored message. Field names, nesting and encodings follow the providers' public
 * reference pages: Gmail `users.messages` (payload parts, base64url bodies, `body.attachmentId`),
 * `users.messages.attachments` and `users.history`; Graph `message`, `fileAttachment` and delta
 * responses (`@odata.nextLink` / `@odata.deltaLink`).
 */

export interface StoredAttachment {
  id: string
  filename: string
  contentType: string
  bytes: Uint8Array
  /** Inline parts (pictures in a signature) are not attachments a recruiter chose to send. */
  inline?: boolean
}

export interface StoredMessage {
  id: string
  threadId: string
  /** Gmail's history id at which the message was added. */
  historyId: number
  from: { name: string; address: string }
  to: string
  subject: string
  receivedAt: number
  html: string | null
  text: string
  attachments: StoredAttachment[]
}

export const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const utf8 = (s: string) => new TextEncoder().encode(s)

function headers(m: StoredMessage) {
  return [
    { name: 'From', value: m.from.name ? `"${m.from.name}" <${m.from.address}>` : m.from.address },
    { name: 'To', value: m.to },
    { name: 'Subject', value: m.subject },
    { name: 'Date', value: new Date(m.receivedAt).toUTCString().replace('GMT', '+0000') },
    { name: 'Message-ID', value: `<${m.id}@mail.double.example>` },
  ]
}

/** Gmail `users.messages.get` with `format=full` (or `metadata`, which drops the bodies). */
export function gmailMessage(m: StoredMessage, format: 'full' | 'metadata' | 'minimal' = 'full') {
  const base = {
    id: m.id,
    threadId: m.threadId,
    labelIds: ['INBOX', 'UNREAD'],
    snippet: m.text.slice(0, 100),
    historyId: String(m.historyId),
    internalDate: String(m.receivedAt),
    sizeEstimate: m.attachments.reduce((n, a) => n + a.bytes.byteLength, m.text.length + 512),
  }
  if (format === 'minimal') return base
  const textPart = (partId: string) => ({
    partId,
    mimeType: 'text/plain',
    filename: '',
    headers: [{ name: 'Content-Type', value: 'text/plain; charset="UTF-8"' }],
    body: { size: utf8(m.text).byteLength, ...(format === 'full' ? { data: base64url(utf8(m.text)) } : {}) },
  })
  const alternative = (partId: string) =>
    m.html === null
      ? textPart(partId)
      : {
          partId,
          mimeType: 'multipart/alternative',
          filename: '',
          headers: [{ name: 'Content-Type', value: 'multipart/alternative; boundary="alt"' }],
          body: { size: 0 },
          parts: [
            textPart(`${partId === '' ? '' : `${partId}.`}0`),
            {
              partId: `${partId === '' ? '' : `${partId}.`}1`,
              mimeType: 'text/html',
              filename: '',
              headers: [{ name: 'Content-Type', value: 'text/html; charset="UTF-8"' }],
              body: {
                size: utf8(m.html).byteLength,
                ...(format === 'full' ? { data: base64url(utf8(m.html)) } : {}),
              },
            },
          ],
        }
  const payload =
    m.attachments.length === 0
      ? { ...alternative(''), headers: [...headers(m), ...alternative('').headers] }
      : {
          partId: '',
          mimeType: 'multipart/mixed',
          filename: '',
          headers: [...headers(m), { name: 'Content-Type', value: 'multipart/mixed; boundary="mixed"' }],
          body: { size: 0 },
          parts: [
            alternative('0'),
            ...m.attachments.map((a, i) => ({
              partId: String(i + 1),
              mimeType: a.contentType,
              filename: a.filename,
              headers: [
                { name: 'Content-Type', value: `${a.contentType}; name="${a.filename}"` },
                {
                  name: 'Content-Disposition',
                  value: `${a.inline ? 'inline' : 'attachment'}; filename="${a.filename}"`,
                },
                { name: 'Content-Transfer-Encoding', value: 'base64' },
              ],
              body: { attachmentId: a.id, size: a.bytes.byteLength },
            })),
          ],
        }
  return { ...base, payload }
}

/** Gmail `users.messages.attachments.get`: the bytes in base64url. */
export function gmailAttachment(a: StoredAttachment) {
  return { attachmentId: a.id, size: a.bytes.byteLength, data: base64url(a.bytes) }
}

const GRAPH_FIELDS = [
  'id',
  'createdDateTime',
  'lastModifiedDateTime',
  'receivedDateTime',
  'sentDateTime',
  'hasAttachments',
  'internetMessageId',
  'subject',
  'bodyPreview',
  'importance',
  'parentFolderId',
  'conversationId',
  'isRead',
  'isDraft',
  'webLink',
  'body',
  'sender',
  'from',
  'toRecipients',
] as const

/** A Graph `message` resource, reduced to `$select` when one is given (id is always present). */
export function graphMessage(m: StoredMessage, select: string[] | null) {
  const at = new Date(m.receivedAt).toISOString().replace(/\.\d{3}Z$/, 'Z')
  const address = { emailAddress: { name: m.from.name, address: m.from.address } }
  const full: Record<(typeof GRAPH_FIELDS)[number], unknown> = {
    id: m.id,
    createdDateTime: at,
    lastModifiedDateTime: at,
    receivedDateTime: at,
    sentDateTime: at,
    // Graph's hasAttachments is false when a message only has inline attachments.
    hasAttachments: m.attachments.some((a) => !a.inline),
    internetMessageId: `<${m.id}@mail.double.example>`,
    subject: m.subject,
    bodyPreview: m.text.slice(0, 255),
    importance: 'normal',
    parentFolderId: 'AQMkAGI2TAAAAgEMAAAA',
    conversationId: m.threadId,
    isRead: false,
    isDraft: false,
    webLink: `https://outlook.office365.com/owa/?ItemID=${encodeURIComponent(m.id)}`,
    body: m.html === null ? { contentType: 'text', content: m.text } : { contentType: 'html', content: m.html },
    sender: address,
    from: address,
    toRecipients: [{ emailAddress: { name: '', address: m.to } }],
  }
  if (!select) return { '@odata.etag': `W/"${m.historyId}"`, ...full }
  const out: Record<string, unknown> = { '@odata.etag': `W/"${m.historyId}"`, id: m.id }
  for (const key of select) if (key in full) out[key] = full[key as keyof typeof full]
  return out
}

/** A Graph `fileAttachment`, reduced to `$select` when given; contentBytes is standard base64. */
export function graphAttachment(a: StoredAttachment, select: string[] | null) {
  const full: Record<string, unknown> = {
    '@odata.type': '#microsoft.graph.fileAttachment',
    '@odata.mediaContentType': a.contentType,
    id: a.id,
    lastModifiedDateTime: new Date(0).toISOString(),
    name: a.filename,
    contentType: a.contentType,
    size: a.bytes.byteLength,
    isInline: a.inline ?? false,
    contentId: null,
    contentLocation: null,
    contentBytes: Buffer.from(a.bytes).toString('base64'),
  }
  if (!select) return full
  const out: Record<string, unknown> = { '@odata.type': full['@odata.type'], id: a.id }
  for (const key of select) if (key in full) out[key] = full[key]
  return out
}

/** Parses `$select=a,b` and `$expand=attachments($select=x,y)` the way Graph reads them. */
export function graphQuery(url: URL) {
  const select =
    url.searchParams
      .get('$select')
      ?.split(',')
      .map((s) => s.trim()) ?? null
  const expand = url.searchParams.get('$expand')
  let attachments: { select: string[] | null } | null = null
  if (expand) {
    const match = /^attachments(?:\(\$select=([^)]*)\))?$/.exec(expand.trim())
    if (match) attachments = { select: match[1] ? match[1].split(',').map((s) => s.trim()) : null }
  }
  return { select, attachments }
}

/** Google's error envelope (`google.rpc.Status` in JSON). */
export function googleError(code: number, status: string, message: string) {
  return { error: { code, message, errors: [{ message, domain: 'global', reason: status }], status } }
}

/** Graph's error envelope. */
export function graphError(code: string, message: string) {
  const date = new Date().toISOString().replace(/\.\d{3}Z$/, '')
  return {
    error: {
      code,
      message,
      innerError: { date, 'request-id': crypto.randomUUID(), 'client-request-id': crypto.randomUUID() },
    },
  }
}
