import type { AppConfig } from '../../env'
import type { BillingProvider } from './billing-provider'
import { localBillingProvider } from './local.billing'
import { stripeBillingProvider } from './stripe.billing'

/** One Stripe client per isolate and configuration (the config object is itself cached per isolate). */
const stripeClients = new WeakMap<AppConfig, BillingProvider>()

/** The deployment's billing provider (BILLING_PROVIDER; `local` unless configured otherwise). */
export function createBillingProvider(config: AppConfig): BillingProvider {
  if (config.BILLING_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const cached = stripeClients.get(config)
    if (cached) return cached
    const provider = stripeBillingProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      meters: {
        INGESTED_DOCUMENTS: config.STRIPE_METER_INGESTED_DOCUMENTS,
        STORED_DOCUMENTS: config.STRIPE_METER_STORED_DOCUMENTS,
      },
    })
    stripeClients.set(config, provider)
    return provider
  }
  return localBillingProvider(config.APP_URL)
}
