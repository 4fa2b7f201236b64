import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { v1ApplicantsRoutes } from './v1-applicants.routes'
import { v1ClientsRoutes } from './v1-clients.routes'
import { v1JobsRoutes } from './v1-jobs.routes'

/** The public API's routes (mounted at /api/v1): API keys only, never a cookie session (ADR 0035). */
export const v1Routes = new Hono<AppEnv>()
  .route('/', v1ApplicantsRoutes)
  .route('/jobs', v1JobsRoutes)
  .route('/', v1ClientsRoutes)
