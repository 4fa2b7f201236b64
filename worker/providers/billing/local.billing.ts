import { type BillingProvider, WebhookSignatureError } from './billing-provider'

/**
 * The local provider: no card and no outside service. Checkout is the app's own page
 * (`/billing/checkout`), which completes the subscription at once; cancel, resume, seats and metered
 * usage need nothing beyond what the app stores itself. It sends no webhooks, so it accepts none.
 */
export function localBillingProvider(appUrl: string): BillingProvider {
  return {
    name: 'local',
    async createCheckout(request) {
      const url = new URL('/billing/checkout', appUrl)
      url.searchParams.set('session', request.checkoutId)
      return { url: url.toString(), providerSessionId: null }
    },
    async subscriptionUrls(_ref, returnUrl) {
      return { manageUrl: returnUrl, updatePaymentMethodUrl: returnUrl }
    },
    async cancelAtPeriodEnd() {},
    async resume() {},
    async changeSeats() {},
    async changePlan() {},
    async reportUsage() {},
    async verifyWebhook() {
      throw new WebhookSignatureError('the local billing provider sends no webhooks')
    },
    async subscription() {
      throw new Error('the local billing provider keeps no subscriptions of its own')
    },
  }
}
