import type { AppConfig } from '../../env'
import type { BillingProvider } from './billing-provider'
import { localBillingProvider } from './local.billing'

/** The deployment's billing provider (BILLING_PROVIDER; `local` unless configured otherwise). */
export function createBillingProvider(config: AppConfig): BillingProvider {
  return localBillingProvider(config.APP_URL)
}
