/**
 * The permission model of spec §6. A check passes only when every required permission is in the
 * session's list. Organization-level permissions live on a membership; user-level ones on the user.
 */
export const ORGANIZATION_PERMISSIONS = [
  'APPLICANT_READ',
  'APPLICANT_CREATE',
  'APPLICANT_DELETE',
  'JOB_READ',
  'JOB_CREATE',
  'JOB_UPDATE',
  'JOB_DELETE',
  'CLIENT_READ',
  'CLIENT_CREATE',
  'CLIENT_UPDATE',
  'CLIENT_DELETE',
  'ORGANIZATION_READ',
  'ORGANIZATION_UPDATE',
  'TEAM_READ',
  'TEAM_UPDATE',
  'INTEGRATIONS_READ',
  'INTEGRATIONS_CREATE',
  'AI_PROMPT_READ',
  'AI_PROMPT_UPDATE',
  'AI_MODEL_READ',
  'AI_MODEL_UPDATE',
  'CHAT',
] as const

export const USER_PERMISSIONS = [
  'ORGANIZATION_CREATE',
  'DASHBOARD',
  'PROFILE',
  'ADMIN_READ',
  'ADMIN_UPDATE',
  'ADMIN_DELETE',
  'ADMIN_CREATE',
  'SUSPENDED',
] as const

/**
 * Not in the 22 organization-level permissions of spec §6: billing access comes with ownership,
 * OAUTH with the OAuth client flow, ORGANIZATION_SUSPENDED marks a suspended tenant.
 */
export const OTHER_PERMISSIONS = [
  'ORGANIZATION_SUSPENDED',
  'ORGANIZATION_BILLING_SUBSCRIBE',
  'ORGANIZATION_BILLING_READ',
  'ORGANIZATION_BILLING_READ_SUBSCRIBE',
  'OAUTH',
] as const

export const ALL_PERMISSIONS = [...ORGANIZATION_PERMISSIONS, ...USER_PERMISSIONS, ...OTHER_PERMISSIONS] as const
export type OrganizationPermission = (typeof ORGANIZATION_PERMISSIONS)[number]
export type UserPermission = (typeof USER_PERMISSIONS)[number]
export type Permission = (typeof ALL_PERMISSIONS)[number]

const ADMIN_PERMISSIONS = ['ADMIN_READ', 'ADMIN_UPDATE', 'ADMIN_DELETE', 'ADMIN_CREATE'] as const

/** Presets of spec §6. The organization part is what a membership gets; the user part what the account gets. */
export const PERMISSION_PRESETS = {
  admin: {
    organization: ORGANIZATION_PERMISSIONS,
    user: ['ORGANIZATION_CREATE', 'DASHBOARD', 'PROFILE', ...ADMIN_PERMISSIONS],
  },
  user: {
    organization: [
      'APPLICANT_READ',
      'APPLICANT_CREATE',
      'JOB_READ',
      'CLIENT_READ',
      'ORGANIZATION_READ',
      'TEAM_READ',
      'INTEGRATIONS_READ',
      'AI_PROMPT_READ',
      'AI_MODEL_READ',
      'CHAT',
    ],
    user: ['ORGANIZATION_CREATE', 'DASHBOARD', 'PROFILE'],
  },
  suspend: { organization: [], user: ['SUSPENDED'] },
  none: { organization: [], user: [] },
} as const satisfies Record<
  string,
  { organization: readonly OrganizationPermission[]; user: readonly UserPermission[] }
>
export type PermissionPreset = keyof typeof PERMISSION_PRESETS

/** Organization owners and admins of a tenant: every organization permission. */
export const ORGANIZATION_ADMIN_PERMISSIONS: readonly OrganizationPermission[] = PERMISSION_PRESETS.admin.organization
/** What a member that is not an org admin gets. */
export const ORGANIZATION_MEMBER_PERMISSIONS: readonly OrganizationPermission[] = PERMISSION_PRESETS.user.organization
/** A regular account (not a platform admin). */
export const REGULAR_USER_PERMISSIONS: readonly UserPermission[] = ['ORGANIZATION_CREATE', 'DASHBOARD', 'PROFILE']
export const OWNER_BILLING_PERMISSIONS = [
  'ORGANIZATION_BILLING_SUBSCRIBE',
  'ORGANIZATION_BILLING_READ',
  'ORGANIZATION_BILLING_READ_SUBSCRIBE',
] as const

export function hasAllPermissions(granted: readonly string[], required: readonly Permission[]): boolean {
  const set = new Set(granted)
  return required.every((p) => set.has(p))
}
