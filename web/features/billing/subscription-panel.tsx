import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SubscriptionPlan } from '../../../worker/contracts/tenant'
import {
  billingKey,
  billingQueries,
  cancelSubscription,
  changePlan,
  createCheckoutSession,
  resumeSubscription,
  type SubscriptionDetails,
  subscriptionUrls,
} from '../../api/billing'
import { sessionQueryOptions } from '../../api/session'
import { tenantQueries } from '../../api/tenant'
import { useCreateMutation } from '../../api/use-create-mutation'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { numberFormat } from '../../i18n/intl-cache'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { formatCents, formatDate } from './labels'
import { UsageBars } from './usage-bars'

function planOptionLabel(plan: SubscriptionPlan) {
  const locale = getLocale()
  if (plan.cloudPricePerIngestedDocCents !== null) {
    return m.billing_plan_option_cloud({
      plan: plan.displayName,
      price: formatCents(plan.cloudPricePerIngestedDocCents, locale),
    })
  }
  if (plan.planType === 'PER_SEAT') {
    return m.billing_plan_option_per_seat({
      plan: plan.displayName,
      price: formatCents(plan.pricePerSeatCents, locale),
    })
  }
  return m.billing_plan_option({ plan: plan.displayName, price: formatCents(plan.priceCents, locale) })
}

/** Spec §2 Billing: the subscription with usage, plan choice, seats, cancel and resume. */
export function SubscriptionPanel() {
  const session = useQuery(sessionQueryOptions())
  const organizationId = session.data?.user?.organization?.id ?? null
  const details = useQuery(billingQueries.details(organizationId))
  if (details.data === undefined) {
    return details.isError ? (
      <ErrorNotice message={m.billing_load_failed()} onRetry={() => void details.refetch()} />
    ) : (
      <div className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-line" aria-hidden="true" />
        <span className="skeleton skeleton-line" aria-hidden="true" />
      </div>
    )
  }
  return <Loaded details={details.data} organizationId={organizationId} />
}

function Loaded({ details, organizationId }: { details: SubscriptionDetails; organizationId: string | null }) {
  const locale = getLocale()
  const paid = details.active && details.planName !== 'basic'
  return (
    <>
      <dl className="summary-list">
        <dt>{m.billing_plan()}</dt>
        <dd>{details.planDisplayName}</dd>
        <dt>{m.billing_price()}</dt>
        <dd>
          {details.interval === 'YEARLY'
            ? m.billing_price_per_period_yearly({ price: formatCents(details.price, locale) })
            : m.billing_price_per_period_monthly({ price: formatCents(details.price, locale) })}
        </dd>
        {details.seats !== null ? (
          <>
            <dt>{m.billing_seats()}</dt>
            <dd>{m.billing_seats_used({ used: details.usedSeats, seats: details.seats })}</dd>
          </>
        ) : null}
        {details.metered ? <MeteredUsage metered={details.metered} /> : null}
      </dl>
      {details.renewsAt && paid ? <p>{m.billing_renews_at({ date: formatDate(details.renewsAt, locale) })}</p> : null}
      {details.endsAt ? (
        <p className="notice">{m.billing_ends_at({ date: formatDate(details.endsAt, locale) })}</p>
      ) : null}
      {details.upcomingPlan ? <p>{m.billing_upcoming_plan({ plan: details.upcomingPlan.displayName })}</p> : null}
      <h3>{m.billing_usage()}</h3>
      <UsageBars features={details.features} tenantStatus={details.tenantStatus} />
      {paid ? (
        <ManageSubscription details={details} organizationId={organizationId} />
      ) : (
        <ChoosePlan organizationId={organizationId} />
      )}
    </>
  )
}

/** The cloud plan's metered usage at its prices: what the owner pays per document (spec §1, §9). */
function MeteredUsage({ metered }: { metered: NonNullable<SubscriptionDetails['metered']> }) {
  const locale = getLocale()
  const count = (n: number) => numberFormat(locale).format(n)
  const ingestedPrice = metered.pricePerIngestedDocumentCents
  const storedPrice = metered.pricePerStoredDocumentMonthCents
  return (
    <>
      <dt>{m.billing_metered_ingested()}</dt>
      <dd>
        {ingestedPrice === null
          ? count(metered.ingestedDocuments)
          : m.billing_metered_ingested_value({
              count: count(metered.ingestedDocuments),
              price: formatCents(ingestedPrice, locale),
              total: formatCents(metered.ingestedAmountCents, locale),
            })}
      </dd>
      <dt>{m.billing_metered_stored()}</dt>
      <dd>
        {storedPrice === null
          ? count(metered.storedDocuments)
          : m.billing_metered_stored_value({
              count: count(metered.storedDocuments),
              price: formatCents(storedPrice, locale),
            })}
      </dd>
    </>
  )
}

function PlanPicker({
  plans,
  value,
  onChange,
}: {
  plans: SubscriptionPlan[]
  value: string
  onChange: (planId: string) => void
}) {
  return (
    <fieldset className="plan-picker">
      <legend>{m.billing_choose_plan()}</legend>
      {plans.map((plan) => (
        <label key={plan.id} className="radio-row">
          <input
            type="radio"
            name="plan"
            value={plan.id}
            checked={value === plan.id}
            onChange={() => onChange(plan.id)}
          />
          {planOptionLabel(plan)}
        </label>
      ))}
    </fieldset>
  )
}

