import { describe, expect, it } from 'vitest'
import { verifyShortlistSignature } from '../../../scripts/examples/verify-webhook-signature'
import { signedInMember } from './support'
import { consume, createWebhook, deliveriesOf, loggedDelivery, message, UNREACHABLE } from './webhooks-support'

/** What a receiver gets: the stored body, signed as the documented verifier checks it, on every attempt. */

describe('webhook delivery signatures', () => {
  it('signs each attempt, retries a failing receiver with back-off, and logs until it succeeds', async () => {
    const { org, session } = await signedInMember()
    const hook = await createWebhook(session)
    const delivery = await loggedDelivery(org.id, hook.id)
    const received: Request[] = []
    const statuses = [500, 204]
    const receiver = async (request: Request) => {
      received.push(request.clone())
      return new Response(null, { status: statuses[received.length - 1] })
    }

    const first = await consume(message(org.id, delivery.id), 1, receiver)
    expect(first.retryMessages).toHaveLength(1)
    expect(first.explicitAcks).toEqual([])
    let [logged] = await deliveriesOf(session, hook.id)
    expect(logged).toMatchObject({ status: 'RETRYING', attempts: 1, responseStatus: 500, lastError: 'HTTP 500' })
    expect(((logged?.nextRetryAt ?? 0) - (logged?.lastAttemptAt ?? 0)) / 1000).toBe(30)

    const second = await consume(message(org.id, delivery.id), 2, receiver)
    expect(second.explicitAcks).toHaveLength(1)
    expect(second.retryMessages).toEqual([])
    ;[logged] = await deliveriesOf(session, hook.id)
    expect(logged).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      responseStatus: 204,
      lastError: null,
      nextRetryAt: null,
    })
    expect(logged?.durationMs).toBeGreaterThanOrEqual(0)

    // What the receiver got: the stored body, signed as the documented verifier checks it.
    expect(received).toHaveLength(2)
    for (const request of received) {
      expect(request.method).toBe('POST')
      expect(request.url).toBe(UNREACHABLE)
      expect(request.headers.get('Content-Type')).toBe('application/json')
      expect(request.headers.get('Shortlist-Event')).toBe('applicant.processed')
      expect(request.headers.get('Shortlist-Delivery')).toBe(delivery.id)
      const body = await request.text()
      expect(body).toBe(delivery.body)
      const header = request.headers.get('Shortlist-Signature')
      expect(await verifyShortlistSignature({ body, header, secret: hook.secret })).toMatchObject({ ok: true })
      // Tampered, signed with another secret, or replayed an hour later: refused.
      expect((await verifyShortlistSignature({ body: `${body} `, header, secret: hook.secret })).ok).toBe(false)
      expect((await verifyShortlistSignature({ body, header, secret: `${hook.secret}x` })).ok).toBe(false)
      const later = Math.floor(Date.now() / 1000) + 3600
      expect((await verifyShortlistSignature({ body, header, secret: hook.secret, now: later })).ok).toBe(false)
    }
    // A redelivered message of a finished delivery sends nothing more.
    await consume(message(org.id, delivery.id), 3, receiver)
    expect(received).toHaveLength(2)
  })
})
