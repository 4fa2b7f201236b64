/**
 * The payment provider behind billing (ADR 0034): `local` (default; no card, an instant checkout page
 * of the app) or `stripe` (Checkout, customer portal, Billing meters, webhooks). The app's database
 * stays the record of what an organization may use; the provider takes the money.
 */
import type { PaymentSubscriptionStatus } from '../../contracts/enums'

export type BillingProviderName = 'local' | 'stripe'

export interface CheckoutRequest {
  /** Our checkout session id: the provider hands it back on completion. */
  checkoutId: string
  tenantId: string
  /** The provider's price(s) for the plan (null for the local provider). */
  providerVariantId: string | null
  seats: number | null
  /** A pay-per-use plan (cloud): its prices are metered and take no quantity. */
  metered: boolean
  customerEmail: string
  /** An existing customer of this organization, if any. */
  customerId: string | null
  successUrl: string
  cancelUrl: string
  idempotencyKey: string
}

export interface ProviderSubscriptionRef {
  providerSubscriptionId: string | null
  providerCustomerId: string | null
}

export type Meter = 'INGESTED_DOCUMENTS' | 'STORED_DOCUMENTS'

/** A subscription as the provider holds it now (re-read on every webhook: the source of truth). */
export interface ProviderSubscriptionState {
  id: string
  customerId: string | null
  status: PaymentSubscriptionStatus
  cancelAtPeriodEnd: boolean
  currentPeriodStart: number
  currentPeriodEnd: number
  /** The quantity of the licensed (per-seat or fixed) price; null when the plan is metered only. */
  seats: number | null
  priceIds: string[]
  /** What the checkout put on it: `tenant_id`, `checkout_id`. */
  metadata: Record<string, string>
}

/** A verified webhook event, reduced to what the app acts on. */
export interface ProviderWebhookEvent {
  id: string
  type: string
  /** The subscription the event concerns, if any (re-read, never trusted from the payload). */
  subscriptionId: string | null
}

/** The webhook's signature is missing, wrong, or too old: answered with 400. */
export class WebhookSignatureError extends Error {}

export interface BillingProvider {
  readonly name: BillingProviderName
  /** Where to send the owner to pay; `providerSessionId` identifies the checkout at the provider. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>
  /** Manage the subscription and update the payment method (spec §7 subscription-urls). */
  subscriptionUrls(
    ref: ProviderSubscriptionRef,
    returnUrl: string,
    idempotencyKey: string,
  ): Promise<{ manageUrl: string; updatePaymentMethodUrl: string }>
  /** Cancel at the end of the period (access stays until then). */
  cancelAtPeriodEnd(ref: ProviderSubscriptionRef, idempotencyKey: string): Promise<void>
  resume(ref: ProviderSubscriptionRef, idempotencyKey: string): Promise<void>
  /** Change seats now; a seat increase is charged at once (prorated). */
  changeSeats(ref: ProviderSubscriptionRef, seats: number, idempotencyKey: string): Promise<void>
  /**
   * Move the subscription to another plan's price(s). `prorate`: charge the difference now (a change
   * within the period); false at a period boundary (a waiting change applied by the cron).
   */
  changePlan(
    ref: ProviderSubscriptionRef,
    change: { providerVariantId: string | null; seats: number | null; metered: boolean; prorate: boolean },
    idempotencyKey: string,
  ): Promise<void>
  /** Metered usage of the cloud plan; the key makes a retry count once. */
  reportUsage(
    ref: ProviderSubscriptionRef,
    usage: { meter: Meter; quantity: number; occurredAt: number; idempotencyKey: string },
  ): Promise<void>
  /** Verifies a webhook delivery (raw body, signature header); throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string): Promise<ProviderWebhookEvent>
  /** The subscription's current state at the provider. */
  subscription(providerSubscriptionId: string): Promise<ProviderSubscriptionState>
}
