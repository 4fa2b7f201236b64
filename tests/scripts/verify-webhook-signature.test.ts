import { describe, expect, it } from 'vitest'
import { verifyShortlistSignature } from '../../scripts/examples/verify-webhook-signature'
import { newWebhookSecret, signatureHeader } from '../../worker/integrations/webhook-signature'

const body = JSON.stringify({ id: 'evt_1', type: 'applicant.processed', data: { applicantId: 'a1' } })

describe('the documented webhook verifier', () => {
  it('accepts what the Worker signs, within the tolerance', async () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    const header = await signatureHeader(secret, 1_800_000_000, body)
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/)
    expect(await verifyShortlistSignature({ body, header, secret, now: 1_800_000_000 + 299 })).toEqual({
      ok: true,
      timestamp: 1_800_000_000,
    })
  })

  it('refuses a tampered body, a wrong secret, a changed timestamp and a missing header', async () => {
    const secret = newWebhookSecret()
    const header = await signatureHeader(secret, 1_800_000_000, body)
    const now = 1_800_000_000
    const tampered = body.replace('a1', 'a2')
    expect(await verifyShortlistSignature({ body: tampered, header, secret, now })).toEqual({
      ok: false,
      reason: 'signature does not match',
    })
    expect((await verifyShortlistSignature({ body, header, secret: newWebhookSecret(), now })).ok).toBe(false)
    const moved = header.replace('t=1800000000', 't=1800000001')
    expect((await verifyShortlistSignature({ body, header: moved, secret, now })).ok).toBe(false)
    expect(await verifyShortlistSignature({ body, header: null, secret, now })).toEqual({
      ok: false,
      reason: 'missing signature header',
    })
    expect((await verifyShortlistSignature({ body, header: 'v1=abc', secret, now })).ok).toBe(false)
  })

  it('refuses a stale or future delivery even when its signature is right', async () => {
    const secret = newWebhookSecret()
    const header = await signatureHeader(secret, 1_800_000_000, body)
    for (const now of [1_800_000_000 + 301, 1_800_000_000 - 301]) {
      expect(await verifyShortlistSignature({ body, header, secret, now })).toEqual({
        ok: false,
        reason: 'timestamp outside the tolerance',
      })
    }
  })

  it('accepts any of several v1 signatures (a secret being rotated)', async () => {
    const [oldSecret, newSecret] = [newWebhookSecret(), newWebhookSecret()]
    const signed = await signatureHeader(newSecret, 1_800_000_000, body)
    const header = `${signed},v1=${'0'.repeat(64)}`
    expect((await verifyShortlistSignature({ body, header, secret: newSecret, now: 1_800_000_000 })).ok).toBe(true)
    expect((await verifyShortlistSignature({ body, header, secret: oldSecret, now: 1_800_000_000 })).ok).toBe(false)
  })
})
