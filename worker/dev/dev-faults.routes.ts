import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { CvStorageFaultSchema } from '../contracts/failed-tasks'
import { guard } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { devFaultsRepo } from './dev-faults.repo'

/**
 * /api/dev/faults: switches that make a dependency fail locally (worker/dev/dev-faults.ts), for trying
 * and testing failure recovery. Mounted only in local and test mode (worker/app.ts withLocalRoutes);
 * a platform admin flips them, as only they can recover what fails.
 */
export const devFaultRoutes = new Hono<AppEnv>().post(
  '/cv-storage',
  guard({ permissions: ['ADMIN_UPDATE'] }),
  validate('json', CvStorageFaultSchema),
  async (c) => {
    const { unavailable } = c.req.valid('json')
    const services = c.get('services')
    await devFaultsRepo(services.db.platform()).setCvStorageUnavailable(unavailable, services.now())
    return c.json({ unavailable })
  },
)
