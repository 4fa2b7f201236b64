import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { lazySchema } from '../../../api/lazy-schema'
import { guardRoute } from '../../../auth/guard'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { SubscriptionPanel } from '../../../features/billing/subscription-panel'
import { SubscriptionSummary } from '../../../features/billing/subscription-summary'
import { m } from '../../../paraglide/messages'

// Spec §2: /organization/billing?section=billing. Other sections of the organization settings come later.
// `checkout`: where Stripe's Checkout sends the owner back (success_url / cancel_url).
const billingSearchSchema = lazySchema(() =>
  z.object({
    section: z.enum(['billing']).optional().catch(undefined),
    checkout: z.enum(['success', 'cancelled']).optional().catch(undefined),
  }),
)

export const Route = createFileRoute('/_authenticated/organization/billing')({
  validateSearch: billingSearchSchema,
  // Billing belongs to the organization owner (spec §6).
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['ORGANIZATION_BILLING_READ'] }),
  component: BillingPage,
})

function BillingPage() {
  useDocumentTitle(m.billing_title())
  const { checkout } = Route.useSearch()
  return (
    <>
      <h1>{m.billing_title()}</h1>
      {checkout === 'success' ? (
        // The subscription starts with the provider's webhook, which may come a moment after the owner.
        <p className="notice" role="status">
          {m.billing_checkout_returned_success()}
        </p>
      ) : checkout === 'cancelled' ? (
        <p className="notice" role="status">
          {m.billing_checkout_returned_cancelled()}
        </p>
      ) : null}
      <section className="card billing-subscription" aria-labelledby="billing-subscription-heading">
        <h2 id="billing-subscription-heading" className="card-title">
          {m.billing_subscription_title()}
        </h2>
        <SubscriptionSummary />
        <SubscriptionPanel />
      </section>
    </>
  )
}
