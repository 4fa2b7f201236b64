import Stripe from 'stripe'
import type { PaymentSubscriptionStatus } from '../../contracts/enums'
import {
  type BillingProvider,
  type Meter,
  type ProviderSubscriptionRef,
  type ProviderSubscriptionState,
  WebhookSignatureError,
} from './billing-provider'

export interface StripeBillingOptions {
  secretKey: string
  webhookSecret: string
  /** Another API host (the test double); Stripe's own when absent. */
  apiBase?: string | undefined
  /** The event name of each Billing meter. */
  meters: Record<Meter, string>
}

/** Stripe's subscription statuses in the spec's payment enumeration (§3). */
const STATUS: Record<string, PaymentSubscriptionStatus> = {
  active: 'ACTIVE',
  trialing: 'ON_TRIAL',
  past_due: 'PAST_DUE',
  canceled: 'CANCELED',
  unpaid: 'UNPAID',
  incomplete: 'UPCOMING',
  incomplete_expired: 'EXPIRED',
  paused: 'PAUSED',
}

/**
 * A plan's `providerVariantId` names its Stripe price, or several separated by commas (the cloud plan
 * sells one metered price per meter: ingested and stored documents).
 */
export const pricesOf = (variant: string | null): string[] =>
  (variant ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id

function requireSubscription(ref: ProviderSubscriptionRef): string {
  if (!ref.providerSubscriptionId) throw new Error('the subscription has no Stripe subscription id')
  return ref.providerSubscriptionId
}

const isMetered = (item: Stripe.SubscriptionItem) => item.price.recurring?.usage_type === 'metered'

/** Marks the portal configuration this code creates; a new version when its features change. */
const PORTAL_CONFIGURATION_MARK = 'shortlist-portal-v1'

/**
 * The customer portal we open (ADR 0038 addendum): payment method, invoices and cancelling at the
 * period end (re-read by the webhook like any change), but no plan switching and no pausing. A switch
 * made in the portal would bypass our plans (their features, seat rules, once-per-period change and
 * carry-over); plans change only through the Billing screen.
 */
export const PORTAL_CONFIGURATION: Stripe.BillingPortal.ConfigurationCreateParams = {
  features: {
    subscription_update: { enabled: false },
    subscription_pause: { enabled: false },
    subscription_cancel: { enabled: true, mode: 'at_period_end' },
    payment_method_update: { enabled: true },
    invoice_history: { enabled: true },
    customer_update: { enabled: true, allowed_updates: ['email', 'address', 'tax_id'] },
  },
  metadata: { shortlist: PORTAL_CONFIGURATION_MARK },
}

/** A configuration of ours that still forbids plan switching (one edited in the dashboard is not). */
const isOurPortal = (c: Stripe.BillingPortal.Configuration) =>
  c.active && c.metadata?.shortlist === PORTAL_CONFIGURATION_MARK && !c.features.subscription_update.enabled

/** Stripe in the Worker: the fetch HTTP client and Web Crypto (no Node built-ins; STACK-NOTES §10). */
export function stripeBillingProvider(options: StripeBillingOptions): BillingProvider {
  const api = options.apiBase ? new URL(options.apiBase) : null
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    // A retried write carries the same idempotency key, so Stripe applies it once.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  })
  const crypto = Stripe.createSubtleCryptoProvider()

  /**
   * The portal configuration without plan switching: found among the account's active ones by its
   * mark, else created. The fixed idempotency key makes concurrent first portal opens create one
   * (Stripe keeps keys 24 hours; after that the list finds it). Looked up on every portal open (rare)
   * rather than cached, so a configuration deactivated in the dashboard is replaced at once.
   */
  async function portalConfiguration(): Promise<string> {
    for await (const configuration of stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
      if (isOurPortal(configuration)) return configuration.id
    }
    const created = await stripe.billingPortal.configurations.create(PORTAL_CONFIGURATION, {
      idempotencyKey: `portal-configuration:${PORTAL_CONFIGURATION_MARK}`,
    })
    return created.id
  }

  async function current(ref: ProviderSubscriptionRef) {
    return stripe.subscriptions.retrieve(requireSubscription(ref))
  }

  function toState(sub: Stripe.Subscription): ProviderSubscriptionState {
    const items = sub.items.data
    const licensed = items.find((i) => !isMetered(i))
    // Since API version 2025-03-31 the period lives on each item; all items of a subscription share it.
    const starts = items.map((i) => i.current_period_start)
    const ends = items.map((i) => i.current_period_end)
    return {
      id: sub.id,
      customerId: idOf(sub.customer),
      status: STATUS[sub.status] ?? 'UNPAID',
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      currentPeriodStart: (starts.length ? Math.min(...starts) : sub.start_date) * 1000,
      currentPeriodEnd: (ends.length ? Math.max(...ends) : sub.start_date) * 1000,
      seats: licensed?.quantity ?? null,
      priceIds: items.map((i) => i.price.id),
      metadata: { ...sub.metadata },
    }
  }

  return {
    name: 'stripe',

    async createCheckout(request) {
      const prices = pricesOf(request.providerVariantId)
      if (prices.length === 0) throw new Error('the plan has no Stripe price')
      const metadata = { tenant_id: request.tenantId, checkout_id: request.checkoutId }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          // Metered prices take no quantity; a per-seat price is bought once per seat.
          line_items: prices.map((price) => (request.metered ? { price } : { price, quantity: request.seats ?? 1 })),
          client_reference_id: request.checkoutId,
          ...(request.customerId ? { customer: request.customerId } : { customer_email: request.customerEmail }),
          metadata,
          // On the subscription too: its webhooks find the organization and checkout from it.
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      )
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
      return { url: session.url, providerSessionId: session.id }
    },

    async subscriptionUrls(ref, returnUrl, idempotencyKey) {
      if (!ref.providerCustomerId) throw new Error('the subscription has no Stripe customer')
      const customer = ref.providerCustomerId
      const configuration = await portalConfiguration()
      const manage = await stripe.billingPortal.sessions.create(
        { customer, configuration, return_url: returnUrl },
        { idempotencyKey: `${idempotencyKey}:manage` },
      )
      const paymentMethod = await stripe.billingPortal.sessions.create(
        { customer, configuration, return_url: returnUrl, flow_data: { type: 'payment_method_update' } },
        { idempotencyKey: `${idempotencyKey}:payment-method` },
      )
      return { manageUrl: manage.url, updatePaymentMethodUrl: paymentMethod.url }
    },

    async cancelAtPeriodEnd(ref, idempotencyKey) {
      await stripe.subscriptions.update(requireSubscription(ref), { cancel_at_period_end: true }, { idempotencyKey })
    },

    async resume(ref, idempotencyKey) {
      await stripe.subscriptions.update(requireSubscription(ref), { cancel_at_period_end: false }, { idempotencyKey })
    },

    async changeSeats(ref, seats, idempotencyKey) {
      const sub = await current(ref)
      const item = sub.items.data.find((i) => !isMetered(i))
      if (!item) throw new Error('the subscription has no per-seat price')
      await stripe.subscriptions.update(
        sub.id,
        // `always_invoice`: the added seats are invoiced and charged now, prorated to the period's rest.
        { items: [{ id: item.id, quantity: seats }], proration_behavior: 'always_invoice' },
        { idempotencyKey },
      )
    },

    async changePlan(ref, change, idempotencyKey) {
      const sub = await current(ref)
      const prices = pricesOf(change.providerVariantId)
      if (prices.length === 0) throw new Error('the plan has no Stripe price')
      await stripe.subscriptions.update(
        sub.id,
        {
          items: [
            ...sub.items.data.map((i) => ({ id: i.id, deleted: true })),
            ...prices.map((price) => (change.metered ? { price } : { price, quantity: change.seats ?? 1 })),
          ],
          proration_behavior: change.prorate ? 'always_invoice' : 'none',
        },
        { idempotencyKey },
      )
    },

    async reportUsage(ref, usage) {
      if (!ref.providerCustomerId) throw new Error('the subscription has no Stripe customer')
      await stripe.billing.meterEvents.create(
        {
          event_name: options.meters[usage.meter],
          payload: { stripe_customer_id: ref.providerCustomerId, value: String(usage.quantity) },
          // Stripe also de-duplicates meter events by identifier (within 24 hours).
          identifier: usage.idempotencyKey,
          timestamp: Math.floor(usage.occurredAt / 1000),
        },
        { idempotencyKey: `meter:${usage.idempotencyKey}` },
      )
    },

    async verifyWebhook(rawBody, signature) {
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret, undefined, crypto)
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'invalid signature')
      }
      const object = event.data.object as unknown as {
        object: string
        id: string
        subscription?: string | { id: string } | null
        parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null
      }
      const subscriptionId =
        object.object === 'subscription'
          ? object.id
          : object.object === 'checkout.session'
            ? idOf(object.subscription)
            : object.object === 'invoice'
              ? (idOf(object.parent?.subscription_details?.subscription) ?? idOf(object.subscription))
              : null
      return { id: event.id, type: event.type, subscriptionId }
    },

    async subscription(providerSubscriptionId) {
      return toState(await stripe.subscriptions.retrieve(providerSubscriptionId))
    },
  }
}
