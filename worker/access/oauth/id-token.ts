import { errors, jwtVerify } from 'jose'
import { type OidcDiscovery, TENANT_PLACEHOLDER } from './oidc-discovery'

export interface VerifiedIdentity {
  subject: string
  email: string
  name: string | null
}

export class IdTokenError extends Error {}

const TENANT_ID = /^[A-Za-z0-9-]{1,64}$/

/**
 * Checks an ID token the way OpenID Connect Core §3.1.3.7 asks: RS256 signature against the provider's
 * published keys, iss (with Microsoft's {tenantid} template filled from `tid`), aud = our client id,
 * exp/iat, and the nonce we sent. The provider must vouch for an email (email_verified not false).
 */
export async function verifyIdToken(
  idToken: string,
  discovery: OidcDiscovery,
  expected: { clientId: string; nonce: string; now: number },
): Promise<VerifiedIdentity> {
  let payload: Record<string, unknown>
  try {
    const verified = await jwtVerify(idToken, discovery.jwks, {
      audience: expected.clientId,
      algorithms: ['RS256'],
      clockTolerance: 60,
      currentDate: new Date(expected.now),
      requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
    })
    payload = verified.payload
  } catch (err) {
    if (err instanceof errors.JOSEError) throw new IdTokenError(`id token: ${err.code}`)
    throw err
  }
  const template = discovery.issuer
  const tid = payload.tid
  const issuer = template.includes(TENANT_PLACEHOLDER)
    ? typeof tid === 'string' && TENANT_ID.test(tid)
      ? template.replace(TENANT_PLACEHOLDER, tid)
      : null
    : template
  if (!issuer || payload.iss !== issuer) throw new IdTokenError('id token: issuer mismatch')
  // A token for several audiences must name us as the authorized party.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expected.clientId) {
    throw new IdTokenError('id token: azp mismatch')
  }
  if (payload.nonce !== expected.nonce) throw new IdTokenError('id token: nonce mismatch')
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : ''
  if (!email || email.length > 254 || !email.includes('@')) throw new IdTokenError('id token: no email')
  if (payload.email_verified === false || payload.email_verified === 'false') {
    throw new IdTokenError('id token: email not verified')
  }
  const subject = typeof payload.sub === 'string' ? payload.sub : ''
  if (!subject || subject.length > 255) throw new IdTokenError('id token: bad subject')
  return { subject, email, name: typeof payload.name === 'string' ? payload.name.slice(0, 120) : null }
}
