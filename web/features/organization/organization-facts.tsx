import type { Tenant } from '../../api/tenant'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { planLabel, SUBSCRIPTION_STATUS_LABELS, TENANT_KIND_LABELS, TENANT_STATUS_LABELS } from './labels'

/** Read-only facts: counts, tenant status and kind, plan, subscription and owner. */
export function OrganizationFacts({ tenant }: { tenant: Tenant }) {
  return (
    <dl className="summary-list">
      <dt>{m.org_count_applicants()}</dt>
      <dd>{formatCount(tenant.counts.applicants)}</dd>
      <dt>{m.org_count_jobs()}</dt>
      <dd>{formatCount(tenant.counts.jobs)}</dd>
      <dt>{m.org_count_invites()}</dt>
      <dd>{formatCount(tenant.counts.invites)}</dd>
      <dt>{m.org_status()}</dt>
      <dd>
        <span className="badge" data-status={tenant.status.toLowerCase()}>
          {TENANT_STATUS_LABELS[tenant.status]()}
        </span>
      </dd>
      <dt>{m.org_kind()}</dt>
      <dd>{TENANT_KIND_LABELS[tenant.kind]()}</dd>
      <dt>{m.org_plan()}</dt>
      <dd>{planLabel(tenant.planName)}</dd>
      <dt>{m.org_subscription()}</dt>
      <dd>{SUBSCRIPTION_STATUS_LABELS[tenant.subscriptionStatus]()}</dd>
      <dt>{m.org_owner()}</dt>
      <dd>{tenant.owner ? `${tenant.owner.name} (${tenant.owner.email})` : m.org_owner_none()}</dd>
    </dl>
  )
}
