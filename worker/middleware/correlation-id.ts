import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../context'
import { newId } from '../lib/ids'

export const CORRELATION_HEADER = 'X-Correlation-Id'
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Takes the caller's correlation id (if well-formed) or makes one; every response and log line carries it. */
export const correlationId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header(CORRELATION_HEADER)
  const id = incoming && SAFE_ID.test(incoming) ? incoming : newId()
  c.set('correlationId', id)
  c.header(CORRELATION_HEADER, id)
  await next()
  c.header(CORRELATION_HEADER, id)
})
