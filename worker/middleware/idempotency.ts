import { decodeBase64, encodeBase64 } from '@oslojs/encoding'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../context'
import {
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  REPLAYED_HEADER,
  REPLAYED_HEADERS,
  type StoredResponse,
  StoredResponseSchema,
} from '../contracts/idempotency'
import { type IdempotencyRow, idempotencyRepo } from '../idempotency/idempotency.repo'
import {
  IDEMPOTENCY_CLAIM_STALE_MS,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_MAX_STORED_BYTES,
  IDEMPOTENCY_WAIT_MS,
  idempotencyPollDelay,
} from '../idempotency/idempotency-policy'
import { AppError } from '../lib/app-error'
import { sha256HexOfBytes } from '../lib/crypto'
import { logEvent } from '../lib/log'
import { clientAddress } from './rate-limit'
import { withRouteMeta } from './route-meta'

/**
 * Honours an `Idempotency-Key` header on a route that creates something (draft-ietf-httpapi-
 * idempotency-key-header; ADR 0018). Without the header the route behaves as before. The first request
 * with a key claims it and its answer (2xx or 4xx) is stored for 24 h; a repeat with the same body gets
 * that answer again with `Idempotent-Replayed: true`, also while the first still runs (it waits up to
 * 10 s, then 409). A 5xx or a thrown error gives the key back, so a retry runs afresh. Mounted after
 * `guard()` (the scope is the signed-in user) and the validators (an invalid body claims nothing).
 */
export function idempotent(options: { scope?: 'membership' | 'user' } = {}) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_HEADER)
    if (header === undefined) return next()
    const parsedKey = IdempotencyKeySchema.safeParse(header)
    if (!parsedKey.success) throw new AppError('IDEMPOTENCY_KEY_INVALID')
    const key = parsedKey.data

    const services = c.get('services')
    const repo = idempotencyRepo(services.db.platform())
    const scope = scopeOf(c, options.scope ?? 'membership')
    const url = new URL(c.req.url)
    const request = {
      method: c.req.method,
      path: url.pathname + url.search,
      fingerprint: await sha256HexOfBytes(new Uint8Array(await c.req.arrayBuffer())),
    }
    const owner = crypto.randomUUID()
    const tenantId = c.get('auth')?.user.organizationId ?? null
    const deadline = services.now() + IDEMPOTENCY_WAIT_MS
    for (let attempt = 0; ; attempt++) {
      const now = services.now()
      const won = await repo.claim(
        { scope, key, tenantId, ...request, owner, now },
        { expiredBefore: now - IDEMPOTENCY_KEY_LIFETIME_MS, staleBefore: now - IDEMPOTENCY_CLAIM_STALE_MS },
      )
      if (won) break
      const row = await repo.find(scope, key)
      if (row && !sameRequest(row, request)) throw new AppError('IDEMPOTENCY_KEY_REUSED')
      if (row?.state === 'DONE') return replay(parseStored(row))
      // Still running (or just released by a failed first attempt: the next claim may win it). A
      // repeat never runs beside the first: it waits for the first's answer, then gives up with 409.
      if (services.now() >= deadline) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS')
      await new Promise((resolve) => setTimeout(resolve, idempotencyPollDelay(attempt)))
    }

    try {
      await next()
    } catch (err) {
      await repo.release(scope, key, owner)
      throw err
    }
    const stored = await storable(c.res)
    try {
      if (stored) await repo.complete(scope, key, owner, stored)
      else await repo.release(scope, key, owner)
    } catch (err) {
      // The work is done: its answer goes out rather than a 500 that invites a second run. The claim
      // stays IN_PROGRESS until stale, so a repeat meanwhile gets 409, never a parallel run.
      logEvent('error', 'idempotency_store_failed', {
        correlationId: c.get('correlationId'),
        error: err instanceof Error ? err.message : String(err),
      })
    }
  })
  // Self-describing routes: a test walks the route table and finds every POST that lacks this.
  return withRouteMeta(middleware, { kind: 'idempotent' })
}

/**
 * Who may replay an answer: the user within the organization the request ran in. Two recruiters of one
 * organization are two clients (the draft scopes keys per client), and a user in two organizations
 * must not get one organization's answer in the other. Without a session: the client's address.
 * Scope 'user' is for user-level creates that move the session to another organization (creating
 * an organization): a repeat arrives from the new organization and must still find the first answer.
 */
function scopeOf(c: Context<AppEnv>, scope: 'membership' | 'user'): string {
  const auth = c.get('auth')
  const user = auth?.user
  if (!user) return `client:${clientAddress(c)}`
  // An API key is its own client (ADR 0035), apart from its creator's browser.
  if (auth.apiKeyId) return `org:${user.organizationId}:key:${auth.apiKeyId}`
  return user.organizationId && scope === 'membership'
    ? `org:${user.organizationId}:user:${user.id}`
    : `user:${user.id}`
}

const sameRequest = (row: IdempotencyRow, request: { method: string; path: string; fingerprint: string }) =>
  row.method === request.method && row.path === request.path && row.fingerprint === request.fingerprint

function parseStored(row: IdempotencyRow): StoredResponse {
  const parsed = StoredResponseSchema.safeParse({ status: row.status, headers: row.headers, body: row.body })
  if (parsed.success) return parsed.data
  logEvent('error', 'corrupt_stored_json', { column: 'idempotency_keys', issues: parsed.error.issues })
  throw new AppError('STORED_DATA_CORRUPT')
}

/** The stored answer again, marked as a replay (the draft's `Idempotent-Replayed`). */
function replay(stored: StoredResponse) {
  const headers = new Headers(stored.headers)
  headers.set(REPLAYED_HEADER, 'true')
  return new Response(decodeBase64(stored.body), { status: stored.status, headers })
}

/** The answer to keep: 2xx and 4xx (the draft's "result"), not a 5xx, and not one too large for D1. */
async function storable(res: Response): Promise<StoredResponse | null> {
  if (res.status < 200 || res.status >= 500) return null
  const bytes = new Uint8Array(await res.clone().arrayBuffer())
  if (bytes.byteLength > IDEMPOTENCY_MAX_STORED_BYTES) return null
  const headers: StoredResponse['headers'] = {}
  for (const name of REPLAYED_HEADERS) {
    const value = res.headers.get(name)
    if (value !== null) headers[name] = value
  }
  return { status: res.status, headers, body: encodeBase64(bytes) }
}
