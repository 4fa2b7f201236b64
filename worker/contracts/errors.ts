/**
 * The one error shape of the API and its codes. The SPA shows `error_<code>` from its message
 * catalogue (en, de); `message` is the English text for API clients and logs.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Validation failed' },
  BAD_REQUEST: { status: 400, message: 'The request is not valid' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in' },
  INVALID_CREDENTIALS: { status: 401, message: 'The password or email is incorrect!' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this' },
  CSRF_FAILED: { status: 403, message: 'The request was refused because it did not come from this site' },
  ACCOUNT_SUSPENDED: { status: 403, message: 'Your account is suspended' },
  NO_ORGANIZATION: { status: 403, message: 'You are not a member of any organization' },
  ORGANIZATION_SUSPENDED: { status: 403, message: 'This organization is suspended' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong!' },
} as const

export type ErrorCode = keyof typeof ERROR_CODES

export interface ErrorDetail {
  path: string
  message: string
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; correlationId: string; details?: ErrorDetail[] }
}
