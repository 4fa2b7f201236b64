import type { ORGANIZATION_SUBSCRIPTION_STATUSES, TENANT_KINDS, TENANT_STATUSES } from '../../../worker/contracts/enums'
import { lookupMessage } from '../../i18n/lookup-message'
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

/** The billing screen's plan names (billing_plan_<name>), or the raw name for one it does not know. */
export const planLabel = (planName: string) => lookupMessage(`billing_plan_${planName.toLowerCase()}`) ?? planName
