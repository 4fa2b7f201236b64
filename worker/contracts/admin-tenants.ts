import { z } from 'zod'
import { ORGANIZATION_SUBSCRIPTION_STATUSES, PLAN_NAMES, TENANT_KINDS, TENANT_STATUSES, UI_LANGUAGES } from './enums'
import { EmailSchema } from './identity'

/** Platform administration of organizations (spec §7 Admin tenants). */

export const OrganizationNameSchema = z.string().trim().min(1, 'Name is required').max(200)

/** The presets an admin invites with (spec §6); "suspend" and "none" would invite someone to nothing. */
export const ADMIN_INVITE_PRESETS = ['admin', 'user'] as const
export type AdminInvitePreset = (typeof ADMIN_INVITE_PRESETS)[number]

const PersonRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })

export const AdminTenantSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(TENANT_STATUSES),
  kind: z.enum(TENANT_KINDS),
  isAgency: z.boolean(),
  language: z.enum(UI_LANGUAGES),
  planName: z.enum(PLAN_NAMES),
  subscriptionStatus: z.enum(ORGANIZATION_SUBSCRIPTION_STATUSES),
  owner: PersonRefSchema.nullable(),
  counts: z.object({ members: z.number(), applicants: z.number(), jobs: z.number(), invites: z.number() }),
  createdAt: z.number(),
})
export type AdminTenantSummary = z.infer<typeof AdminTenantSummarySchema>

export const AdminTenantListSchema = z.object({
  organizations: z.array(AdminTenantSummarySchema),
  nextCursor: z.string().nullable(),
})

export const AdminTenantListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const AdminTenantMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
  owner: z.boolean(),
  lastActivityAt: z.number().nullable(),
  joinedAt: z.number(),
})

export const AdminTenantInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
})

export const AdminTenantDetailSchema = AdminTenantSummarySchema.extend({
  address: z.string().nullable(),
  members: z.array(AdminTenantMemberSchema),
  /** Pending invites: neither accepted nor cancelled nor expired. */
  invites: z.array(AdminTenantInviteSchema),
  /** The calling admin is a member (join / leave). */
  joined: z.boolean(),
})
export type AdminTenantDetail = z.infer<typeof AdminTenantDetailSchema>

/** POST /admin/tenants: a new organization, optionally with its future owner invited by e-mail. */
export const CreateAdminTenantRequestSchema = z
  .object({
    name: OrganizationNameSchema,
    kind: z.enum(TENANT_KINDS).default('organization'),
    isAgency: z.boolean().default(false),
    language: z.enum(UI_LANGUAGES).default('en_US'),
    ownerEmail: EmailSchema.optional(),
  })
  .meta({ examples: [{ name: 'Acme Recruiting', ownerEmail: 'owner@acme.example' }] })

/** POST /admin/tenants/:id/update: any of the fields; at least one. */
export const UpdateAdminTenantRequestSchema = z
  .object({
    name: OrganizationNameSchema.optional(),
    status: z.enum(TENANT_STATUSES).optional(),
    kind: z.enum(TENANT_KINDS).optional(),
    isAgency: z.boolean().optional(),
    language: z.enum(UI_LANGUAGES).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Change at least one field' })
  .meta({ examples: [{ status: 'STANDARD' }] })

/** POST /admin/tenants/:id/invite: the same invite a team admin sends, mailed in the organization's language. */
export const AdminTenantInviteRequestSchema = z
  .object({ email: EmailSchema, preset: z.enum(ADMIN_INVITE_PRESETS) })
  .meta({ examples: [{ email: 'colleague@example.com', preset: 'user' }] })
