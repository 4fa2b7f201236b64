import { inviteRepo } from '../access/invite.repo'
import { sessionService } from '../access/session.service'
import type { AuthState, Services } from '../context'
import { StoredOrganizationPermissionsSchema } from '../contracts/stored-permissions'
import { AppError } from '../lib/app-error'
import { sha256Hex } from '../lib/crypto'
import { parseStored } from '../lib/stored-json'
import { inviteTokensRepo, tenantInvitesRepo } from './invites.repo'
import { teamRepo } from './team.repo'

/** Emails are stored lower-cased; an invitation is for the address it was sent to, no one else. */
const isFor = (email: string, auth: AuthState) => email.toLowerCase() === auth.user.email.toLowerCase()

/**
 * POST /team/join: a signed-in user accepts an invitation sent to their own address and becomes a
 * member with the invited permissions; their session moves to the organization they joined.
 */
export function joinService(services: Services) {
  /**
   * A repeat by the member who accepted (a retry after a lost answer) gets the same answer, so the
   * call is idempotent by itself; anyone else learns only that the link is no longer valid.
   */
  async function repeat(auth: AuthState, tokenHash: string) {
    const accepted = await inviteTokensRepo(services.db.platform()).findAccepted(tokenHash)
    if (!accepted || !isFor(accepted.email, auth)) throw new AppError('INVITE_INVALID')
    const { tenantId } = accepted
    if (!(await teamRepo(services.db.forTenant(tenantId), tenantId).member(auth.user.id))) {
      throw new AppError('INVITE_INVALID')
    }
    await sessionService(services).switchOrganization(auth, tenantId)
    return { organizationId: tenantId, organizationName: accepted.organizationName }
  }

  return {
    async join(auth: AuthState, token: string) {
      const now = services.now()
      const tokenHash = await sha256Hex(token)
      const found = await inviteRepo(services.db.platform()).findOpen(tokenHash, now)
      if (!found) return repeat(auth, tokenHash)
      const { invite, organizationName } = found
      if (!isFor(invite.email, auth)) throw new AppError('INVITE_EMAIL_MISMATCH')
      const permissions = parseStored(StoredOrganizationPermissionsSchema, invite.permissions, {
        table: 'invites',
        id: invite.id,
      })
      const tenantId = invite.tenantId
      try {
        await tenantInvitesRepo(services.db.forTenant(tenantId), tenantId).acceptAsMember(
          { inviteId: invite.id, userId: auth.user.id, permissions },
          now,
        )
      } catch {
        // Accepted (perhaps by this user's other request) or cancelled in between.
        return repeat(auth, tokenHash)
      }
      await sessionService(services).switchOrganization(auth, tenantId)
      return { organizationId: tenantId, organizationName }
    },
  }
}
