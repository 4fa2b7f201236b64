import type { BillingProvider } from './billing-provider'

/**
 * The local provider: no card and no outside service. Checkout is the app's own page
 * (`/billing/checkout`), which completes the subscription at once; cancel, resume, seats and metered
 * usage need nothing beyond what the app stores itself.
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
    async reportUsage() {},
  }
}
