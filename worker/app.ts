import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { secureHeaders } from 'hono/secure-headers'
import { accessRoutes } from './access/access.routes'
import { authRoutes } from './access/auth.routes'
import type { AppEnv } from './context'
import { AppError } from './lib/app-error'
import { metricsRoutes } from './metrics/metrics.routes'
import { correlationId } from './middleware/correlation-id'
import { originCheck } from './middleware/csrf'
import { handleError, notFound } from './middleware/error-handler'
import { services } from './middleware/services'
import { session } from './middleware/session'
import { uploadStatusRoutes } from './uploads/upload-status.routes'

/** JSON bodies above this are refused; file uploads have their own routes and caps. */
const JSON_BODY_LIMIT = 1024 * 1024

/** Composes middleware and mounts each capability under /api. */
export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(correlationId)
  .use(services)
  .use(secureHeaders())
  .use(
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE')
      },
    }),
  )
  .use(originCheck)
  .use(session)
  .get('/health', (c) => c.json({ ok: true }))
  .route('/access', accessRoutes)
  .route('/auth', authRoutes)
  .route('/metrics', metricsRoutes)
  .route('/upload-status', uploadStatusRoutes)

app.onError(handleError)
app.notFound(notFound)

export type AppType = typeof app
