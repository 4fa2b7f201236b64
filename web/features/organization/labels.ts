import type { ORGANIZATION_SUBSCRIPTION_STATUSES, TENANT_KINDS, TENANT_STATUSES } from '../../../worker/contracts/enums'
import { m } from '../../paraglide/messages'

export const TENANT_STATUS_LABELS: Record<(typeof TENANT_STATUSES)[number], () => string> = {
  SPECIAL: m.org_status_special,
  SUSPENDED: m.org_status_suspended,
  STANDARD: m.org_status_standard,
}

export const TENANT_KIND_LABELS: Record<(typeof TENANT_KINDS)[number], () => string> = {
  organization: m.org_kind_organization,
  marketplace: m.org_kind_marketplace,
}

export const SUBSCRIPTION_STATUS_LABELS: Record<(typeof ORGANIZATION_SUBSCRIPTION_STATUSES)[number], () => string> = {
  ACTIVE: m.billing_status_active,
  CANCELED: m.billing_status_canceled,
  INACTIVE: m.billing_status_inactive,
  SUSPENDED: m.billing_status_suspended,
}

const PLAN_LABELS: Readonly<Record<string, () => string>> = {
  BASIC: m.billing_plan_basic,
  CLOUD: m.billing_plan_cloud,
  SPECIAL: m.billing_plan_special,
  STANDARD: m.billing_plan_standard,
  SUSPENDED: m.billing_plan_suspended,
  UNPAID: m.billing_plan_unpaid,
}

/** The billing screen's plan names (spec §3), or the raw name for a plan added later. */
export function planLabel(planName: string): string {
  const key = planName.toUpperCase()
  return Object.hasOwn(PLAN_LABELS, key) ? (PLAN_LABELS[key]?.() ?? planName) : planName
}
