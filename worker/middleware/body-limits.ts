import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../context'
import { MAX_UPLOAD_BYTES } from '../contracts/applicants'
import { AppError } from '../lib/app-error'

const tooLarge = () => {
  throw new AppError('PAYLOAD_TOO_LARGE')
}
/** JSON bodies above 1 MiB are refused; file uploads have their own route and cap. */
const json = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge })
const upload = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge })
const UPLOAD_ROUTE = /^\/api\/applicants\/upload\/[^/]+$/

export const bodyLimits = createMiddleware<AppEnv>((c, next) =>
  c.req.method === 'PUT' && UPLOAD_ROUTE.test(c.req.path) ? upload(c, next) : json(c, next),
)
