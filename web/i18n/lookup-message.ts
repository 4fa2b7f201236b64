import { m } from '../paraglide/messages'

const messages: Readonly<Record<string, unknown>> = m

/**
 * A message chosen by a key built at run time (server error codes, plan names). Paraglide exports
 * plain functions, so an unknown key is simply absent; callers supply their own fallback.
 */
export function lookupMessage(key: string): string | null {
  const message = Object.hasOwn(messages, key) ? messages[key] : undefined
  return typeof message === 'function' ? String(message()) : null
}
