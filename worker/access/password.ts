import { decodeBase64, encodeBase64 } from '@oslojs/encoding'
import { constantTimeEqual } from '../lib/crypto'

/**
 * Password hashing with WebCrypto PBKDF2-SHA-256. Production Workers refuse more than 100,000
 * iterations (ADR 0006), so that is the ceiling; the parameters are stored with every hash
 * (`pbkdf2-sha256$<iterations>$<salt>$<hash>`) so a stronger scheme can be rolled in on sign-in.
 */
export const PASSWORD_HASH_ITERATIONS = 100_000
export const PRODUCTION_PBKDF2_MAX_ITERATIONS = 100_000
const SCHEME = 'pbkdf2-sha256'
const KEY_BITS = 256

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = new Uint8Array(new ArrayBuffer(16))
  crypto.getRandomValues(salt)
  const hash = await derive(password, salt, PASSWORD_HASH_ITERATIONS)
  return `${SCHEME}$${PASSWORD_HASH_ITERATIONS}$${encodeBase64(salt)}$${encodeBase64(hash)}`
}

export interface ParsedHash {
  iterations: number
  salt: Uint8Array<ArrayBuffer>
  hash: string
}

export function parsePasswordHash(encoded: string): ParsedHash | null {
  const [scheme, iterations, salt, hash] = encoded.split('$')
  if (scheme !== SCHEME || !iterations || !salt || !hash) return null
  const n = Number(iterations)
  if (!Number.isInteger(n) || n < 1 || n > PRODUCTION_PBKDF2_MAX_ITERATIONS) return null
  return { iterations: n, salt: new Uint8Array(decodeBase64(salt)), hash }
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded)
  if (!parsed) return false
  const candidate = await derive(password, parsed.salt, parsed.iterations)
  return constantTimeEqual(encodeBase64(candidate), parsed.hash)
}

/** True when a hash was made with other parameters than today's (e.g. fewer iterations). */
export function needsRehash(encoded: string): boolean {
  return parsePasswordHash(encoded)?.iterations !== PASSWORD_HASH_ITERATIONS
}

/** A fixed hash to verify against when the account does not exist, so timing does not tell. */
const DUMMY_HASH = `${SCHEME}$${PASSWORD_HASH_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH)
  return false
}
