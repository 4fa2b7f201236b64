import { useQueryClient } from '@tanstack/react-query'
import { sessionQueryKey } from '../../api/session'
import { type Tenant, tenantKey, tenantQueries } from '../../api/tenant'

/**
 * After a change to the organization: the settings page shows the server's answer (or reads it again),
 * and the session (name, language, agency flag, logo, score switch that every screen reads) is read again.
 */
export function useTenantChanged(organizationId: string | null) {
  const queryClient = useQueryClient()
  return async (tenant?: Tenant) => {
    if (tenant) queryClient.setQueryData(tenantQueries.current(organizationId).queryKey, tenant)
    else await queryClient.invalidateQueries({ queryKey: tenantKey(organizationId) })
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
  }
}
