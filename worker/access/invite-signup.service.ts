import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { credentials, invites, memberships, organizations, users } from '../../db/schema'
import type { Services } from '../context'
import { REGULAR_USER_PERMISSIONS } from '../contracts/permissions'
import { abortBatchUnless } from '../db/batch-guard'
import { AppError } from '../lib/app-error'
import { sha256Hex } from '../lib/crypto'
import { newId } from '../lib/ids'
import { hashPassword } from './password'
import { signInService } from './sign-in.service'
import { userRepo } from './user.repo'

/** Sign-up inside a tenant from an invite link: the account, its membership and a session at once. */
export function inviteSignupService(services: Services) {
  const db = services.db.platform()
  const accounts = userRepo(db)

  async function openInvite(token: string) {
    const rows = await db
      .select({ invite: invites, organizationName: organizations.name, language: organizations.language })
      .from(invites)
      .innerJoin(organizations, eq(organizations.id, invites.tenantId))
      .where(
        and(
          eq(invites.tokenHash, await sha256Hex(token)),
          isNull(invites.acceptedAt),
          isNull(invites.cancelledAt),
          gt(invites.expiresAt, services.now()),
        ),
      )
      .limit(1)
    const row = rows[0]
    if (!row) throw new AppError('INVITE_INVALID')
    return row
  }

  return {
    async info(token: string) {
      const { invite, organizationName } = await openInvite(token)
      const accountExists = (await accounts.findByEmail(invite.email)) !== null
      return { email: invite.email, organizationName, accountExists }
    },

    async signUp(input: { token: string; name: string; password: string }, userAgent: string | null) {
      const { invite, language } = await openInvite(input.token)
      if (await accounts.findByEmail(invite.email)) throw new AppError('CONFLICT')
      const hash = await hashPassword(input.password)
      const now = services.now()
      const userId = newId(now)
      try {
        await db.batch([
          db
            .update(invites)
            .set({ acceptedAt: now })
            .where(and(eq(invites.id, invite.id), isNull(invites.acceptedAt))),
          // Rolls the batch back unless this request is the one that accepted the invite.
          abortBatchUnless(db, sql`(SELECT accepted_at FROM invites WHERE id = ${invite.id}) = ${now}`),
          db.insert(users).values({
            id: userId,
            email: invite.email,
            name: input.name,
            permissions: [...REGULAR_USER_PERMISSIONS],
            language,
            currentOrganizationId: invite.tenantId,
            // The invite mail reached this address.
            emailVerifiedAt: now,
            createdAt: now,
            updatedAt: now,
          }),
          db.insert(credentials).values({ id: newId(now), userId, kind: 'PASSWORD', secret: hash, createdAt: now }),
          db.insert(memberships).values({
            id: newId(now),
            tenantId: invite.tenantId,
            userId,
            permissions: invite.permissions,
            createdAt: now,
          }),
        ])
      } catch {
        throw new AppError('INVITE_INVALID')
      }
      const user = await accounts.findById(userId)
      if (!user) throw new AppError('INVITE_INVALID')
      return signInService(services).startSession(user, userAgent)
    },
  }
}
