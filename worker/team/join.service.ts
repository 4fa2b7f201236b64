import { inviteRepo } from '../access/invite.repo'
import { sessionService } from '../access/session.service'
import type { AuthState, Services } from '../context'
import { StoredOrganizationPermissionsSchema } from '../contracts/stored-permissions'
import { AppError } from '../lib/app-error'
import { sha256Hex } from '../lib/crypto'
import { parseStored } from '../lib/stored-json'
import { tenantInvitesRepo } from './invites.repo'

/**
 * POST /team/join: a signed-in user accepts an invitation sent to their own address and becomes a
 * member with the invited permissions; their session moves to the organization they joined.
 */
export function joinService(services: Services) {
  return {
    async join(auth: AuthState, token: string) {
      const now = services.now()
      const found = await inviteRepo(services.db.platform()).findOpen(await sha256Hex(token), now)
      if (!found) throw new AppError('INVITE_INVALID')
      const { invite, organizationName } = found
      // Emails are stored lower-cased; an invitation is for the address it was sent to, no one else.
      if (invite.email.toLowerCase() !== auth.user.email.toLowerCase()) throw new AppError('INVITE_EMAIL_MISMATCH')
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
        // Accepted or cancelled by another request in between.
        throw new AppError('INVITE_INVALID')
      }
      await sessionService(services).switchOrganization(auth, tenantId)
      return { organizationId: tenantId, organizationName }
    },
  }
}
