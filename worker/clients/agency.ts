import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { organizationRepo } from '../tenants/organization.repo'

/**
 * Clients exist for agency organizations only (spec §1, §6; organizations.is_agency, set in the
 * organization settings). Every clients call and every client assignment asks this first.
 */
export async function requireAgency(services: Services, tenantId: string): Promise<void> {
  const organization = await organizationRepo(services.db.platform()).profile(tenantId)
  if (!organization?.isAgency) throw new AppError('CLIENTS_AGENCY_ONLY')
}
