import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { IdParam } from '../contracts/params'
import { AppError } from '../lib/app-error'
import { validate } from '../middleware/validate'
import { outboxRepo } from '../providers/mail/outbox.repo'

const ListQuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() })

/**
 * /api/dev/mailbox: what the local outbox "sent", for people trying sign-up locally and for tests.
 * Mounted only in local and test mode (worker/app.ts): the production router has no such path.
 */
export const devMailboxRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })
  .get('/', validate('query', ListQuerySchema), async (c) => {
    const { to } = c.req.valid('query')
    const rows = await outboxRepo(c.get('services').db.platform()).list(to)
    return c.json({ mails: rows })
  })
  .get('/:id', validate('param', IdParam), async (c) => {
    const row = await outboxRepo(c.get('services').db.platform()).get(c.req.valid('param').id)
    if (!row) throw new AppError('MAIL_NOT_FOUND')
    return c.json({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      kind: row.kind,
      language: row.language,
      createdAt: row.createdAt,
      text: row.textBody,
      html: row.htmlBody,
    })
  })
