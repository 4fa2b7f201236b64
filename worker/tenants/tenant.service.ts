import { sessionService } from '../access/session.service'
import type { AuthState, Services } from '../context'
import type { UiLanguage } from '../contracts/enums'
import type { Tenant } from '../contracts/tenant'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { logoUrlOf } from './logo-key'
import { type OrganizationInfo, organizationRepo, planRepo } from './organization.repo'

/** The current organization's settings (spec §7 Tenant): read, create, general info, switches. */
export function tenantService(services: Services) {
  const organizations = organizationRepo(services.db.platform())

  return {
    async get(tenantId: string): Promise<Tenant> {
      const [found, counts] = await Promise.all([
        organizations.withOwner(tenantId),
        organizationRepo(services.db.forTenant(tenantId)).counts(tenantId, services.now()),
      ])
      if (!found) throw new AppError('ORGANIZATION_NOT_FOUND')
      const { organization: o, owner } = found
      return {
        id: o.id,
        name: o.name,
        address: o.address,
        brandLanguage: o.brandLanguage,
        culture: o.culture,
        info: o.info,
        isAgency: o.isAgency,
        language: o.language,
        logoUrl: logoUrlOf(o.logoKey),
        planName: o.planName,
        subscriptionStatus: o.subscriptionStatus,
        status: o.status,
        kind: o.kind,
        owner: owner?.id ? owner : null,
        showMatchingScores: o.showMatchingScores,
        counts,
      }
    },

    /**
     * Creates an organization owned by the caller (every organization permission, billing through
     * ownership) and switches the caller's session to it, as the organization switch does.
     */
    async create(auth: AuthState, input: { name: string; language: UiLanguage; isAgency: boolean }) {
      const id = newId(services.now())
      await organizations.create({ id, ...input, ownerId: auth.user.id }, services.now())
      // The answer names the organization only: the SPA reads the switched session itself, and the
      // idempotency ledger keeps this answer, so it must hold no session token.
      if (!(await sessionService(services).switchOrganization(auth, id))) throw new AppError('UNAUTHENTICATED')
      return { organizationId: id, name: input.name }
    },

    async updateInfo(tenantId: string, info: OrganizationInfo) {
      await organizations.updateInfo(tenantId, info, services.now())
    },

    async setMatchingScores(tenantId: string, showMatchingScores: boolean) {
      await organizations.setMatchingScores(tenantId, showMatchingScores, services.now())
    },

    /** Everyone's interface follows: sessions read the organization's language on every request. */
    async setLanguage(tenantId: string, language: UiLanguage) {
      await organizations.setLanguage(tenantId, language, services.now())
    },

    async plans() {
      return { plans: await planRepo(services.db.platform()).active() }
    },
  }
}
