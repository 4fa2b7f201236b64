import type { UploadErrorType, UploadReason } from '../../../worker/contracts/enums'
import { m } from '../../paraglide/messages'

/** Spec §8 unrecoverable document errors, in words (every code of UPLOAD_ERROR_TYPES, en and de). */
export const UPLOAD_ERROR_LABELS: Record<UploadErrorType, () => string> = {
  ACCESS_TO_TENANT_NOT_ALLOWED: () => m.upload_error_access_to_tenant_not_allowed(),
  APPLICANT_NOT_FOUND: () => m.upload_error_applicant_not_found(),
  CORRUPTED_FILE: () => m.upload_error_corrupted_file(),
  EXCEEDED_SUBSCRIPTION_PLAN_LIMIT: () => m.upload_error_exceeded_subscription_plan_limit(),
  JOB_POSITION_NOT_FOUND: () => m.upload_error_job_position_not_found(),
  UNKNOWN_ERROR: () => m.upload_error_unknown_error(),
  UNSUPPORTED_FILE: () => m.upload_error_unsupported_file(),
  VALIDATION_FAILED: () => m.upload_error_validation_failed(),
}

/** What an item's reason says instead of its bare error type (issue 19). */
export const UPLOAD_REASON_LABELS: Record<UploadReason, () => string> = {
  duplicate: () => m.upload_reason_duplicate(),
  cover_letter: () => m.upload_reason_cover_letter(),
  not_a_cv: () => m.upload_reason_not_a_cv(),
  unreadable: () => m.upload_reason_unreadable(),
  interrupted: () => m.upload_reason_interrupted(),
}

export function uploadErrorLabel(errorType: UploadErrorType | null, reason?: UploadReason | null): string {
  if (reason) return UPLOAD_REASON_LABELS[reason]()
  return UPLOAD_ERROR_LABELS[errorType ?? 'UNKNOWN_ERROR']()
}
