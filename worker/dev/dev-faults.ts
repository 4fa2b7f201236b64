import type { Database } from '../db/database'
import type { BlobStore } from '../providers/blob/blob-store'
import { devFaultsRepo } from './dev-faults.repo'

/** An uploaded original (tenants/<id>/documents/<id>), not its derived text (`.txt`). */
const UPLOADED_DOCUMENT = /^tenants\/[^/]+\/documents\/[^/.]+$/

/**
 * Local and test mode only (worker/middleware/services.ts installs it for APP_ENV local/test, never in
 * production): while the switch POST /api/dev/faults/cv-storage is on, reading an uploaded document
 * fails as an R2 outage would (a thrown error, not a missing object). Ingestion then retries, dead-
 * letters the message and records a failed task, and an admin can recover it once the switch is off:
 * the transient-failure path of ADR 0021, driven end to end without touching the ingestion code.
 */
export function withCvStorageFaults(blobs: BlobStore, db: Database): BlobStore {
  const faults = devFaultsRepo(db)
  return {
    ...blobs,
    async get(key) {
      if (UPLOADED_DOCUMENT.test(key) && (await faults.cvStorageUnavailable())) {
        throw new Error('CV storage unavailable (local fault switch)')
      }
      return blobs.get(key)
    },
  }
}
