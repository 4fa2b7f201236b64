import type { Services } from '../context'
import type { WebhookMessage } from '../contracts/webhooks'
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '../contracts/webhooks'
import { decryptSecret } from '../lib/encryption'
import { refusedWebhookAddress } from './webhook-address'
import { signatureHeader } from './webhook-signature'
import { webhooksRepo } from './webhooks.repo'
import { addressRules } from './webhooks.service'

/** Attempts per delivery: the first and five retries (30 s, 2 min, 8 min, 32 min, about 2 h by default). */
export const WEBHOOK_MAX_ATTEMPTS = 6
/** A receiver has this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** Cloudflare Queues delays a retry by at most 12 hours. */
const MAX_DELAY_SECONDS = 43_200

/** The wait before the retry that follows attempt `attempt` (1-based): base × 4^(attempt − 1). */
export function webhookRetryDelaySeconds(baseSeconds: number, attempt: number) {
  return Math.min(baseSeconds * 4 ** (attempt - 1), MAX_DELAY_SECONDS)
}

export type DeliveryOutcome = { done: true } | { done: false; retryInSeconds: number }

type Fetcher = (request: Request) => Promise<Response>

/**
 * One attempt of one delivery (the webhook queue's consumer calls it): sign the stored body with a
 * fresh timestamp, POST it, and write the attempt to the log. A 2xx answer is success; anything else,
 * a network error or a timeout is retried with back-off until the last attempt. Redirects are not
 * followed (they could lead to an address the URL check would refuse).
 */
export function webhookDeliveryService(services: Services, tenantId: string, fetcher: Fetcher = (r) => fetch(r)) {
  const repo = webhooksRepo(services.db.forTenant(tenantId), tenantId)

  return {
    async deliver(message: WebhookMessage): Promise<DeliveryOutcome> {
      const found = await repo.deliveryWithEndpoint(message.deliveryId)
      // The endpoint (and so its log) was deleted, or the delivery is over: nothing to do.
      if (!found) return { done: true }
      const { delivery, endpoint } = found
      if (delivery.status === 'SUCCEEDED' || delivery.status === 'FAILED') return { done: true }
      if (!endpoint.active) {
        await repo.markFailed(delivery.id, 'The endpoint is paused')
        return { done: true }
      }
      const refusal = refusedWebhookAddress(endpoint.url, addressRules(services))
      if (refusal) {
        await repo.markFailed(delivery.id, `The address is not allowed (${refusal})`)
        return { done: true }
      }

      const secret = await decryptSecret(services.config, endpoint.secretEncrypted)
      const started = services.now()
      const timestamp = Math.floor(started / 1000)
      let responseStatus: number | null = null
      let error: string | null = null
      try {
        const response = await fetcher(
          new Request(endpoint.url, {
            method: 'POST',
            redirect: 'manual',
            signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
            headers: {
              'Content-Type': 'application/json',
              'User-Agent': 'Shortlist-Webhooks/1',
              [WEBHOOK_SIGNATURE_HEADER]: await signatureHeader(secret, timestamp, delivery.body),
              [WEBHOOK_EVENT_HEADER]: delivery.eventType,
              [WEBHOOK_DELIVERY_HEADER]: delivery.id,
            },
            body: delivery.body,
          }),
        )
        responseStatus = response.status
        // The body is not kept (it could hold anything); reading it frees the connection.
        await response.body?.cancel()
        if (response.status < 200 || response.status > 299) error = `HTTP ${response.status}`
      } catch (err) {
        error = err instanceof Error && err.name === 'TimeoutError' ? 'Timed out' : 'The endpoint could not be reached'
      }
      const at = services.now()
      const attempt = delivery.attempts + 1
      const durationMs = Math.max(0, at - started)
      if (!error) {
        await repo.recordAttempt(delivery.id, {
          status: 'SUCCEEDED',
          responseStatus,
          durationMs,
          lastError: null,
          nextRetryAt: null,
          at,
        })
        return { done: true }
      }
      if (attempt >= WEBHOOK_MAX_ATTEMPTS) {
        await repo.recordAttempt(delivery.id, {
          status: 'FAILED',
          responseStatus,
          durationMs,
          lastError: error,
          nextRetryAt: null,
          at,
        })
        return { done: true }
      }
      const retryInSeconds = webhookRetryDelaySeconds(services.config.WEBHOOK_RETRY_BASE_SECONDS, attempt)
      await repo.recordAttempt(delivery.id, {
        status: 'RETRYING',
        responseStatus,
        durationMs,
        lastError: error,
        nextRetryAt: at + retryInSeconds * 1000,
        at,
      })
      return { done: false, retryInSeconds }
    },

    /** The queue gave up (the consumer itself kept failing): the log says so. */
    deadLetter: (message: WebhookMessage) => repo.markFailed(message.deliveryId, 'Delivery failed after every retry'),
  }
}
