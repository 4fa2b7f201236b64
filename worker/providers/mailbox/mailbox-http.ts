import type { z } from 'zod'
import { MailboxError } from './mailbox-provider'

/** Seconds to wait from a Retry-After header (delta-seconds or an HTTP date); 60 when absent. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header)
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds)
    const at = Date.parse(header)
    if (Number.isFinite(at)) return Math.max(0, Math.ceil((at - now) / 1000))
  }
  return 60
}

/** A provider API call with a bearer token; failures become MailboxErrors by status. */
export async function bearerFetch(url: string, accessToken: string, headers: Record<string, string> = {}) {
  let res: Response
  try {
    res = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}`, ...headers } })
  } catch (err) {
    throw new MailboxError('unavailable', `mail provider unreachable: ${err instanceof Error ? err.message : err}`)
  }
  if (res.ok) return res
  // The body may describe the error, but is never logged: it can echo message content.
  await res.body?.cancel()
  if (res.status === 401) throw new MailboxError('unauthorized', 'access token refused')
  if (res.status === 429 || (res.status === 503 && res.headers.has('Retry-After'))) {
    throw new MailboxError(
      'rate_limited',
      `throttled (${res.status})`,
      retryAfterSeconds(res.headers.get('Retry-After')),
    )
  }
  if (res.status === 404 || res.status === 410) throw new MailboxError('not_found', `not found (${res.status})`)
  throw new MailboxError('unavailable', `mail provider answered ${res.status}`)
}

/** A JSON call whose answer must match `schema` (provider answers are external data: parsed, never cast). */
export async function getJson<T extends z.ZodType>(
  schema: T,
  url: string,
  accessToken: string,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  const res = await bearerFetch(url, accessToken, { Accept: 'application/json', ...headers })
  const parsed = schema.safeParse(await res.json().catch(() => undefined))
  if (!parsed.success) throw new MailboxError('unavailable', 'mail provider answer does not match its schema')
  return parsed.data
}

/** Decodes base64url (Gmail bodies and attachments) or standard base64. */
export function decodeBase64Any(data: string): Uint8Array<ArrayBuffer> {
  const normal = data.replace(/-/g, '+').replace(/_/g, '/').replace(/\s+/g, '')
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4)
  const binary = atob(padded)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

/** `"Name" <address>` / `Name <address>` / `address` → its parts. */
export function parseFromHeader(value: string): { name: string | null; address: string } {
  const angle = /^\s*(?:"?([^"<]*?)"?\s*)?<([^>]+)>\s*$/.exec(value)
  if (angle) return { name: angle[1]?.trim() || null, address: (angle[2] ?? '').trim().toLowerCase() }
  return { name: null, address: value.trim().toLowerCase() }
}

/** A stored sync cursor, or null when absent or unreadable (the sync then starts over from its window). */
export function readCursor<T extends z.ZodType>(schema: T, stored: string | null): z.infer<T> | null {
  if (!stored) return null
  try {
    const parsed = schema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
