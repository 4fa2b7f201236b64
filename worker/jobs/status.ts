import type { JobStatus } from '../contracts/enums'
import type { ErrorCode } from '../contracts/errors'

/**
 * Job status rules (spec §4): DRAFT → OPEN starts matching; OPEN → CLOSED and any → CANCELLED end it
 * for good. A draft may also be cancelled. Everything else — reopening, back to draft — is refused.
 */
const ALLOWED: Record<JobStatus, readonly JobStatus[]> = {
  DRAFT: ['OPEN', 'CANCELLED'],
  OPEN: ['CLOSED', 'CANCELLED'],
  CLOSED: [],
  CANCELLED: [],
}

export interface OpenChecks {
  weightsSet: boolean
  /** A client is set, or the organization's address or information is filled in. */
  detailsChecked: boolean
}

/** Null when the change may go ahead, else the error code that says why not. */
export function refuseTransition(from: JobStatus, to: JobStatus, checks: OpenChecks): ErrorCode | null {
  if (!ALLOWED[from].includes(to)) return 'JOB_STATUS_TRANSITION_REFUSED'
  if (to === 'OPEN' && !checks.weightsSet) return 'JOB_WEIGHTS_MISSING'
  if (to === 'OPEN' && !checks.detailsChecked) return 'JOB_DETAILS_MISSING'
  return null
}

/** Closed and cancelled jobs are history: their content no longer changes. */
export const isFinal = (status: JobStatus) => status === 'CLOSED' || status === 'CANCELLED'
