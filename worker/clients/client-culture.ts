import type { Services } from '../context'
import { organizationRepo } from '../tenants/organization.repo'
import { clientsRepo } from './clients.repo'

/**
 * The culture a job with a client is matched on (culture fit): a recruiting client's own culture (the
 * client hires), the agency's for staffing (the agency employs). Null without a client: the ad alone.
 */
export async function cultureTextOf(services: Services, tenantId: string, clientId: string | null) {
  if (!clientId) return null
  const client = await clientsRepo(services.db.forTenant(tenantId), tenantId).get(clientId)
  if (!client) return null
  if (client.hireType === 'staffing') {
    const org = await organizationRepo(services.db.platform()).withOwner(tenantId)
    return org?.organization.culture ?? null
  }
  return client.culture
}
