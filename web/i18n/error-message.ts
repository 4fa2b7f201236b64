import { ApiError } from '../api/client'
import { m } from '../paraglide/messages'
import { lookupMessage } from './lookup-message'

/** The message key for a server error code: INVALID_CREDENTIALS → error_invalid_credentials. */
export function errorMessageKey(code: string): string {
  return `error_${code.toLowerCase()}`
}

/**
 * The text to show for a failed call: the translation of its error code, or the spec's generic
 * 'Something went wrong!' for codes (and non-API errors) the interface has no words for.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code) {
    const message = lookupMessage(errorMessageKey(error.code))
    if (message !== null) return message
  }
  return m.error_unknown()
}
