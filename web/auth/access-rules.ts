/**
 * Who may open which page, and where they go instead (spec §2). Pure: no router, no React, no fetch,
 * so every rule is unit-tested on its own and the route guards only carry out the decision.
 */
import { hasAllPermissions, type Permission } from '../../worker/contracts/permissions'

export type AccessMode = 'Any' | 'GuestOnly' | 'Authenticated' | 'Admin'

/** The parts of the session user the rules look at. */
export interface AccessUser {
  status: 'ACTIVE' | 'SUSPENDED'
  permissions: readonly string[]
  organizations?: readonly { id: string }[]
  organizationId?: string | null
  organization: { subscriptionStatus: 'ACTIVE' | 'CANCELED' | 'INACTIVE' | 'SUSPENDED' } | null
}

export interface AccessRequest {
  mode: AccessMode
  user: AccessUser | null
  /** The page being opened: its path and its path + query string. */
  location: { pathname: string; href: string }
  /** Permissions the page needs on top of its mode. */
  requiredPermissions?: readonly Permission[]
  /** The page shows an organization's data (the dashboard): without one it has nothing to show. */
  requiresOrganization?: boolean
  /** Guest-only pages: where to continue after signing in. Untrusted (comes from the query string). */
  returnUrl?: unknown
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Sign the user out first; then go to `to` (null: stay, the page is already the right one). */
  | { kind: 'sign-out'; to: string | null }
  /** Signed in but not allowed, and there is no other page to send them to. */
  | { kind: 'forbidden' }

export const PATHS = {
  start: '/',
  login: '/login',
  dashboard: '/dashboard',
  profile: '/profile',
  suspended: '/suspended',
  billing: '/organization/billing',
  billingCheckout: '/billing/checkout',
  admin: '/admin',
} as const

export const BILLING_HREF = `${PATHS.billing}?section=billing`
/** Where members of a suspended organization land: the suspended page, worded for the organization. */
export const ORGANIZATION_SUSPENDED_HREF = `${PATHS.suspended}?reason=organization`

/**
 * Pages a user without an active subscription may still open: billing itself, and the profile,
 * which holds the organization switcher (otherwise one unpaid organization would lock the user out
 * of all their other organizations).
 */
const SUBSCRIPTION_EXEMPT_PATHS: readonly string[] = [PATHS.billing, PATHS.billingCheckout, PATHS.profile]

/** Guest-only pages are never a sensible place to return to after signing in. */
const GUEST_ONLY_PATHS: readonly string[] = [
  PATHS.login,
  '/login/link',
  '/signup',
  '/signup/confirm',
  '/register',
  '/onboarding',
  '/forgot-password',
  '/reset-password',
]

export function isSuspended(user: AccessUser): boolean {
  return user.status === 'SUSPENDED' || user.permissions.includes('SUSPENDED')
}

/**
 * The session's organization is suspended (the server marks it with ORGANIZATION_SUSPENDED; it picks
 * an open organization instead whenever the user has one). Platform admins stay signed in: they are
 * the ones who lift the suspension, and the admin screens are not organization pages.
 */
export function isOrganizationSuspended(user: AccessUser): boolean {
  return user.permissions.includes('ORGANIZATION_SUSPENDED') && !user.permissions.includes('ADMIN_READ')
}

/** The user may subscribe for the organization, and it has no active subscription. */
export function needsSubscription(user: AccessUser): boolean {
  return (
    hasAllPermissions(user.permissions, ['ORGANIZATION_BILLING_SUBSCRIBE']) &&
    user.organization !== null &&
    user.organization.subscriptionStatus !== 'ACTIVE'
  )
}

/** The session has an organization chosen (the guard picks the first one when it has any). */
export function hasOrganization(user: AccessUser): boolean {
  return Boolean(user.organizationId)
}

/**
 * Where a signed-in user starts: the dashboard if they may see it and have an organization; a platform
 * admin without one gets the admin landing page; everyone else their profile, where an organization
 * is created or chosen.
 */
export function homePath(user: AccessUser): string {
  if (hasOrganization(user) && hasAllPermissions(user.permissions, ['DASHBOARD'])) return PATHS.dashboard
  if (hasAllPermissions(user.permissions, ['ADMIN_READ'])) return PATHS.admin
  return PATHS.profile
}

export function loginHref(returnTo?: string): string {
  const safe = sanitizeReturnUrl(returnTo)
  return safe && safe !== PATHS.start ? `${PATHS.login}?return_url=${encodeURIComponent(safe)}` : PATHS.login
}

const BASE = 'http://shortlist.invalid'
const MAX_RETURN_URL_LENGTH = 2048

/**
 * Accepts only a same-origin relative path ("/x?y#z"). Rejects absolute and protocol-relative URLs
 * ("//evil.example", "/\\evil.example" which browsers treat alike), other schemes, control characters
 * and guest-only pages, so the login page cannot be turned into an open redirect or a loop.
 */
export function sanitizeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_URL_LENGTH) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  // Backslashes and control characters (tab, newline) are normalised away by URL parsers and can
  // turn "/\t/evil.example" into "//evil.example".
  if (value.includes('\\') || hasControlCharacter(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  if (GUEST_ONLY_PATHS.includes(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

export function decideAccess(request: AccessRequest): AccessDecision {
  const { mode, user, location } = request
  if (user === null) {
    return mode === 'Authenticated' || mode === 'Admin'
      ? { kind: 'redirect', to: loginHref(location.href) }
      : { kind: 'allow' }
  }
  if (isSuspended(user)) {
    return { kind: 'sign-out', to: location.pathname === PATHS.suspended ? null : PATHS.suspended }
  }
  if (isOrganizationSuspended(user)) {
    return { kind: 'sign-out', to: location.pathname === PATHS.suspended ? null : ORGANIZATION_SUSPENDED_HREF }
  }
  if (mode === 'Any') return { kind: 'allow' }
  if (needsSubscription(user) && !SUBSCRIPTION_EXEMPT_PATHS.includes(location.pathname)) {
    return { kind: 'redirect', to: BILLING_HREF }
  }
  if (mode === 'GuestOnly') {
    return { kind: 'redirect', to: sanitizeReturnUrl(request.returnUrl) ?? homePath(user) }
  }
  const required: Permission[] = [...(request.requiredPermissions ?? [])]
  if (mode === 'Admin') required.push('ADMIN_READ')
  if (!hasAllPermissions(user.permissions, required) || (request.requiresOrganization && !hasOrganization(user))) {
    const home = homePath(user)
    return home === location.pathname ? { kind: 'forbidden' } : { kind: 'redirect', to: home }
  }
  return { kind: 'allow' }
}

/** The start page '/': guests sign in, signed-in users go where a guest-only page would send them. */
export function decideStart(user: AccessUser | null): AccessDecision {
  if (user === null) return { kind: 'redirect', to: PATHS.login }
  return decideAccess({ mode: 'GuestOnly', user, location: { pathname: PATHS.start, href: PATHS.start } })
}

/** Spec §7: "If no tenant is set in the session, the first organization is chosen." */
export function defaultOrganizationId(user: AccessUser): string | null {
  if (user.organizationId) return null
  return user.organizations?.[0]?.id ?? null
}
