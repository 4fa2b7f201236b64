import { z } from 'zod'
import { bearerFetch, getJson, readCursor } from './mailbox-http'
import { MailboxError, type MailboxMessage, type MailboxProvider, type SyncPage } from './mailbox-provider'
import { oauthEndpoints } from './oauth-tokens'

/** Delegated, read-only: the mail, the signed-in user's address, and a refresh token. */
export const GRAPH_SCOPES = ['offline_access', 'User.Read', 'Mail.Read']
/** Messages per delta page (Prefer: odata.maxpagesize); each with attachments costs one more read. */
const PAGE = 50

const EmailAddress = z.object({ name: z.string().nullish(), address: z.string().nullish() }).nullish()
const DeltaSchema = z.object({
  value: z.array(
    z.object({
      id: z.string(),
      hasAttachments: z.boolean().optional(),
      '@removed': z.unknown().optional(),
    }),
  ),
  '@odata.nextLink': z.string().optional(),
  '@odata.deltaLink': z.string().optional(),
})
const MessageSchema = z.object({
  id: z.string(),
  subject: z.string().nullish(),
  receivedDateTime: z.string(),
  from: z.object({ emailAddress: EmailAddress }).nullish(),
  body: z.object({ contentType: z.string(), content: z.string() }).nullish(),
  attachments: z
    .array(
      z.object({
        '@odata.type': z.string().optional(),
        id: z.string(),
        name: z.string().nullish(),
        contentType: z.string().nullish(),
        size: z.number().nullish(),
        isInline: z.boolean().nullish(),
      }),
    )
    .default([]),
})
const MeSchema = z.object({ mail: z.string().nullish(), userPrincipalName: z.string() })
const CursorSchema = z.object({ link: z.string() })

const MESSAGE_SELECT = 'id,subject,receivedDateTime,from,body,hasAttachments'
const ATTACHMENT_SELECT = 'id,name,contentType,size,isInline'

export function graphMailbox(options: {
  clientId: string
  clientSecret: string
  redirectUri: string
  loginUrl: string
  tenant: string
  graphUrl: string
}): MailboxProvider {
  const login = `${options.loginUrl.replace(/\/$/, '')}/${encodeURIComponent(options.tenant)}/oauth2/v2.0`
  const graph = `${options.graphUrl.replace(/\/$/, '')}/v1.0`
  const oauth = oauthEndpoints({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUri: options.redirectUri,
    authorizationEndpoint: `${login}/authorize`,
    tokenEndpoint: `${login}/token`,
    scopes: GRAPH_SCOPES,
    extra: { prompt: 'select_account' },
    refreshScopes: GRAPH_SCOPES,
  })

  /** A link the provider handed back must stay on the Graph host: the bearer token goes with it. */
  function ownLink(link: string): string {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      throw new MailboxError('unavailable', 'delta link is not a URL')
    }
    if (url.origin !== new URL(graph).origin) throw new MailboxError('unavailable', 'delta link leaves the Graph host')
    return url.toString()
  }

  async function read(accessToken: string, id: string): Promise<MailboxMessage | null> {
    const q = `$select=${MESSAGE_SELECT}&$expand=attachments($select=${ATTACHMENT_SELECT})`
    let raw: z.infer<typeof MessageSchema>
    try {
      raw = await getJson(MessageSchema, `${graph}/me/messages/${encodeURIComponent(id)}?${q}`, accessToken)
    } catch (err) {
      if (err instanceof MailboxError && err.kind === 'not_found') return null
      throw err
    }
    const attachments = raw.attachments
      // Item and reference attachments (a forwarded mail, a OneDrive link) have no file bytes.
      .filter((a) => !a.isInline && (a['@odata.type'] ?? '#microsoft.graph.fileAttachment').endsWith('fileAttachment'))
      .map((a) => ({
        providerAttachmentId: a.id,
        filename: a.name ?? 'attachment',
        contentType: (a.contentType ?? 'application/octet-stream').toLowerCase(),
        sizeBytes: a.size ?? 0,
      }))
    if (attachments.length === 0) return null
    return {
      providerMessageId: raw.id,
      fromName: raw.from?.emailAddress?.name || null,
      fromAddress: (raw.from?.emailAddress?.address ?? '').toLowerCase(),
      subject: raw.subject ?? null,
      receivedAt: Date.parse(raw.receivedDateTime) || 0,
      body: raw.body
        ? { kind: raw.body.contentType.toLowerCase() === 'html' ? 'html' : 'text', content: raw.body.content }
        : null,
      attachments,
    }
  }

  return {
    provider: 'MICROSOFT',
    authorizationUrl: oauth.authorizationUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    // The Microsoft identity platform has no endpoint to revoke one grant; deleting our copy is all.
    async revoke() {},

    async address(accessToken) {
      const me = await getJson(MeSchema, `${graph}/me?$select=mail,userPrincipalName`, accessToken)
      return (me.mail ?? me.userPrincipalName).toLowerCase()
    },

    async syncPage(accessToken, stored, since): Promise<SyncPage> {
      const cursor = readCursor(CursorSchema, stored)
      const first = () => {
        const filter = `receivedDateTime ge ${new Date(since).toISOString().replace(/\.\d{3}Z$/, 'Z')}`
        return `${graph}/me/mailFolders/inbox/messages/delta?$select=id,receivedDateTime,hasAttachments&$filter=${encodeURIComponent(filter)}`
      }
      const prefer = { Prefer: `odata.maxpagesize=${PAGE}` }
      let page: z.infer<typeof DeltaSchema>
      let requests = 1
      try {
        page = await getJson(DeltaSchema, cursor ? ownLink(cursor.link) : first(), accessToken, prefer)
      } catch (err) {
        // An expired sync state (410 / 404): start the window again.
        if (cursor && err instanceof MailboxError && err.kind === 'not_found') {
          page = await getJson(DeltaSchema, first(), accessToken, prefer)
          requests++
        } else throw err
      }
      const messages: MailboxMessage[] = []
      for (const item of page.value) {
        if (item['@removed'] !== undefined || !item.hasAttachments) continue
        requests++
        const message = await read(accessToken, item.id)
        if (message) messages.push(message)
      }
      const next = page['@odata.nextLink'] ?? page['@odata.deltaLink']
      if (!next) throw new MailboxError('unavailable', 'delta page without a next or delta link')
      return {
        messages,
        cursor: JSON.stringify({ link: ownLink(next) }),
        more: Boolean(page['@odata.nextLink']),
        requests,
      }
    },

    async attachmentBytes(accessToken, messageId, attachmentId) {
      const res = await bearerFetch(
        `${graph}/me/messages/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(attachmentId)}/$value`,
        accessToken,
      )
      return new Uint8Array(await res.arrayBuffer())
    },
  }
}
