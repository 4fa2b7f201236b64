import { useQuery } from '@tanstack/react-query'
import { sessionQueryOptions } from '../../api/session'
import { needsSubscription } from '../../auth/access-rules'
import { ErrorNotice } from '../../components/page-status'
import { m } from '../../paraglide/messages'
import { planLabel } from '../organization/labels'

const STATUS_LABELS = {
  ACTIVE: () => m.billing_status_active(),
  CANCELED: () => m.billing_status_canceled(),
  INACTIVE: () => m.billing_status_inactive(),
  SUSPENDED: () => m.billing_status_suspended(),
} as const

/** Spec §2 subscription loader: a loading skeleton, 'Failed to load subscription details' on failure. */
export function SubscriptionSummary() {
  const query = useQuery(sessionQueryOptions())
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorNotice message={m.billing_load_failed()} onRetry={() => void query.refetch()} />
    ) : (
      <div className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-line" aria-hidden="true" />
        <span className="skeleton skeleton-line" aria-hidden="true" />
      </div>
    )
  }
  const user = query.data.user
  if (user === null) return <ErrorNotice message={m.billing_load_failed()} />
  const organization = user.organization
  if (organization === null) return <p>{m.billing_no_organization()}</p>
  return (
    <>
      {needsSubscription(user) ? <p className="notice">{m.billing_subscription_required()}</p> : null}
      <dl className="summary-list">
        <dt>{m.billing_organization()}</dt>
        <dd>{organization.name}</dd>
        <dt>{m.billing_account_type()}</dt>
        <dd>{planLabel(organization.planName)}</dd>
        <dt>{m.billing_status()}</dt>
        <dd>
          <span className="badge" data-status={organization.subscriptionStatus.toLowerCase()}>
            {STATUS_LABELS[organization.subscriptionStatus]()}
          </span>
        </dd>
      </dl>
    </>
  )
}
