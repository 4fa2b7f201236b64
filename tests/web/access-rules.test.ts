import { describe, expect, it } from 'vitest'
import {
  type AccessRequest,
  BILLING_HREF,
  decideAccess,
  decideStart,
  defaultOrganizationId,
  homePath,
  isSuspended,
  loginHref,
  needsSubscription,
  sanitizeReturnUrl,
} from '../../web/auth/access-rules'
import { makeUser } from './support/fixtures'

const at = (href: string) => ({ pathname: new URL(href, 'http://x').pathname, href })
const decide = (request: Partial<AccessRequest> & Pick<AccessRequest, 'mode'>) =>
  decideAccess({ user: null, location: at('/dashboard'), ...request })

const unpaid = makeUser({
  permissions: ['DASHBOARD', 'PROFILE', 'ORGANIZATION_BILLING_SUBSCRIBE'],
  organization: { ...makeUser().organization!, subscriptionStatus: 'INACTIVE' },
})

describe('unauthenticated visitors', () => {
  it('are sent to login with the page (path and query) as return_url', () => {
    expect(decide({ mode: 'Authenticated', location: at('/dashboard?tab=2') })).toEqual({
      kind: 'redirect',
      to: '/login?return_url=%2Fdashboard%3Ftab%3D2',
    })
  })

  it('are sent to login from admin pages too', () => {
    expect(decide({ mode: 'Admin', location: at('/admin/users') })).toEqual({
      kind: 'redirect',
      to: '/login?return_url=%2Fadmin%2Fusers',
    })
  })

  it('may open guest-only and Any pages', () => {
    expect(decide({ mode: 'GuestOnly', location: at('/login') })).toEqual({ kind: 'allow' })
    expect(decide({ mode: 'Any', location: at('/suspended') })).toEqual({ kind: 'allow' })
  })
})

describe('signed-in users on guest-only pages', () => {
  it('go to a safe return_url', () => {
    const decision = decide({ mode: 'GuestOnly', user: makeUser(), location: at('/login'), returnUrl: '/profile?x=1' })
    expect(decision).toEqual({ kind: 'redirect', to: '/profile?x=1' })
  })

  it('go to the dashboard when they hold DASHBOARD and there is no return_url', () => {
    expect(decide({ mode: 'GuestOnly', user: makeUser(), location: at('/login') })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    })
  })

  it('go to the profile without DASHBOARD', () => {
    const user = makeUser({ permissions: ['PROFILE'] })
    expect(decide({ mode: 'GuestOnly', user, location: at('/login') })).toEqual({ kind: 'redirect', to: '/profile' })
  })

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login'])(
    'ignore the unsafe return_url %s',
    (returnUrl) => {
      expect(decide({ mode: 'GuestOnly', user: makeUser(), location: at('/login'), returnUrl })).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      })
    },
  )
})

describe('suspended users', () => {
  const byStatus = makeUser({ status: 'SUSPENDED' })
  const byPermission = makeUser({ permissions: ['DASHBOARD', 'SUSPENDED'] })

  it.each([
    ['status SUSPENDED', byStatus],
    ['the SUSPENDED permission', byPermission],
  ])('with %s are signed out and sent to /suspended from every mode', (_, user) => {
    for (const mode of ['Authenticated', 'Admin', 'GuestOnly', 'Any'] as const) {
      expect(decide({ mode, user, location: at('/dashboard') })).toEqual({ kind: 'sign-out', to: '/suspended' })
    }
  })

  it('are signed out but stay on /suspended itself', () => {
    expect(decide({ mode: 'Any', user: byStatus, location: at('/suspended') })).toEqual({ kind: 'sign-out', to: null })
  })

  it('is decided before the billing rule', () => {
    const user = { ...unpaid, status: 'SUSPENDED' as const }
    expect(decide({ mode: 'Authenticated', user })).toEqual({ kind: 'sign-out', to: '/suspended' })
  })
})

describe('billing', () => {
  it('sends a subscriber without an active subscription to billing', () => {
    expect(decide({ mode: 'Authenticated', user: unpaid, location: at('/dashboard') })).toEqual({
      kind: 'redirect',
      to: BILLING_HREF,
    })
    expect(BILLING_HREF).toBe('/organization/billing?section=billing')
  })

  it('takes precedence over return_url after signing in', () => {
    expect(decide({ mode: 'GuestOnly', user: unpaid, location: at('/login'), returnUrl: '/dashboard' })).toEqual({
      kind: 'redirect',
      to: BILLING_HREF,
    })
  })

  it('lets them open billing itself and the profile (organization switcher)', () => {
    expect(decide({ mode: 'Authenticated', user: unpaid, location: at(BILLING_HREF) })).toEqual({ kind: 'allow' })
    expect(decide({ mode: 'Authenticated', user: unpaid, location: at('/profile') })).toEqual({ kind: 'allow' })
  })

  it.each(['CANCELED', 'INACTIVE', 'SUSPENDED'] as const)('applies to subscription status %s', (subscriptionStatus) => {
    const user = { ...unpaid, organization: { ...unpaid.organization!, subscriptionStatus } }
    expect(needsSubscription(user)).toBe(true)
  })

  it('does not apply with an active subscription, without the permission, or without an organization', () => {
    const active = { ...unpaid, organization: { ...unpaid.organization!, subscriptionStatus: 'ACTIVE' as const } }
    expect(needsSubscription(active)).toBe(false)
    expect(needsSubscription({ ...unpaid, permissions: ['DASHBOARD'] })).toBe(false)
    expect(needsSubscription({ ...unpaid, organization: null })).toBe(false)
    expect(decide({ mode: 'Authenticated', user: makeUser() })).toEqual({ kind: 'allow' })
  })

  it('does not apply on Any pages', () => {
    expect(decide({ mode: 'Any', user: unpaid, location: at('/suspended') })).toEqual({ kind: 'allow' })
  })
})

