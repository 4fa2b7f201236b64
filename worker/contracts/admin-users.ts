import { z } from 'zod'
import { USER_STATUSES } from './enums'
import { PERMISSION_PRESETS, USER_PERMISSIONS } from './permissions'

/** Platform administration of users (spec §7 Admin users). */
export const AdminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(USER_STATUSES),
  permissions: z.array(z.string()),
  tfaEnabled: z.boolean(),
  organizations: z.number(),
  lastActiveAt: z.number().nullable(),
  createdAt: z.number(),
})
export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSummarySchema),
  nextCursor: z.string().nullable(),
})
export const AdminUserDetailSchema = AdminUserSummarySchema.extend({
  position: z.string().nullable(),
  memberships: z.array(
    z.object({ organizationId: z.string(), name: z.string(), permissions: z.array(z.string()), owner: z.boolean() }),
  ),
})
export const AdminUserListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

/** POST /update-permissions: a preset or an explicit list of user-level permissions. */
export const UpdateUserPermissionsRequestSchema = z
  .object({
    userId: z.string().min(1).max(64),
    preset: z.enum(Object.keys(PERMISSION_PRESETS) as [keyof typeof PERMISSION_PRESETS]).optional(),
    permissions: z.array(z.enum(USER_PERMISSIONS)).max(USER_PERMISSIONS.length).optional(),
  })
  .refine((v) => (v.preset === undefined) !== (v.permissions === undefined), {
    message: 'Give either a preset or a permission list',
    path: ['permissions'],
  })
  .meta({ examples: [{ userId: 'user-id', preset: 'user' }] })
