import { type DoublePrice, startStripeDouble } from '../../doubles/stripe'
import { TEST_PRICES } from '../billing/stripe-prices'
import { anyFreePort, portIsFree } from './oidc-global-setup'

/** The preferred port of the Stripe double in Worker tests (any free one when taken). */
const PREFERRED_PORT = 12111

const PRICES: DoublePrice[] = [
  { id: TEST_PRICES.seat, usageType: 'licensed', unitAmount: 3000 },
  { id: TEST_PRICES.proSeat, usageType: 'licensed', unitAmount: 5000 },
  { id: TEST_PRICES.cloudIngested, usageType: 'metered', unitAmount: 10, meter: 'shortlist_ingested_documents' },
  { id: TEST_PRICES.cloudStored, usageType: 'metered', unitAmount: 1, meter: 'shortlist_stored_documents' },
]

/** The port for this run, chosen once in vitest.worker.config.ts (STRIPE_API_BASE) and kept for the setup. */
export async function stripeTestPort(): Promise<number> {
  if (process.env.STRIPE_TEST_PORT) return Number(process.env.STRIPE_TEST_PORT)
  const port = (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await anyFreePort()
  process.env.STRIPE_TEST_PORT = String(port)
  return port
}

/** Starts the Stripe double; the Worker reaches it over real HTTP through the stripe package. */
export default async function setup() {
  const double = await startStripeDouble({ port: await stripeTestPort(), prices: PRICES })
  return () => double.close()
}
