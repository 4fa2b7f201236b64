import type { USER_STATUSES } from '../../../worker/contracts/enums'
import { PERMISSION_PRESETS, type PermissionPreset } from '../../../worker/contracts/permissions'
import { dateTimeFormat } from '../../i18n/intl-cache'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'

// Records over the contract's enumerations: a new status or preset fails the type check here until
// it has words in both languages.

export const USER_STATUS_LABELS: Record<(typeof USER_STATUSES)[number], () => string> = {
  ACTIVE: () => m.admin_users_status_active(),
  SUSPENDED: () => m.admin_users_status_suspended(),
}

export const PRESET_LABELS: Record<PermissionPreset, () => string> = {
  admin: () => m.admin_users_preset_admin(),
  user: () => m.admin_users_preset_user(),
  suspend: () => m.admin_users_preset_suspend(),
  none: () => m.admin_users_preset_none(),
}

export const PRESETS = Object.keys(PERMISSION_PRESETS) as PermissionPreset[]

/**
 * The preset a user's user-level permissions equal, or null when they were set one by one. A
 * suspended account counts as "suspend" whatever else it holds: that is what the admin must see.
 */
export function presetOf(user: { status: string; permissions: readonly string[] }): PermissionPreset | null {
  if (user.status === 'SUSPENDED' || user.permissions.includes('SUSPENDED')) return 'suspend'
  const held = [...new Set(user.permissions)].sort().join()
  return PRESETS.find((preset) => [...PERMISSION_PRESETS[preset].user].sort().join() === held) ?? null
}

export function formatDateTime(epochMs: number, locale = getLocale()): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs))
}
