import type { Services } from '../context'
import { matchingService } from './matching.service'
import { missingRunsRepo } from './missing-runs.repo'

/** Jobs started per cron run: each is one queue message, the runs themselves are batched. */
const MAX_STARTED = 100

/**
 * OPEN jobs that never had a matching run (written straight into D1 — seed data, imports — or whose
 * first message was lost before the run row was written) get one, so an open job never stays without
 * scores. Runs from the cron; `npm start` triggers it once after seeding. Returns how many started.
 */
export async function startMissingJobRuns(services: Services): Promise<number> {
  const missing = await missingRunsRepo(services.db.platform()).openJobsWithoutRun(MAX_STARTED)
  for (const job of missing) await matchingService(services, job.tenantId).enqueueJob(job.id, null)
  return missing.length
}
