/**
 * How a receiver verifies a Shortlist webhook (README "Webhooks", ADR 0037). Copy this function into
 * your receiver: it needs only WebCrypto (Node 18+, Deno, Bun, Cloudflare Workers, browsers).
 *
 *   const body = await request.text()            // the raw body: never JSON.parse and re-serialize
 *   const check = await verifyShortlistSignature({
 *     body, header: request.headers.get('Shortlist-Signature'), secret: process.env.SHORTLIST_WEBHOOK_SECRET,
 *   })
 *   if (!check.ok) return new Response(check.reason, { status: 400 })
 *
 * The header is `t=<unix seconds>,v1=<hex HMAC-SHA-256 of "<t>.<body>" with the secret>`. Deliveries older
 * (or newer) than `toleranceSeconds` are refused: a captured delivery cannot be replayed later.
 */
export type VerifyResult = { ok: true; timestamp: number } | { ok: false; reason: string }

export async function verifyShortlistSignature(input: {
  body: string
  header: string | null | undefined
  secret: string
  /** Default 5 minutes. */
  toleranceSeconds?: number
  /** Unix seconds; defaults to the clock. */
  now?: number
}): Promise<VerifyResult> {
  const tolerance = input.toleranceSeconds ?? 300
  const now = input.now ?? Math.floor(Date.now() / 1000)
  if (!input.header) return { ok: false, reason: 'missing signature header' }
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of input.header.split(',')) {
    const [key, value] = part.trim().split('=', 2)
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value)
    if (key === 'v1' && value) signatures.push(value)
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed signature header' }
  if (Math.abs(now - timestamp) > tolerance) return { ok: false, reason: 'timestamp outside the tolerance' }

  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(input.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${input.body}`)),
  )
  const expected = Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')
  // Compared in constant time; several v1 values are allowed (e.g. while a secret is rotated).
  const match = signatures.some((candidate) => {
    if (candidate.length !== expected.length) return false
    let diff = 0
    for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ candidate.charCodeAt(i)
    return diff === 0
  })
  return match ? { ok: true, timestamp } : { ok: false, reason: 'signature does not match' }
}
