/**
 * The payment provider behind billing (ADR 0034): `local` (default; no card, an instant checkout page
 * of the app) or `stripe` (Checkout, customer portal, Billing meters, webhooks). The app's database
 * stays the record of what an organization may use; the provider takes the money.
 */
export type BillingProviderName = 'local' | 'stripe'

export interface CheckoutRequest {
  /** Our checkout session id: the provider hands it back on completion. */
  checkoutId: string
  tenantId: string
  /** The provider's price for the plan (null for the local provider). */
  providerVariantId: string | null
  seats: number | null
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

export interface BillingProvider {
  readonly name: BillingProviderName
  /** Where to send the owner to pay; `providerSessionId` identifies the checkout at the provider. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>
  /** Manage the subscription and update the payment method (spec §7 subscription-urls). */
  subscriptionUrls(
    ref: ProviderSubscriptionRef,
    returnUrl: string,
  ): Promise<{ manageUrl: string; updatePaymentMethodUrl: string }>
  /** Cancel at the end of the period (access stays until then). */
  cancelAtPeriodEnd(ref: ProviderSubscriptionRef, idempotencyKey: string): Promise<void>
  resume(ref: ProviderSubscriptionRef, idempotencyKey: string): Promise<void>
  /** Change seats now; a seat increase is charged at once (prorated). */
  changeSeats(ref: ProviderSubscriptionRef, seats: number, idempotencyKey: string): Promise<void>
  /** Metered usage of the cloud plan; the key makes a retry count once. */
  reportUsage(
    ref: ProviderSubscriptionRef,
    usage: { meter: Meter; quantity: number; occurredAt: number; idempotencyKey: string },
  ): Promise<void>
}
