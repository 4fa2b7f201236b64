import { ApiError } from '../api/client'
import { m } from '../paraglide/messages'

type Message = () => string

const messages: Readonly<Record<string, unknown>> = m

function isMessage(value: unknown): value is Message {
  return typeof value === 'function'
}

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
    const message = messages[errorMessageKey(error.code)]
    if (isMessage(message)) return message()
  }
  return m.error_unknown()
}
