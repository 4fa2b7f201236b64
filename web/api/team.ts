import { queryOptions } from '@tanstack/react-query'
import { OkResponseSchema } from '../../worker/contracts/identity'
import { RecruitersResponseSchema } from '../../worker/contracts/jobs'
import type { OrganizationPermission, PermissionPreset } from '../../worker/contracts/permissions'
import {
  ChangeOwnerResponseSchema,
  JoinTeamResponseSchema,
  TeamAllResponseSchema,
  TeamInviteSchema,
  TeamMemberSchema,
  TeamNamesResponseSchema,
} from '../../worker/contracts/team'
import { api, idempotencyKey, parseJson } from './client'

export type { TeamAll, TeamInvite, TeamMember, TeamMemberName, TeamPresetMatch } from '../../worker/contracts/team'

// Keys carry the organization, so switching organizations never shows the previous one's members.
export const teamKey = (organizationId: string | null) => ['team', organizationId] as const

export const teamQueries = {
  /** GET /api/team/names: the organization's members, sorted by name (the recruiter picker). */
  names: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...teamKey(organizationId), 'names'] as const,
      queryFn: ({ signal }) => parseJson(api.team.names.$get({}, { init: { signal } }), TeamNamesResponseSchema),
      staleTime: 60_000,
    }),
  /** GET /api/team/all: members and pending invitations, the two tabs of the team screen. */
  all: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...teamKey(organizationId), 'all'] as const,
      queryFn: ({ signal }) => parseJson(api.team.all.$get({}, { init: { signal } }), TeamAllResponseSchema),
      staleTime: 30_000,
    }),
}

/** A preset of spec §6, or permissions chosen one by one. */
export type PermissionChoice = { preset: PermissionPreset } | { permissions: OrganizationPermission[] }

/** POST /api/team: invites an email address; the server mails the link. */
export function inviteMember(input: { email: string } & PermissionChoice, key: string) {
  return parseJson(api.team.$post({ json: input }, idempotencyKey(key)), TeamInviteSchema)
}

export function cancelInvite(id: string) {
  return parseJson(api.team['cancel-invite'].$post({ json: { id } }), OkResponseSchema)
}

export function removeMember(userId: string) {
  return parseJson(api.team['remove-user'].$post({ json: { userId } }), OkResponseSchema)
}

export function updateMemberPermissions(userId: string, choice: PermissionChoice) {
  return parseJson(api.team['update-user-permissions'].$post({ json: { userId, ...choice } }), TeamMemberSchema)
}

/** POST /api/team/join: accepts an invitation for the signed-in account; the session moves there. */
export function joinTeam(token: string, key: string) {
  return parseJson(api.team.join.$post({ json: { token } }, idempotencyKey(key)), JoinTeamResponseSchema)
}

/** POST /api/tenant/change-owner (spec §4 Ownership transfer). */
export function changeOwner(userId: string, cancelSubscription: boolean) {
  return parseJson(
    api.tenant['change-owner'].$post({ json: { userId, cancelSubscription } }),
    ChangeOwnerResponseSchema,
  )
}

/** POST /api/jobs/{id}/add-recruiter: puts a member of the organization on the job's hiring team. */
export function addRecruiter(jobId: string, userId: string) {
  return parseJson(
    api.jobs[':id']['add-recruiter'].$post({ param: { id: jobId }, json: { userId } }),
    RecruitersResponseSchema,
  )
}