describe('permissions', () => {
  it('sends a user without a required permission to their start page', () => {
    const user = makeUser({ permissions: ['PROFILE'] })
    expect(decide({ mode: 'Authenticated', user, requiredPermissions: ['DASHBOARD'] })).toEqual({
      kind: 'redirect',
      to: '/profile',
    })
  })

  it('is forbidden (not a redirect loop) when the start page itself is not allowed', () => {
    const user = makeUser({ permissions: [] })
    const decision = decide({ mode: 'Authenticated', user, location: at('/profile'), requiredPermissions: ['PROFILE'] })
    expect(decision).toEqual({ kind: 'forbidden' })
  })

  it('admin pages need ADMIN_READ', () => {
    expect(decide({ mode: 'Admin', user: makeUser(), location: at('/admin/users') })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    })
    const admin = makeUser({ permissions: ['DASHBOARD', 'ADMIN_READ'] })
    expect(decide({ mode: 'Admin', user: admin, location: at('/admin/users') })).toEqual({ kind: 'allow' })
  })

  it('lets a signed-in user with all permissions through', () => {
    expect(decide({ mode: 'Authenticated', user: makeUser(), requiredPermissions: ['DASHBOARD'] })).toEqual({
      kind: 'allow',
    })
  })
})

describe('start page', () => {
  it('sends guests to login without a return_url', () => {
    expect(decideStart(null)).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('sends signed-in users to dashboard, profile, billing or suspended', () => {
    expect(decideStart(makeUser())).toEqual({ kind: 'redirect', to: '/dashboard' })
    expect(decideStart(makeUser({ permissions: [] }))).toEqual({ kind: 'redirect', to: '/profile' })
    expect(decideStart(unpaid)).toEqual({ kind: 'redirect', to: BILLING_HREF })
    expect(decideStart(makeUser({ status: 'SUSPENDED' }))).toEqual({ kind: 'sign-out', to: '/suspended' })
  })
})

describe('sanitizeReturnUrl', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/organization/billing?section=billing', '/organization/billing?section=billing'],
    ['/a/../profile#top', '/profile#top'],
    ['/', '/'],
  ])('accepts the same-origin path %s', (input, expected) => {
    expect(sanitizeReturnUrl(input)).toBe(expected)
  })

  it.each([
    undefined,
    null,
    42,
    '',
    'dashboard',
    'https://evil.example',
    'http://localhost/dashboard',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /dashboard',
    '/login',
    '/login?return_url=%2Fdashboard',
    `/${'a'.repeat(3000)}`,
  ])('rejects %j', (input) => {
    expect(sanitizeReturnUrl(input)).toBeNull()
  })

  it('builds login links that carry only safe return URLs', () => {
    expect(loginHref('/profile')).toBe('/login?return_url=%2Fprofile')
    expect(loginHref('/')).toBe('/login')
    expect(loginHref('//evil.example')).toBe('/login')
  })
})

describe('helpers', () => {
  it('isSuspended and homePath', () => {
    expect(isSuspended(makeUser())).toBe(false)
    expect(homePath(makeUser())).toBe('/dashboard')
  })

  it('sends a platform admin without an organization to the admin landing page, others to their profile', () => {
    const alone = { organizationId: null, organization: null, organizations: [] }
    const admin = makeUser({ ...alone, permissions: ['DASHBOARD', 'PROFILE', 'ADMIN_READ'] })
    const member = makeUser({ ...alone, permissions: ['DASHBOARD', 'PROFILE'] })
    expect(homePath(admin)).toBe('/admin')
    expect(homePath(member)).toBe('/profile')
    expect(homePath({ ...admin, organizationId: 'org-1' })).toBe('/dashboard')
    // The dashboard shows an organization's data: without one it redirects home instead of erroring.
    const dashboard = { mode: 'Authenticated' as const, location: at('/dashboard'), requiresOrganization: true }
    expect(decide({ ...dashboard, user: admin, requiredPermissions: ['DASHBOARD'] })).toEqual({
      kind: 'redirect',
      to: '/admin',
    })
    expect(decide({ ...dashboard, user: makeUser({ permissions: ['DASHBOARD'] }) })).toEqual({ kind: 'allow' })
  })

  it('picks the first organization only when none is chosen', () => {
    const none = makeUser({ organizationId: null, organization: null })
    expect(defaultOrganizationId(none)).toBe('org-1')
    expect(defaultOrganizationId(makeUser())).toBeNull()
    expect(defaultOrganizationId({ ...none, organizations: [] })).toBeNull()
  })
})
