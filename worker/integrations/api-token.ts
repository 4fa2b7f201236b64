import { API_TOKEN_PREFIX, API_TOKEN_SHAPE } from '../contracts/integrations'
import { randomToken, sha256Hex } from '../lib/crypto'

/**
 * API tokens (ADR 0035): `sl_live_` and 256 random bits in base64url. The prefix makes a leaked token
 * recognisable to secret scanners; only the SHA-256 is stored (a slow hash adds nothing to 256 bits
 * of entropy), the excerpt shows the prefix and the last four characters.
 */
export async function newApiToken() {
  const token = `${API_TOKEN_PREFIX}${randomToken(32)}`
  return { token, hash: await apiTokenHash(token), excerpt: `${API_TOKEN_PREFIX}…${token.slice(-4)}` }
}

export const apiTokenHash = (token: string) => sha256Hex(token)

/** The token of an `Authorization: Bearer …` header, when it has the shape of one of ours. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  const token = match?.[1]
  return token && API_TOKEN_SHAPE.test(token) ? token : null
}
