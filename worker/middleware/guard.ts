import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, AuthState } from '../context'
import { hasAllPermissions, type Permission } from '../contracts/permissions'
import { AppError } from '../lib/app-error'
import { CSRF_HEADER, checkCsrfToken, SAFE_METHODS } from './csrf'
import { withRouteMeta } from './route-meta'

interface GuardOptions {
  /** Every one of these must be in the session's permission list (spec §6). */
  permissions?: Permission[]
  /** At least one of these (a feature reached from several screens, each with its own permission). */
  anyPermissions?: Permission[]
  /** The route works on the current organization's data. */
  tenant?: boolean
  /** The CSRF token arrives in the body (`csrfToken`) and the handler checks it. */
  csrfInBody?: boolean
}

/**
 * The one door for non-public routes: a live session, not suspended, the CSRF token on writes, and
 * every required permission. Routes that need none of this are listed in `public-routes.ts`.
 */
export function guard(options: GuardOptions = {}) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.get('auth')
    if (!auth) throw new AppError('UNAUTHENTICATED')
    if (auth.user.status === 'SUSPENDED' || auth.user.permissions.includes('SUSPENDED')) {
      throw new AppError('ACCOUNT_SUSPENDED')
    }
    if (!options.csrfInBody && !SAFE_METHODS.has(c.req.method)) {
      checkCsrfToken(auth.csrfToken, c.req.header(CSRF_HEADER))
    }
    if (options.tenant && !auth.user.organizationId) throw new AppError('NO_ORGANIZATION')
    // A suspended organization is closed until a platform admin lifts the suspension: its data to
    // everyone, and everything else to its members (platform admins keep their admin screens).
    if (
      auth.user.permissions.includes('ORGANIZATION_SUSPENDED') &&
      (options.tenant || !auth.user.permissions.includes('ADMIN_READ'))
    ) {
      throw new AppError('ORGANIZATION_SUSPENDED')
    }
    if (options.permissions && !hasAllPermissions(auth.user.permissions, options.permissions)) {
      throw new AppError('FORBIDDEN')
    }
    if (options.anyPermissions && !options.anyPermissions.some((p) => auth.user.permissions.includes(p))) {
      throw new AppError('FORBIDDEN')
    }
    await next()
  })
  // Self-describing routes: tests read the required permissions from the route table.
  return withRouteMeta(middleware, {
    kind: 'guard',
    permissions: options.permissions ?? [],
    anyPermissions: options.anyPermissions ?? [],
    tenant: options.tenant ?? false,
  })
}

/** The signed-in state of a guarded route. */
export function authOf(c: Context<AppEnv>): AuthState {
  const auth = c.get('auth')
  if (!auth) throw new AppError('UNAUTHENTICATED')
  return auth
}

/** The current organization of a guarded tenant route; every tenant query takes it first. */
export function tenantOf(c: Context<AppEnv>): string {
  const tenantId = authOf(c).user.organizationId
  if (!tenantId) throw new AppError('NO_ORGANIZATION')
  return tenantId
}
