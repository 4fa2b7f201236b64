import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { authOf, guard, tenantOf } from '../middleware/guard'

/** The upload-status stream lives in one Durable Object per user and organization. */
export function uploadStatusObject(env: Env, tenantId: string, userId: string) {
  return env.UPLOAD_STATUS.get(env.UPLOAD_STATUS.idFromName(`${tenantId}:${userId}`))
}

/** GET /api/upload-status: server-sent events with lists of SET / DELETE / CLEAR operations. */
export const uploadStatusRoutes = new Hono<AppEnv>().get('/', guard({ tenant: true }), async (c) => {
  const stub = uploadStatusObject(c.env, tenantOf(c), authOf(c).user.id)
  const upstream = await stub.fetch('https://upload-status/stream', { signal: c.req.raw.signal })
  const headers = new Headers(upstream.headers)
  headers.set('X-Correlation-Id', c.get('correlationId'))
  return new Response(upstream.body, { status: upstream.status, headers })
})
