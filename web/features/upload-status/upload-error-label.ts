import type { UploadErrorType } from '../../../worker/contracts/enums'
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

export function uploadErrorLabel(errorType: UploadErrorType | null): string {
  return UPLOAD_ERROR_LABELS[errorType ?? 'UNKNOWN_ERROR']()
}
