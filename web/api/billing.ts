import { queryOptions } from '@tanstack/react-query'
import {
  ChangePlanResultSchema,
  CheckoutSessionSchema,
  LocalCheckoutSchema,
  SubscriptionDetailsSchema,
  SubscriptionUrlsSchema,
} from '../../worker/contracts/billing'
import { api, idempotencyKey, parseJson } from './client'

export type { LocalCheckout, SubscriptionDetails, SubscriptionFeature } from '../../worker/contracts/billing'

export const billingKey = (organizationId: string | null) => ['billing', organizationId] as const

export const billingQueries = {
  /** GET /api/billing/subscription-details: every 30 s, on reconnect and on window focus (spec §7). */
  details: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...billingKey(organizationId), 'details'] as const,
      queryFn: ({ signal }) =>
        parseJson(api.billing['subscription-details'].$get(undefined, { init: { signal } }), SubscriptionDetailsSchema),
      refetchInterval: 30_000,
      refetchOnReconnect: true,
      refetchOnWindowFocus: true,
    }),
  localCheckout: (sessionId: string) =>
    queryOptions({
      queryKey: ['billing', 'local-checkout', sessionId] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.billing['local-checkout'][':id'].$get({ param: { id: sessionId } }, { init: { signal } }),
          LocalCheckoutSchema,
        ),
    }),
}

export function createCheckoutSession(body: { planId: string; seats: number | null }, key: string) {
  return parseJson(
    api.billing['create-checkout-session'].$post({ json: body }, idempotencyKey(key)),
    CheckoutSessionSchema,
  )
}

export function completeLocalCheckout(sessionId: string) {
  return parseJson(
    api.billing['local-checkout'][':id'].complete.$post({ param: { id: sessionId } }),
    SubscriptionDetailsSchema,
  )
}

export function cancelSubscription() {
  return parseJson(api.billing['cancel-subscription'].$post(), SubscriptionDetailsSchema)
}

export function resumeSubscription() {
  return parseJson(api.billing['resume-subscription'].$post(), SubscriptionDetailsSchema)
}

export function changePlan(body: { planId?: string; seats?: number }) {
  return parseJson(api.billing['change-plan'].$post({ json: body }), ChangePlanResultSchema)
}

export function subscriptionUrls() {
  return parseJson(api.billing['subscription-urls'].$post(), SubscriptionUrlsSchema)
}
