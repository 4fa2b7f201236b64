import { eq } from 'drizzle-orm'
import { platformSettings } from '../../db/schema'
import type { Database } from '../db/database'

/** The platform_settings key of the local CV storage outage switch (see dev-faults.ts). */
const CV_STORAGE_OUTAGE = 'dev.fault.cv-storage-unavailable'

/**
 * Local fault switches, kept in D1 so the fetch handler that sets one and the queue consumer that
 * feels it agree whatever isolate each runs in. Only local and test mode read or write them.
 */
export function devFaultsRepo(db: Database) {
  return {
    async cvStorageUnavailable(): Promise<boolean> {
      const rows = await db
        .select({ key: platformSettings.key })
        .from(platformSettings)
        .where(eq(platformSettings.key, CV_STORAGE_OUTAGE))
        .limit(1)
      return rows.length > 0
    },

    async setCvStorageUnavailable(unavailable: boolean, now: number) {
      if (unavailable) {
        await db
          .insert(platformSettings)
          .values({ key: CV_STORAGE_OUTAGE, value: { since: now }, updatedAt: now })
          .onConflictDoNothing()
      } else {
        await db.delete(platformSettings).where(eq(platformSettings.key, CV_STORAGE_OUTAGE))
      }
    },
  }
}