function SeatsInput({
  plan,
  value,
  onChange,
}: {
  plan: SubscriptionPlan | undefined
  value: number
  onChange: (n: number) => void
}) {
  if (plan?.planType !== 'PER_SEAT') return null
  return (
    <label className="field">
      <span>{m.billing_seats()}</span>
      <input
        type="number"
        min={plan.minSeats ?? 1}
        max={plan.maxSeats ?? undefined}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  )
}

function ChoosePlan({ organizationId }: { organizationId: string | null }) {
  const plans = useQuery(tenantQueries.plans(organizationId))
  const paidPlans = (plans.data?.plans ?? []).filter((p) => p.name !== 'basic')
  const [planId, setPlanId] = useState('')
  const [seats, setSeats] = useState(3)
  const plan = paidPlans.find((p) => p.id === planId)
  const checkout = useCreateMutation({
    mutationFn: (_: undefined, key: string) =>
      createCheckoutSession({ planId, seats: plan?.planType === 'PER_SEAT' ? seats : null }, key),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notify('error', { title: m.billing_create_failed(), description: errorMessage(error) }),
  })
  if (paidPlans.length === 0) return null
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault()
        if (plan) checkout.mutate(undefined)
      }}
    >
      <PlanPicker
        plans={paidPlans}
        value={planId}
        onChange={(id) => {
          setPlanId(id)
          const chosen = paidPlans.find((p) => p.id === id)
          if (chosen?.minSeats) setSeats((n) => Math.max(n, chosen.minSeats ?? 1))
        }}
      />
      <SeatsInput plan={plan} value={seats} onChange={setSeats} />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={!plan || checkout.isPending}>
          {m.billing_subscribe()}
        </button>
      </div>
    </form>
  )
}

function ManageSubscription({
  details,
  organizationId,
}: {
  details: SubscriptionDetails
  organizationId: string | null
}) {
  const queryClient = useQueryClient()
  const plans = useQuery(tenantQueries.plans(organizationId))
  const paidPlans = (plans.data?.plans ?? []).filter((p) => p.name !== 'basic')
  const current = paidPlans.find((p) => p.id === details.planId)
  const [seats, setSeats] = useState(details.seats ?? 1)
  const [planId, setPlanId] = useState(details.planId ?? '')
  const refresh = () => queryClient.invalidateQueries({ queryKey: billingKey(organizationId) })
  const onFailure = (title: string) => (error: Error) => notify('error', { title, description: errorMessage(error) })

  const seatChange = useMutation({
    mutationFn: () => changePlan({ seats }),
    onSuccess: async (result) => {
      notify('success', {
        title:
          result.chargedCents > 0
            ? m.billing_seats_charged({ amount: formatCents(result.chargedCents, getLocale()) })
            : m.billing_seats_updated(),
      })
      await refresh()
    },
    onError: onFailure(m.billing_change_failed()),
  })
  const planChange = useMutation({
    mutationFn: () => changePlan({ planId }),
    onSuccess: async (result) => {
      notify('success', {
        title: result.planChange === 'next_period' ? m.billing_plan_changed_next() : m.billing_plan_changed_now(),
      })
      await refresh()
    },
    onError: onFailure(m.billing_change_failed()),
  })
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      notify('success', { title: m.billing_cancelled() })
      await refresh()
    },
    onError: onFailure(m.billing_cancel_failed()),
  })
  // Stripe's customer portal keeps the card; the local provider has none to manage.
  const paymentDetails = useMutation({
    mutationFn: subscriptionUrls,
    onSuccess: ({ updatePaymentMethodUrl }) => window.location.assign(updatePaymentMethodUrl),
    onError: onFailure(m.billing_manage_failed()),
  })
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async () => {
      notify('success', { title: m.billing_resumed() })
      await refresh()
    },
    onError: onFailure(m.billing_resume_failed()),
  })

  return (
    <div className="stack">
      {current?.planType === 'PER_SEAT' ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault()
            seatChange.mutate()
          }}
        >
          <SeatsInput plan={current} value={seats} onChange={setSeats} />
          <button type="submit" className="button" disabled={seatChange.isPending || seats === details.seats}>
            {m.billing_update_seats()}
          </button>
        </form>
      ) : null}
      {paidPlans.length > 1 ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault()
            planChange.mutate()
          }}
        >
          <PlanPicker plans={paidPlans} value={planId} onChange={setPlanId} />
          {details.canChangePlanNow ? null : <p className="hint">{m.billing_plan_change_waits()}</p>}
          <div className="button-row">
            <button type="submit" className="button" disabled={planChange.isPending || planId === details.planId}>
              {m.billing_change_plan()}
            </button>
          </div>
        </form>
      ) : null}
      <div className="button-row">
        {details.provider === 'stripe' ? (
          <button
            type="button"
            className="button"
            disabled={paymentDetails.isPending}
            onClick={() => paymentDetails.mutate()}
          >
            {m.billing_manage()}
          </button>
        ) : null}
        {details.cancelAtPeriodEnd ? (
          <button
            type="button"
            className="button button-primary"
            disabled={resume.isPending}
            onClick={() => resume.mutate()}
          >
            {m.billing_resume()}
          </button>
        ) : (
          <button
            type="button"
            className="button button-danger-outline"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {m.billing_cancel()}
          </button>
        )}
      </div>
    </div>
  )
}
