import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import {
  AttachmentIdQuerySchema,
  type EmailFilter,
  EmailIdQuerySchema,
  EmailIdRequestSchema,
  type EmailListQuery,
  EmailListQuerySchema,
  GetUrlRequestSchema,
  ImportAttachmentRequestSchema,
  type MailType,
  SyncRequestSchema,
  UnlinkQuerySchema,
} from '../contracts/inbox'
import { AppError } from '../lib/app-error'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { inboxService } from './inbox.service'
import { mailConnectService } from './mail-connect.service'
import { setMailFlowCookie, takeMailFlowCookie } from './mail-oauth-cookie'

/**
 * The inbox exists to bring CVs in: every call needs the right to add applicants. A mailbox is its
 * owner's alone (the services scope every query to the signed-in user).
 */
const inbox = guard({ permissions: ['APPLICANT_CREATE'], tenant: true })

const SLUG_TYPES: Record<string, MailType> = { google: 'GOOGLE', microsoft: 'MICROSOFT' }
const CallbackParam = z.object({ provider: z.enum(['google', 'microsoft']) })
const CallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
})

const inboxOf = (c: Context<AppEnv>) => inboxService(c.get('services'), authOf(c), tenantOf(c))
const connectOf = (c: Context<AppEnv>) => mailConnectService(c.get('services'), authOf(c), tenantOf(c))
const listed = (c: Context<AppEnv>, filter: EmailFilter, query: EmailListQuery) => inboxOf(c).list(filter, query)

/** /api/external-account (spec §7 External mail account). */
export const externalAccountRoutes = new Hono<AppEnv>()
  .get('/', inbox, async (c) => c.json(await connectOf(c).status()))
  .post('/get-url', inbox, validate('json', GetUrlRequestSchema), async (c) => {
    const { url, flow } = connectOf(c).begin(c.req.valid('json').type)
    setMailFlowCookie(c, flow)
    return c.json({ url })
  })
  // The provider sends the browser back here (a top-level GET): the outcome goes to the inbox screen.
  .get('/callback/:provider', validate('param', CallbackParam), validate('query', CallbackQuery), async (c) => {
    const type = SLUG_TYPES[c.req.valid('param').provider] as MailType
    const flow = takeMailFlowCookie(c)
    const auth = c.get('auth')
    if (!auth?.user.organizationId) return c.redirect('/login', 302)
    const result = await mailConnectService(c.get('services'), auth, auth.user.organizationId).complete(
      type,
      flow,
      c.req.valid('query'),
    )
    const target = new URLSearchParams(result.ok ? { connected: type } : { error: result.error, type })
    return c.redirect(`/inbox?${target}`, 302)
  })
  .delete('/unlink', inbox, validate('query', UnlinkQuerySchema), async (c) =>
    c.json(await connectOf(c).disconnect(c.req.valid('query').type)),
  )
  // "Sync now": queues the mailbox's sync at once; a repeat within a minute answers 429 with Retry-After.
  .post('/sync', inbox, validate('json', SyncRequestSchema), async (c) => {
    const result = await connectOf(c).syncNow(c.req.valid('json').type)
    if (!result.ok) {
      c.header('Retry-After', String(result.retryAfterSeconds))
      throw new AppError('MAIL_SYNC_TOO_SOON')
    }
    return c.json({ requestedAt: result.requestedAt }, 202)
  })
  .get('/emails', inbox, validate('query', EmailListQuerySchema), async (c) =>
    c.json(await listed(c, 'ALL', c.req.valid('query'))),
  )
  .get('/pending-emails', inbox, validate('query', EmailListQuerySchema), async (c) =>
    c.json(await listed(c, 'PENDING', c.req.valid('query'))),
  )
  .get('/processed-emails', inbox, validate('query', EmailListQuerySchema), async (c) =>
    c.json(await listed(c, 'PROCESSED', c.req.valid('query'))),
  )
  // "Mails with imported CVs" (spec §2 Inbox mail filters).
  .get('/emails-with-attachments', inbox, validate('query', EmailListQuerySchema), async (c) =>
    c.json(await listed(c, 'WITH_IMPORTED', c.req.valid('query'))),
  )
  .get('/email-details', inbox, validate('query', EmailIdQuerySchema), async (c) =>
    c.json(await inboxOf(c).details(c.req.valid('query').emailId)),
  )
  // The preview's bytes. Served as a download-safe blob: typed by content, never sniffed, sandboxed.
  .get('/attachment-details', inbox, validate('query', AttachmentIdQuerySchema), async (c) => {
    const { bytes, contentType, filename } = await inboxOf(c).preview(c.req.valid('query').attachmentId)
    return c.body(bytes, 200, {
      'Content-Type': contentType,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
  })
  .post('/import-attachment', inbox, validate('json', ImportAttachmentRequestSchema), idempotent(), async (c) =>
    c.json(await inboxOf(c).importAttachment(c.req.valid('json').attachmentId)),
  )
  .post('/mark-as-processed', inbox, validate('json', EmailIdRequestSchema), async (c) =>
    c.json(await inboxOf(c).setProcessed(c.req.valid('json').emailId, true)),
  )
  .post('/unmark-as-processed', inbox, validate('json', EmailIdRequestSchema), async (c) =>
    c.json(await inboxOf(c).setProcessed(c.req.valid('json').emailId, false)),
  )
