import { userRepo } from '../access/user.repo'
import { planGate } from '../billing/entitlements.service'
import type { Services } from '../context'
import type { OrganizationPermission } from '../contracts/permissions'
import type { TeamInvite } from '../contracts/team'
import { AppError } from '../lib/app-error'
import { randomToken, sha256Hex } from '../lib/crypto'
import { newId } from '../lib/ids'
import { appLink, sendAccountMail } from '../providers/mail/send'
import { tenantInvitesRepo } from './invites.repo'
import { teamRepo } from './team.repo'

/** How long an invitation link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000

/**
 * Invites an address into an organization, for the team screen and the platform admin alike: one
 * pending invitation per address (a second one renews the first), a hashed token, and the mail in
 * the invitee's language (their account's, else the organization's). Who may grant what is the
 * caller's check.
 */
export async function issueInvite(
  services: Services,
  tenantId: string,
  inviter: { id: string; name: string },
  input: { email: string; permissions: OrganizationPermission[] },
): Promise<TeamInvite> {
  const db = services.db.forTenant(tenantId)
  const team = teamRepo(db, tenantId)
  const email = input.email.trim().toLowerCase()
  const [org, alreadyMember, account] = await Promise.all([
    team.organization(),
    team.isMemberByEmail(email),
    userRepo(services.db.platform()).findByEmail(email),
  ])
  if (!org) throw new AppError('ORGANIZATION_NOT_FOUND')
  if (alreadyMember) throw new AppError('ALREADY_MEMBER')
  const token = randomToken()
  const now = services.now()
  const invite = {
    id: newId(now),
    email,
    permissions: input.permissions,
    invitedBy: inviter.id,
    tokenHash: await sha256Hex(token),
    expiresAt: now + INVITE_TTL_MS,
    createdAt: now,
  }
  const repo = tenantInvitesRepo(db, tenantId)
  const seatLimit = await planGate(services, tenantId).seatLimit()
  // A renewal replaces the pending invitation to the same address and takes no extra seat.
  if (seatLimit !== null && (await repo.seatsInUse(now)) >= seatLimit && !(await repo.hasPending(email, now))) {
    throw new AppError('MAX_SEATS_REACHED')
  }
  try {
    await repo.replace(invite, seatLimit)
  } catch (err) {
    if (seatLimit !== null && (await repo.seatsInUse(now)) >= seatLimit) throw new AppError('MAX_SEATS_REACHED')
    throw err
  }
  await sendAccountMail(services, 'invite', email, account?.language ?? org.language, {
    link: appLink(services, '/invite', { token }),
    organizationName: org.name,
    inviterName: inviter.name,
    minutes: INVITE_TTL_MS / 60_000,
  })
  return { id: invite.id, email, createdAt: now, expiresAt: invite.expiresAt, permissions: input.permissions }
}
