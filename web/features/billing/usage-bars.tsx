import type { TenantStatus } from '../../../worker/contracts/enums'
import { isLowQuota, remainingQuota } from '../../../worker/contracts/plan-gating'
import type { SubscriptionFeature } from '../../api/billing'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { featureLabel } from './labels'

/** Usage per feature as bars; the warning colour shows when little is left (spec §6 low-quota warning). */
export function UsageBars({ features, tenantStatus }: { features: SubscriptionFeature[]; tenantStatus: TenantStatus }) {
  const shown = features.filter((f) => f.enabled)
  if (shown.length === 0) return null
  return (
    <ul className="usage-list" aria-label={m.billing_usage()}>
      {shown.map((f) => {
        const left = remainingQuota(f, tenantStatus)
        const low = isLowQuota(left, f.quota)
        const label = featureLabel(f.id)
        return (
          <li key={f.id} className="usage-item" data-low={low ? 'true' : undefined}>
            <span className="usage-label">{label}</span>
            {f.quota === null || tenantStatus === 'SPECIAL' ? (
              <span className="usage-value">{m.billing_usage_unlimited({ used: formatCount(f.used) })}</span>
            ) : (
              <>
                <progress
                  className="usage-bar"
                  max={Math.max(1, f.quota)}
                  value={Math.min(f.used, f.quota)}
                  aria-label={label}
                />
                <span className="usage-value">
                  {f.quotaPeriod === 'PERIOD'
                    ? m.billing_usage_period({ used: formatCount(f.used), quota: formatCount(f.quota) })
                    : m.billing_usage_total({ used: formatCount(f.used), quota: formatCount(f.quota) })}
                </span>
                {low ? <span className="usage-warning">{m.billing_usage_low()}</span> : null}
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
