import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { accessRoutes } from './access/access.routes'
import { authRoutes } from './access/auth.routes'
import { applicantsRoutes } from './applicants/applicants.routes'
import type { AppEnv } from './context'
import { metricsRoutes } from './metrics/metrics.routes'
import { bodyLimits } from './middleware/body-limits'
import { correlationId } from './middleware/correlation-id'
import { originCheck } from './middleware/csrf'
import { handleError, notFound } from './middleware/error-handler'
import { services } from './middleware/services'
import { session } from './middleware/session'
import { uploadStatusRoutes } from './uploads/upload-status.routes'

/** Composes middleware and mounts each capability under /api. */
export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(correlationId)
  .use(services)
  .use(secureHeaders())
  .use(bodyLimits)
  .use(originCheck)
  .use(session)
  .get('/health', (c) => c.json({ ok: true }))
  .route('/access', accessRoutes)
  .route('/auth', authRoutes)
  .route('/metrics', metricsRoutes)
  .route('/applicants', applicantsRoutes)
  .route('/upload-status', uploadStatusRoutes)

app.onError(handleError)
app.notFound(notFound)

export type AppType = typeof app
