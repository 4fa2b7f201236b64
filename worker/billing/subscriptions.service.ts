import type { Services } from '../context'
import { checkoutService } from './checkout.service'
import { metering } from './metering.service'
import { providerEvents } from './provider-events.service'
import { subscriptionContext } from './subscription-context'
import { subscriptionDetails } from './subscription-details.service'
import { subscriptionLifecycle } from './subscription-lifecycle.service'

/**
 * The organization's subscription (spec §3, §4, §7 Billing): details with usage, checkout through the
 * billing provider, cancel and resume, plan and seat changes, provider events, metered usage of the
 * cloud plan. One entry point for routes, webhooks, the cron and ingestion; each concept lives in its
 * own module (checkout, lifecycle, renewal, provider events, metering) over a shared context.
 */
export function subscriptionsService(services: Services, tenantId: string) {
  const ctx = subscriptionContext(services, tenantId)
  return {
    details: () => subscriptionDetails(ctx),
    ...checkoutService(ctx),
    ...subscriptionLifecycle(ctx),
    ...providerEvents(ctx),
    ...metering(ctx),
  }
}
