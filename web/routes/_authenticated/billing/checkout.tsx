import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { billingQueries, completeLocalCheckout } from '../../../api/billing'
import { lazySchema } from '../../../api/lazy-schema'
import { sessionQueryOptions } from '../../../api/session'
import { BILLING_HREF } from '../../../auth/access-rules'
import { guardRoute } from '../../../auth/guard'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../components/page-status'
import { notify } from '../../../components/toast/toaster'
import { formatCents } from '../../../features/billing/labels'
import { errorMessage } from '../../../i18n/error-message'
import { m } from '../../../paraglide/messages'
import { getLocale } from '../../../paraglide/runtime'

const checkoutSearchSchema = lazySchema(() => z.object({ session: z.string().min(1).max(64).catch('') }))

/** The local billing provider's checkout page: no card, the subscription starts when completed. */
export const Route = createFileRoute('/_authenticated/billing/checkout')({
  validateSearch: checkoutSearchSchema,
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['ORGANIZATION_BILLING_SUBSCRIBE'] }),
  component: CheckoutPage,
})

function CheckoutPage() {
  useDocumentTitle(m.billing_checkout_title())
  const { session: sessionId } = Route.useSearch()
  const checkout = useQuery({ ...billingQueries.localCheckout(sessionId), enabled: sessionId !== '' })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const complete = useMutation({
    mutationFn: () => completeLocalCheckout(sessionId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['billing'] })
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
      await navigate({ to: '/organization/billing', search: { section: 'billing' } })
    },
    onError: (error) => notify('error', { title: m.billing_create_failed(), description: errorMessage(error) }),
  })
  const data = checkout.data
  return (
    <>
      <h1>{m.billing_checkout_title()}</h1>
      <section className="card" aria-labelledby="checkout-heading">
        {checkout.isError || sessionId === '' ? (
          <ErrorNotice message={errorMessage(checkout.error)} />
        ) : data === undefined ? (
          <div className="skeleton-group" role="status">
            <span className="visually-hidden">{m.common_loading()}</span>
            <span className="skeleton skeleton-line" aria-hidden="true" />
          </div>
        ) : (
          <>
            <h2 id="checkout-heading" className="card-title">
              {m.billing_checkout_summary({
                plan: data.planDisplayName,
                price: formatCents(data.priceCents, getLocale()),
              })}
            </h2>
            {data.seats !== null ? (
              <p>
                {m.billing_seats()}: {data.seats}
              </p>
            ) : null}
            <p className="hint">{m.billing_checkout_local_note()}</p>
            {data.status === 'OPEN' ? (
              <div className="button-row">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={complete.isPending}
                  onClick={() => complete.mutate()}
                >
                  {m.billing_checkout_complete()}
                </button>
              </div>
            ) : (
              <p className="notice">{m.billing_checkout_expired()}</p>
            )}
          </>
        )}
        <p>
          <Link to={BILLING_HREF}>{m.billing_checkout_back()}</Link>
        </p>
      </section>
    </>
  )
}
