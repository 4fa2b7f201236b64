import { ApiError } from '../api/client'
import { m } from '../paraglide/messages'
import { ERROR_MESSAGES } from './error-messages'

/** The message key for a server error code: INVALID_CREDENTIALS → error_invalid_credentials. */
export function errorMessageKey(code: string): string {
  return `error_${code.toLowerCase()}`
}

/** The words for an error code, or the spec's generic 'Something went wrong!' for a code without any. */
export function errorCodeMessage(code: string): string {
  const message = Object.hasOwn(ERROR_MESSAGES, code) ? ERROR_MESSAGES[code] : undefined
  return message ? message() : m.error_unknown()
}

/**
 * The text to show for a failed call: the translation of its error code, or the spec's generic
 * 'Something went wrong!' for codes (and non-API errors) the interface has no words for.
 */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.code ? errorCodeMessage(error.code) : m.error_unknown()
}
