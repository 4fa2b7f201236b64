import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { Permission } from '../../worker/contracts/permissions'
import { type SessionUser, sessionQueryOptions, switchOrganization } from '../api/session'
import { type AccessMode, decideAccess, defaultOrganizationId } from './access-rules'
import { signOutAndForget } from './sign-out'

export interface GuardOptions {
  mode: AccessMode
  requiredPermissions?: readonly Permission[]
  returnUrl?: unknown
}

interface GuardInput {
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

/**
 * Carries out the access rules for a route's beforeLoad: throws the redirect, signs a suspended user
 * out, or returns the signed-in user (null for guests on pages that allow them).
 */
export async function enforceAccess(options: GuardOptions, input: GuardInput): Promise<SessionUser | null> {
  const user = await loadSessionUser(input.queryClient, input.preload)
  const decision = decideAccess({ ...options, user, location: input.location })
  switch (decision.kind) {
    case 'allow':
      return user
    case 'redirect':
      throw redirect({ href: decision.to, replace: true })
    case 'forbidden':
      throw notFound()
    case 'sign-out':
      if (!input.preload) await signOutAndForget(input.queryClient)
      if (decision.to !== null) throw redirect({ href: decision.to, replace: true })
      return null
  }
}
