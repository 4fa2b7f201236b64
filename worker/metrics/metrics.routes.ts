import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { guard, tenantOf } from '../middleware/guard'
import { metricsService } from './metrics.service'

const dashboard = guard({ permissions: ['DASHBOARD'], tenant: true })

/** /api/metrics: the dashboard's figures for the current organization. */
export const metricsRoutes = new Hono<AppEnv>()
  .use(dashboard)
  // The dashboard's first load: every figure in one request, asked for by index.html (ADR 0050).
  .get('/dashboard', async (c) => c.json(await metricsService(c.get('services'), tenantOf(c)).dashboard()))
  .get('/applicants', async (c) => c.json(await metricsService(c.get('services'), tenantOf(c)).applicants()))
  .get('/jobs', async (c) => c.json(await metricsService(c.get('services'), tenantOf(c)).jobs()))
  .get('/average-score', async (c) => c.json(await metricsService(c.get('services'), tenantOf(c)).averageScore()))
  .get('/skills/applicants', async (c) =>
    c.json(await metricsService(c.get('services'), tenantOf(c)).availableSkills()),
  )
  .get('/skills/jobs', async (c) => c.json(await metricsService(c.get('services'), tenantOf(c)).demandedSkills()))
  .get('/skills/gap', async (c) => c.json(await metricsService(c.get('services'), tenantOf(c)).skillGaps()))
