import { toSessionUser } from '../access/session.service'
import { planGate } from '../billing/entitlements.service'
import type { AuthState, Services } from '../context'
import { API_SCOPES } from '../contracts/integrations'
import { AppError } from '../lib/app-error'
import { apiKeyAuthRepo } from './api-key-auth.repo'
import { apiTokenHash } from './api-token'
import { apiUsageRepo } from './api-usage.repo'

const SCOPES = new Set<string>(API_SCOPES)
const DAY = 86_400_000

/**
 * Who an API key speaks for (ADR 0035): the organization of the key, acting as the app's creator, with
 * only the permissions that the app was given AND the creator still holds there. Never user-level
 * permissions (admin, profile, dashboard), so no admin or session route accepts it.
 */
export function apiKeyAuthService(services: Services) {
  return {
    async resolve(token: string): Promise<AuthState & { apiKeyId: string }> {
      const found = await apiKeyAuthRepo(services.db.platform()).findByTokenHash(await apiTokenHash(token))
      if (!found) throw new AppError('API_KEY_INVALID')
      if (found.appStatus !== 'ACTIVE' || !found.appInstalled) throw new AppError('APP_INACTIVE')
      // The creator left the organization (or was deleted): the app has no one to act for.
      if (!found.creator) throw new AppError('API_KEY_INVALID')
      const { user, membershipPermissions } = found.creator
      const sessionUser = toSessionUser(user, found.tenantId, [
        { permissions: membershipPermissions, organization: found.organization },
      ])
      if (user.status === 'SUSPENDED') throw new AppError('ACCOUNT_SUSPENDED')
      if (found.organization.status === 'SUSPENDED') throw new AppError('ORGANIZATION_SUSPENDED')
      const granted = new Set<string>(found.appPermissions)
      const permissions = sessionUser.permissions.filter((p) => SCOPES.has(p) && granted.has(p))
      return {
        sessionId: `api-key:${found.keyId}`,
        csrfToken: '',
        expiresAt: services.now(),
        apiKeyId: found.keyId,
        user: { ...sessionUser, permissions, organizationId: found.tenantId },
      }
    },

    /**
     * Counts one request of the key for the tenant's api_access quota (in the plan's current period,
     * which the quota check reads) and the key's own tally.
     */
    async recordUsage(tenantId: string, apiKeyId: string, requestId: string) {
      const at = services.now()
      const { periodStart } = await planGate(services, tenantId).entitlements()
      await apiUsageRepo(services.db.forTenant(tenantId), tenantId).recordApiAccessUsage({
        apiKeyId,
        requestId,
        periodStart,
        day: at - (at % DAY),
        at,
      })
    },
  }
}
