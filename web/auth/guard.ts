import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { Permission } from '../../worker/contracts/permissions'
import { type SessionUser, sessionQueryOptions, switchOrganization } from '../api/session'
import { type AccessDecision, type AccessMode, decideAccess, decideStart, defaultOrganizationId } from './access-rules'
import { forceSignOut } from './sign-out'

export interface GuardOptions {
  mode: AccessMode
  requiredPermissions?: readonly Permission[]
  requiresOrganization?: boolean
  returnUrl?: unknown
}

export interface GuardInput {
  queryClient: QueryClient
  location: { pathname: string; href: string }
  /** Router preloads (hover on a link) run guards too; they must not have side effects. */
  preload: boolean
}

/** Makes sure the session is loaded, and picks the first organization when none is chosen yet. */
export async function loadSessionUser(queryClient: QueryClient, preload: boolean): Promise<SessionUser | null> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions())
  if (session.user === null || preload) return session.user
  const organizationId = defaultOrganizationId(session.user)
  if (organizationId === null) return session.user
  const updated = await switchOrganization(session.csrfToken, organizationId)
  queryClient.setQueryData(sessionQueryOptions().queryKey, updated)
  return updated.user
}

/** Turns an access decision into router behaviour: continue, redirect, sign out, or not found. */
async function carryOut(decision: AccessDecision, input: GuardInput): Promise<void> {
  switch (decision.kind) {
    case 'allow':
      return
    case 'redirect':
      throw redirect({ href: decision.to, replace: true })
    case 'forbidden':
      throw notFound()
    case 'sign-out':
      // Go to the page first; its own guard (mode Any) then signs out. Signing out before the redirect
      // lets the session watcher re-run this page's guard as a guest, which wins over the redirect.
      if (decision.to !== null) throw redirect({ href: decision.to, replace: true })
      if (!input.preload) await forceSignOut(input.queryClient)
  }
}

/** For a route's beforeLoad: applies the access rules of its mode; returns the user (null for guests). */
export async function enforceAccess(options: GuardOptions, input: GuardInput): Promise<SessionUser | null> {
  const user = await loadSessionUser(input.queryClient, input.preload)
  const decision = decideAccess({ ...options, user, location: input.location })
  await carryOut(decision, input)
  return decision.kind === 'allow' ? user : null
}

/** For the start page '/': always leaves it (dashboard, profile, billing, login or suspended). */
export async function enforceStart(input: GuardInput): Promise<void> {
  const user = await loadSessionUser(input.queryClient, input.preload)
  await carryOut(decideStart(user), input)
}

interface BeforeLoadArgs {
  context: { queryClient: QueryClient }
  location: { pathname: string; href: string }
  preload: boolean
}

/**
 * A route `beforeLoad` for an access mode. The Admin guard has no route yet: a pathless layout
 * without children collides with '/', so the admin issue adds `routes/_authenticated/_admin.tsx`
 * with `beforeLoad: guardRoute({ mode: 'Admin' })` together with its first screen.
 */
export function guardRoute(options: GuardOptions) {
  return async ({ context, location, preload }: BeforeLoadArgs) => ({
    user: await enforceAccess(options, { queryClient: context.queryClient, location, preload }),
  })
}
