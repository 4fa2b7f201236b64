import type { AdminInvitePreset } from '../../../worker/contracts/admin-tenants'
import type { TenantKind, TenantStatus, UiLanguage } from '../../../worker/contracts/enums'
import { m } from '../../paraglide/messages'

// Records over the contract's enumerations: a new status, kind or language fails the type check here
// until it has words in both languages.

export const TENANT_STATUS_LABELS: Record<TenantStatus, () => string> = {
  STANDARD: () => m.admin_orgs_status_standard(),
  SPECIAL: () => m.admin_orgs_status_special(),
  SUSPENDED: () => m.admin_orgs_status_suspended(),
}

export const TENANT_KIND_LABELS: Record<TenantKind, () => string> = {
  organization: () => m.admin_orgs_kind_organization(),
  marketplace: () => m.admin_orgs_kind_marketplace(),
}

export const LANGUAGE_LABELS: Record<UiLanguage, () => string> = {
  en_US: () => m.admin_orgs_language_en_US(),
  de_DE: () => m.admin_orgs_language_de_DE(),
}

export const INVITE_PRESET_LABELS: Record<AdminInvitePreset, () => string> = {
  admin: () => m.admin_orgs_preset_admin(),
  user: () => m.admin_orgs_preset_user(),
}

export const TENANT_STATUS_ORDER: readonly TenantStatus[] = ['STANDARD', 'SPECIAL', 'SUSPENDED']
