import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { ApiScope } from '../../../worker/contracts/integrations'
import { API_SCOPES } from '../../../worker/contracts/integrations'
import { apiKeyFor, signedInMember } from '../integrations/support'
import { call } from '../support/http'

export const text = (s: string) => new TextEncoder().encode(s)

/** An organization with details, a signed-in admin and a key of an app with `scopes` (all API scopes by default). */
export async function orgWithKey(scopes: readonly ApiScope[] = API_SCOPES) {
  const member = await signedInMember()
  const { app, key, apiKey } = await apiKeyFor(member.session, [...scopes])
  return { ...member, app, key, apiKey }
}

/** A request to the public API with the key. */
export function v1(apiKey: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  return call(`/api/v1${path}`, { ...init, apiKey })
}

/** Until the document's processing is over, through the public API's status route. */
export async function waitForProcessed(apiKey: string, documentId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await v1(apiKey, `/documents/${documentId}`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { status: string; applicantId: string | null }
    if (body.status === 'PROCESSED' || body.status === 'FAILED') return body
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`document ${documentId} was not processed within ${timeoutMs} ms`)
}

/** How many API_ACCESS usage records and per-key requests the tenant has. */
export async function usageOf(tenantId: string, apiKeyId: string) {
  const records = await env.DB.prepare(
    "SELECT count(*) AS n FROM usage_records WHERE tenant_id = ? AND feature = 'API_ACCESS'",
  )
    .bind(tenantId)
    .first<{ n: number }>()
  const perKey = await env.DB.prepare(
    'SELECT coalesce(sum(count), 0) AS n FROM api_key_usage WHERE tenant_id = ? AND api_key_id = ?',
  )
    .bind(tenantId, apiKeyId)
    .first<{ n: number }>()
  return { records: records?.n ?? 0, perKey: perKey?.n ?? 0 }
}
