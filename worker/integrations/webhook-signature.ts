import { encodeHexLowerCase } from '@oslojs/encoding'
import { randomToken } from '../lib/crypto'

/**
 * Signing of outgoing webhooks (ADR 0037): HMAC-SHA-256 with the endpoint's secret over
 * `<timestamp>.<body>`, sent as `Shortlist-Signature: t=<unix seconds>,v1=<hex>`. The timestamp is
 * inside the signed bytes, so a receiver that checks its age refuses a captured delivery replayed later.
 * scripts/examples/verify-webhook-signature.ts is the receiver's side, and is tested against this.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_'

/** A new signing secret: 256 random bits. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomToken(32)}`
}

/** What lists show of a secret: the prefix and the last four characters. */
export function secretExcerpt(secret: string): string {
  return `${WEBHOOK_SECRET_PREFIX}…${secret.slice(-4)}`
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message))
  return encodeHexLowerCase(new Uint8Array(mac))
}

/** The signature header's value for `body` sent at `timestampSeconds`. */
export async function signatureHeader(secret: string, timestampSeconds: number, body: string): Promise<string> {
  return `t=${timestampSeconds},v1=${await hmacHex(secret, `${timestampSeconds}.${body}`)}`
}
