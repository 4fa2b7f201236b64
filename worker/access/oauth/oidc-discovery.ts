import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose'
import { z } from 'zod'

/** The part of an OpenID provider's discovery document the sign-in flow uses. */
const DiscoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
})
export type OidcDiscovery = z.infer<typeof DiscoverySchema> & { jwks: JWTVerifyGetKey }

/** Microsoft's multi-tenant endpoints name the issuer with a placeholder filled from the token's `tid`. */
export const TENANT_PLACEHOLDER = '{tenantid}'
const CACHE_MS = 60 * 60_000

/**
 * Cached per isolate for an hour: discovery rarely changes, and jose's remote key set refetches by
 * itself when a token names a key it has not seen (key rotation). A failed fetch is not cached.
 */
const cache = new Map<string, { at: number; value: Promise<OidcDiscovery> }>()

export function discover(issuer: string, now: number): Promise<OidcDiscovery> {
  const hit = cache.get(issuer)
  if (hit && now - hit.at < CACHE_MS) return hit.value
  const value = load(issuer)
  cache.set(issuer, { at: now, value })
  value.catch(() => cache.delete(issuer))
  return value
}

async function load(issuer: string): Promise<OidcDiscovery> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`discovery answered ${res.status}`)
  const doc = DiscoverySchema.parse(await res.json())
  // OpenID Discovery §4.3: the document must be about the issuer we asked (templates: same origin).
  const sameIssuer = doc.issuer.includes(TENANT_PLACEHOLDER)
    ? new URL(doc.issuer.replace(TENANT_PLACEHOLDER, 't')).origin === new URL(issuer).origin
    : doc.issuer === issuer
  if (!sameIssuer) throw new Error('discovery names another issuer')
  return { ...doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)) }
}
