import { z } from 'zod'
import { EmailSchema, LinkTokenSchema } from './identity'
import { EntityIdSchema } from './params'
import { ORGANIZATION_PERMISSIONS, PERMISSION_PRESETS, type PermissionPreset } from './permissions'

/** One member of the current organization as pickers show it (spec §7 Team: GET /team/names). */
export const TeamMemberNameSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })
/** GET /team/names: every member of the current organization, sorted by name. */
export const TeamNamesResponseSchema = z.array(TeamMemberNameSchema)

export type TeamMemberName = z.infer<typeof TeamMemberNameSchema>

/** The presets of spec §6; on a team only their organization-level part applies. */
export const TEAM_PRESETS = Object.keys(PERMISSION_PRESETS) as [PermissionPreset, ...PermissionPreset[]]
/** Which preset a member's permissions equal; `custom` when they were set one by one. */
export const TEAM_PRESET_MATCHES = [...TEAM_PRESETS, 'custom'] as const
export type TeamPresetMatch = (typeof TEAM_PRESET_MATCHES)[number]

/** A member of the organization (spec §3 Member: name, email, last activity) with their permissions. */
export const TeamMemberSchema = TeamMemberNameSchema.extend({
  /** The last request of this member in this organization (epoch ms), null before the first. */
  lastActivityAt: z.number().nullable(),
  joinedAt: z.number(),
  permissions: z.array(z.enum(ORGANIZATION_PERMISSIONS)),
  owner: z.boolean(),
  preset: z.enum(TEAM_PRESET_MATCHES),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>
/** GET /team: the members, sorted by name. */
export const TeamMembersResponseSchema = z.array(TeamMemberSchema)

/** A pending invitation (spec §3 Invite: email, createdAt). Expired ones stay listed until renewed. */
export const TeamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  permissions: z.array(z.enum(ORGANIZATION_PERMISSIONS)),
})
export type TeamInvite = z.infer<typeof TeamInviteSchema>
/** GET /team/invites: pending invitations, newest first. */
export const TeamInvitesResponseSchema = z.array(TeamInviteSchema)

/** GET /team/all: both tabs of the team screen in one call. */
export const TeamAllResponseSchema = z.object({
  members: TeamMembersResponseSchema,
  invites: TeamInvitesResponseSchema,
})
export type TeamAll = z.infer<typeof TeamAllResponseSchema>

/** A preset, or an explicit list of organization-level permissions: exactly one of them. */
const permissionChoice = {
  preset: z.enum(TEAM_PRESETS).optional(),
  permissions: z.array(z.enum(ORGANIZATION_PERMISSIONS)).max(ORGANIZATION_PERMISSIONS.length).optional(),
}
const oneChoice = (v: { preset?: unknown; permissions?: unknown }) =>
  (v.preset === undefined) !== (v.permissions === undefined)
const oneChoiceMessage = { message: 'Give either a preset or a permission list', path: ['permissions'] }

/** POST /team: invites an email address into the current organization. */
export const InviteMemberRequestSchema = z
  .object({ email: EmailSchema, ...permissionChoice })
  .refine(oneChoice, oneChoiceMessage)
  .meta({ examples: [{ email: 'colleague@example.com', preset: 'user' }] })
export type InviteMemberRequest = z.infer<typeof InviteMemberRequestSchema>

/** POST /team/update-user-permissions: nobody changes their own (spec §5); the owner keeps all. */
export const UpdateMemberPermissionsRequestSchema = z
  .object({ userId: EntityIdSchema, ...permissionChoice })
  .refine(oneChoice, oneChoiceMessage)
  .meta({ examples: [{ userId: 'user-id', preset: 'user' }] })
export type UpdateMemberPermissionsRequest = z.infer<typeof UpdateMemberPermissionsRequestSchema>

/** POST /team/remove-user. */
export const RemoveMemberRequestSchema = z
  .object({ userId: EntityIdSchema })
  .meta({ examples: [{ userId: 'user-id' }] })
/** POST /team/cancel-invite. */
export const CancelInviteRequestSchema = z.object({ id: EntityIdSchema }).meta({ examples: [{ id: 'invite-id' }] })

/** POST /team/join: a signed-in user accepts an invitation sent to their own email address. */
export const JoinTeamRequestSchema = z.object({ token: LinkTokenSchema })
export const JoinTeamResponseSchema = z.object({ organizationId: z.string(), organizationName: z.string() })

/** POST /tenant/change-owner (spec §4 Ownership transfer). */
export const ChangeOwnerRequestSchema = z
  .object({
    // Spec §5: 'needs at least one other member selected'.
    userId: EntityIdSchema,
    cancelSubscription: z.boolean(),
  })
  .meta({ examples: [{ userId: 'user-id', cancelSubscription: false }] })
export type ChangeOwnerRequest = z.infer<typeof ChangeOwnerRequestSchema>
export const ChangeOwnerResponseSchema = z.object({ ownerId: z.string(), subscriptionCanceled: z.boolean() })
