import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { outboxMails } from '../../db/schema'
import type { AppEnv } from '../context'
import { IdParam } from '../contracts/params'
import { AppError } from '../lib/app-error'
import { validate } from '../middleware/validate'

const ListQuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() })

/**
 * /api/dev/mailbox: what the local outbox "sent", for people trying sign-up locally and for tests.
 * It exists only in local and test mode; in production every path answers 404.
 */
export const devMailboxRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.get('services').config.APP_ENV === 'production') throw new AppError('NOT_FOUND')
    c.header('Cache-Control', 'no-store')
    await next()
  })
  .get('/', validate('query', ListQuerySchema), async (c) => {
    const { to } = c.req.valid('query')
    const db = c.get('services').db.platform()
    const rows = await db
      .select({
        id: outboxMails.id,
        to: outboxMails.toAddress,
        subject: outboxMails.subject,
        kind: outboxMails.kind,
        language: outboxMails.language,
        createdAt: outboxMails.createdAt,
      })
      .from(outboxMails)
      .where(to ? eq(outboxMails.toAddress, to) : undefined)
      .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
      .limit(100)
    return c.json({ mails: rows })
  })
  .get('/:id', validate('param', IdParam), async (c) => {
    const db = c.get('services').db.platform()
    const rows = await db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.id, c.req.valid('param').id)))
      .limit(1)
    const row = rows[0]
    if (!row) throw new AppError('NOT_FOUND')
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
