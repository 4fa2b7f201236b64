import type { Services } from '../context'
import {
  ORGANIZATION_PERMISSIONS,
  type OrganizationPermission,
  PERMISSION_PRESETS,
  type PermissionPreset,
} from '../contracts/permissions'
import { StoredOrganizationPermissionsSchema } from '../contracts/stored-permissions'
import type { TeamInvite, TeamMember, TeamPresetMatch } from '../contracts/team'
import { AppError } from '../lib/app-error'
import { parseStored } from '../lib/stored-json'
import { issueInvite } from './invite-issuer'
import { tenantInvitesRepo } from './invites.repo'
import { type MemberRow, teamRepo } from './team.repo'

/** Who is acting: the signed-in member and the permissions of their session. */
export interface TeamActor {
  id: string
  name: string
  permissions: readonly string[]
}

export type PermissionChoice = { preset?: PermissionPreset; permissions?: OrganizationPermission[] }

/** A preset's organization part or the given list, without repeats, in the catalogue's order. */
export function permissionsOf(choice: PermissionChoice): OrganizationPermission[] {
  const chosen = new Set<string>(
    choice.preset ? PERMISSION_PRESETS[choice.preset].organization : (choice.permissions ?? []),
  )
  return ORGANIZATION_PERMISSIONS.filter((p) => chosen.has(p))
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

/**
 * The preset a member's organization permissions equal. On a team, "suspend" and "none" both grant
 * nothing; a member whose account a platform admin suspended shows as "suspend" whatever they hold.
 */
export function presetMatchOf(permissions: readonly string[], accountSuspended: boolean): TeamPresetMatch {
  if (accountSuspended) return 'suspend'
  if (permissions.length === 0) return 'none'
  if (sameSet(permissions, PERMISSION_PRESETS.admin.organization)) return 'admin'
  if (sameSet(permissions, PERMISSION_PRESETS.user.organization)) return 'user'
  return 'custom'
}

/**
 * Spec §6 keeps a member from handing out more than they have: whatever a change adds must be in the
 * actor's own permissions (taking permissions away is always allowed to TEAM_UPDATE holders).
 */
function checkGrantable(actor: TeamActor, next: readonly string[], before: readonly string[] = []) {
  const held = new Set(actor.permissions)
  const had = new Set(before)
  if (next.some((p) => !had.has(p) && !held.has(p))) throw new AppError('PERMISSION_NOT_HELD')
}

/** Spec §7 Team on the current organization: members, invitations, permissions. */
export function teamService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const team = teamRepo(db, tenantId)
  const invites = tenantInvitesRepo(db, tenantId)

  async function organization() {
    const org = await team.organization()
    if (!org) throw new AppError('ORGANIZATION_NOT_FOUND')
    return org
  }

  function toMember(row: MemberRow, ownerId: string | null): TeamMember {
    const permissions = parseStored(StoredOrganizationPermissionsSchema, row.permissions, {
      table: 'memberships',
      id: `${row.id}/${tenantId}`,
    })
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      lastActivityAt: row.lastActivityAt,
      joinedAt: row.joinedAt,
      permissions,
      owner: row.id === ownerId,
      preset: presetMatchOf(permissions, row.userStatus === 'SUSPENDED'),
    }
  }

  async function existingMember(userId: string) {
    const [row, org] = await Promise.all([team.member(userId), organization()])
    if (!row) throw new AppError('MEMBER_NOT_FOUND')
    return toMember(row, org.ownerId)
  }

  async function pendingInvites(): Promise<TeamInvite[]> {
    const rows = await invites.pending()
    return rows.map((row) => ({
      ...row,
      permissions: parseStored(StoredOrganizationPermissionsSchema, row.permissions, { table: 'invites', id: row.id }),
    }))
  }

  return {
    async members(): Promise<TeamMember[]> {
      const [rows, org] = await Promise.all([team.members(), organization()])
      return rows.map((row) => toMember(row, org.ownerId))
    },

    member: existingMember,

    invites: pendingInvites,

    async all() {
      const [members, pending] = await Promise.all([this.members(), pendingInvites()])
      return { members, invites: pending }
    },

    /**
     * Invites an address: one pending invitation per address (a second one renews the first), a
     * hashed token, and the mail in the invitee's language (their account's, else the organization's).
     */
    /** Invites an address with what the actor may grant (issueInvite does the rest). */
    async invite(actor: TeamActor, input: { email: string } & PermissionChoice): Promise<TeamInvite> {
      const permissions = permissionsOf(input)
      checkGrantable(actor, permissions)
      return issueInvite(services, tenantId, actor, { email: input.email, permissions })
    },

    async cancelInvite(id: string) {
      if (!(await invites.cancel(id, services.now()))) throw new AppError('INVITE_NOT_FOUND')
    },

    /** Not yourself, not the owner; their sessions fall to another organization of theirs, or none. */
    async remove(actor: TeamActor, userId: string) {
      if (userId === actor.id) throw new AppError('REMOVE_SELF')
      const member = await existingMember(userId)
      if (member.owner) throw new AppError('OWNER_NOT_REMOVABLE')
      await team.removeMember(userId)
    },

    /** Nobody changes their own (spec §5); the owner always keeps full admin rights (spec §4). */
    async updatePermissions(actor: TeamActor, input: { userId: string } & PermissionChoice): Promise<TeamMember> {
      if (input.userId === actor.id) throw new AppError('OWN_PERMISSIONS')
      const member = await existingMember(input.userId)
      if (member.owner) throw new AppError('OWNER_PERMISSIONS')
      const permissions = permissionsOf(input)
      checkGrantable(actor, permissions, member.permissions)
      await team.setPermissions(input.userId, permissions)
      return existingMember(input.userId)
    },
  }
}
