import { decodeBase64, encodeBase64 } from '@oslojs/encoding'
import type { AppConfig } from '../env'

/**
 * AES-256-GCM for secrets kept in D1 (TOTP secrets, organizations' API keys): `v1.<iv>.<ciphertext>`,
 * base64. The version prefix lets a rotated key scheme be told apart later.
 */
const cache = new WeakMap<AppConfig, Promise<CryptoKey>>()

function keyOf(config: AppConfig): Promise<CryptoKey> {
  let key = cache.get(config)
  if (!key) {
    if (!config.DATA_ENCRYPTION_KEY) throw new Error('DATA_ENCRYPTION_KEY is not configured')
    const raw = new Uint8Array(decodeBase64(config.DATA_ENCRYPTION_KEY))
    key = crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
    cache.set(config, key)
  }
  return key
}

/**
 * `context` (optional) is bound as AES-GCM additional data: a ciphertext copied to another row (another
 * account, tenant or column) fails to decrypt there. The same context must be given to decrypt.
 */
const aad = (context: string | undefined) =>
  context === undefined ? {} : { additionalData: new TextEncoder().encode(context) }

export async function encryptSecret(config: AppConfig, plaintext: string, context?: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, ...aad(context) },
    await keyOf(config),
    new TextEncoder().encode(plaintext),
  )
  return `v1.${encodeBase64(iv)}.${encodeBase64(new Uint8Array(data))}`
}

export async function decryptSecret(config: AppConfig, stored: string, context?: string): Promise<string> {
  const [version, iv, data] = stored.split('.')
  if (version !== 'v1' || !iv || !data) throw new Error('Unknown secret format')
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: new Uint8Array(decodeBase64(iv)), ...aad(context) },
    await keyOf(config),
    new Uint8Array(decodeBase64(data)),
  )
  return new TextDecoder().decode(plain)
}
