import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { logEvent } from '../lib/log'
import { WebhookSignatureError } from '../providers/billing/billing-provider'
import { organizationRepo } from '../tenants/organization.repo'
import { billingWebhooksRepo } from './billing-webhooks.repo'
import { subscriptionsService } from './subscriptions.service'

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored'

/**
 * The payment provider's webhooks (ADR 0038). Verified against the signing secret (raw body,
 * timestamp tolerance), taken once per event id, and never trusted for order: an event only says
 * which subscription changed, and the subscription is re-read from the provider, so a late or
 * out-of-order event writes the provider's current state, not the event's old one.
 */
export function billingWebhooksService(services: Services) {
  const events = billingWebhooksRepo(services.db.platform())
  const provider = services.billing

  async function apply(subscriptionId: string): Promise<WebhookOutcome> {
    const state = await provider.subscription(subscriptionId)
    const tenantId = state.metadata.tenant_id
    if (!tenantId || !(await organizationRepo(services.db.platform()).withOwner(tenantId))) return 'ignored'
    const synced = await subscriptionsService(services, tenantId).applyProviderState(state)
    return synced ? 'applied' : 'ignored'
  }

  return {
    async receive(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
      if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
      let event: Awaited<ReturnType<typeof provider.verifyWebhook>>
      try {
        event = await provider.verifyWebhook(rawBody, signature)
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
        throw err
      }
      if (!(await events.take(provider.name, event, services.now()))) return 'duplicate'
      try {
        const outcome = event.subscriptionId ? await apply(event.subscriptionId) : 'ignored'
        logEvent('info', 'billing_webhook', { eventId: event.id, type: event.type, outcome }, services.config.LOG_LEVEL)
        return outcome
      } catch (err) {
        // Not applied: the provider retries the delivery, which must then not count as a duplicate.
        await events.release(provider.name, event.id)
        throw err
      }
    },
  }
}
