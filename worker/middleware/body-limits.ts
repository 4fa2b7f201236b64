import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../context'
import { MAX_UPLOAD_BYTES } from '../contracts/applicants'
import { PICTURE_MAX_BYTES } from '../contracts/profile'
import { LOGO_MAX_BYTES } from '../contracts/tenant'
import { AppError } from '../lib/app-error'

const tooLarge = () => {
  throw new AppError('PAYLOAD_TOO_LARGE')
}
/** JSON bodies above 1 MiB are refused; file uploads have their own route and cap. */
const json = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge })
const upload = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge })
const picture = bodyLimit({ maxSize: PICTURE_MAX_BYTES, onError: tooLarge })
const logo = bodyLimit({ maxSize: LOGO_MAX_BYTES, onError: tooLarge })
const UPLOAD_ROUTE = /^\/api\/applicants\/upload\/[^/]+$/
/** The public API's CV upload (ADR 0035): the file is the body. */
const V1_UPLOAD_ROUTE = '/api/v1/applicants'
const PICTURE_ROUTE = '/api/my-profile/upload-picture'
const LOGO_ROUTE = '/api/tenant/upload-logo'

export const bodyLimits = createMiddleware<AppEnv>((c, next) => {
  if (c.req.method === 'PUT' && UPLOAD_ROUTE.test(c.req.path)) return upload(c, next)
  if (c.req.method === 'POST' && c.req.path === V1_UPLOAD_ROUTE) return upload(c, next)
  if (c.req.method === 'POST' && c.req.path === PICTURE_ROUTE) return picture(c, next)
  if (c.req.method === 'POST' && c.req.path === LOGO_ROUTE) return logo(c, next)
  return json(c, next)
})
