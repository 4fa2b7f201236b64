import { describe, expect, it } from 'vitest'
import { webhookRetryDelaySeconds } from '../../../worker/integrations/webhook-delivery.service'
import { json } from '../jobs/support'
import { call } from '../support/http'
import { signedInMember } from './support'
import { consume, createWebhook, type Delivery, deliveriesOf, loggedDelivery, message } from './webhooks-support'

/** Delivery through the queue consumer: back-off and giving up, replay, a paused endpoint. */

describe('webhook delivery', () => {
  it('waits four times longer before each retry and gives up after the last attempt', async () => {
    const { org, session } = await signedInMember()
    const hook = await createWebhook(session)
    const delivery = await loggedDelivery(org.id, hook.id)
    const delays: number[] = []
    const down = async () => {
      throw new TypeError('connection refused')
    }
    for (let attempt = 1; attempt <= 6; attempt++) {
      const result = await consume(message(org.id, delivery.id), attempt, down)
      if (attempt === 6) {
        expect(result.explicitAcks).toHaveLength(1)
        expect(result.retryMessages).toEqual([])
      } else {
        expect(result.retryMessages).toHaveLength(1)
        const [logged] = await deliveriesOf(session, hook.id)
        expect(logged).toMatchObject({ status: 'RETRYING', attempts: attempt })
        delays.push(((logged?.nextRetryAt ?? 0) - (logged?.lastAttemptAt ?? 0)) / 1000)
      }
    }
    expect(delays).toEqual([30, 120, 480, 1920, 7680])
    expect(delays).toEqual([1, 2, 3, 4, 5].map((n) => webhookRetryDelaySeconds(30, n)))
    expect(webhookRetryDelaySeconds(30, 9)).toBe(43_200)
    const [logged] = await deliveriesOf(session, hook.id)
    expect(logged).toMatchObject({
      status: 'FAILED',
      attempts: 6,
      responseStatus: null,
      lastError: 'The endpoint could not be reached',
      nextRetryAt: null,
    })
  })

  it('replays a logged delivery as a new one with the same event, and a paused endpoint is not called', async () => {
    const { org, session } = await signedInMember()
    const hook = await createWebhook(session)
    const delivery = await loggedDelivery(org.id, hook.id)
    await consume(message(org.id, delivery.id), 1, async () => new Response('ok'))
    const replay = await json<Delivery>(
      await call(`/api/webhooks/${hook.id}/deliveries/${delivery.id}/replay`, {
        method: 'POST',
        session,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
      202,
    )
    expect(replay).toMatchObject({ replayOf: delivery.id, eventId: `evt_${delivery.id}`, attempts: 0 })
    const log = await deliveriesOf(session, hook.id)
    expect(log.map((d) => d.id)).toEqual([replay.id, delivery.id])
    expect(log[1]).toMatchObject({ status: 'SUCCEEDED', attempts: 1 })

    // Paused: a queued delivery is closed without a request.
    await json(await call(`/api/webhooks/${hook.id}`, { method: 'PUT', session, json: { active: false } }))
    const queued = await loggedDelivery(org.id, hook.id)
    let calls = 0
    await consume(message(org.id, queued.id), 1, async () => {
      calls += 1
      return new Response('ok')
    })
    expect(calls).toBe(0)
    const paused = (await deliveriesOf(session, hook.id)).find((d) => d.id === queued.id)
    expect(paused).toMatchObject({ status: 'FAILED', lastError: 'The endpoint is paused' })
  })
})
