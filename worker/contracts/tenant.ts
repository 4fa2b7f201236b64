import { z } from 'zod'
import {
  INTERVALS,
  ORGANIZATION_SUBSCRIPTION_STATUSES,
  PLAN_NAMES,
  PLAN_TYPES,
  SEAT_RULES,
  TENANT_KINDS,
  TENANT_STATUSES,
  UI_LANGUAGES,
} from './enums'

/** Spec §5: 'Name is required'; the bounds are the registration's (complete-registration). */
export const OrganizationNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Must be at most 120 characters')

export const ADDRESS_MAX = 500
export const BRAND_TEXT_MAX = 2000
export const INFO_MAX = 5000

/** An optional free text: blank is stored as "not set". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()

/** GET /api/tenant: the current organization as its settings screen shows it. */
export const TenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  brandLanguage: z.string().nullable(),
  culture: z.string().nullable(),
  info: z.string().nullable(),
  isAgency: z.boolean(),
  language: z.enum(UI_LANGUAGES),
  /** Where the logo is served (with a version, so a new logo is a new URL), or null without one. */
  logoUrl: z.string().nullable(),
  planName: z.enum(PLAN_NAMES),
  subscriptionStatus: z.enum(ORGANIZATION_SUBSCRIPTION_STATUSES),
  status: z.enum(TENANT_STATUSES),
  kind: z.enum(TENANT_KINDS),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  showMatchingScores: z.boolean(),
  counts: z.object({ applicants: z.number().int(), jobs: z.number().int(), invites: z.number().int() }),
})
export type Tenant = z.infer<typeof TenantSchema>

/** POST /api/tenant: a new organization; the creator owns it and the session switches to it. */
export const CreateTenantRequestSchema = z
  .object({
    name: OrganizationNameSchema,
    language: z.enum(UI_LANGUAGES),
    isAgency: z.boolean().optional().default(false),
  })
  .meta({ examples: [{ name: 'Example Recruiting', language: 'en_US', isAgency: false }] })
// The typed client sends what the validator hands on (the agency flag always said).
export type CreateTenantRequest = z.output<typeof CreateTenantRequestSchema>

/** The new organization; the caller's session now has it as the current one. */
export const CreateTenantResponseSchema = z.object({ organizationId: z.string(), name: z.string() })

/** POST /api/tenant/update-info. */
export const UpdateTenantInfoRequestSchema = z
  .object({
    name: OrganizationNameSchema,
    address: optionalText(ADDRESS_MAX),
    brandLanguage: optionalText(BRAND_TEXT_MAX),
    culture: optionalText(BRAND_TEXT_MAX),
    info: optionalText(INFO_MAX),
    isAgency: z.boolean(),
  })
  .meta({
    examples: [
      { name: 'Example Recruiting', address: null, brandLanguage: null, culture: null, info: null, isAgency: false },
    ],
  })
export type UpdateTenantInfoRequest = z.input<typeof UpdateTenantInfoRequestSchema>

/** POST /api/tenant/matching-scores: the score overview switch. */
export const MatchingScoresRequestSchema = z.object({ showMatchingScores: z.boolean() })

/** POST /api/tenant/language: the interface language of everyone in the organization. */
export const TenantLanguageRequestSchema = z.object({ language: z.enum(UI_LANGUAGES) })

/** Spec §5/§9: JPEG, JPG or PNG, width to height between 1:1 and 3:1 inclusive. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024
/** Larger sides are refused: a header can claim any size, and a logo never needs more. */
export const LOGO_MAX_SIDE = 8192
export const LOGO_MIN_RATIO = 1
export const LOGO_MAX_RATIO = 3

/** Whether width:height lies within 1:1 … 3:1, in integers (no rounding at the bounds). */
export function logoRatioAllowed(width: number, height: number): boolean {
  return width >= LOGO_MIN_RATIO * height && width <= LOGO_MAX_RATIO * height
}

/** POST /api/tenant/upload-logo answers where the new logo is served. */
export const LogoResponseSchema = z.object({ logoUrl: z.string().nullable() })

/** GET /api/tenant/subscription-plans: the active plans the platform offers. */
export const SubscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.enum(PLAN_NAMES),
  displayName: z.string(),
  planType: z.enum(PLAN_TYPES),
  interval: z.enum(INTERVALS),
  seatRule: z.enum(SEAT_RULES),
  minSeats: z.number().int().nullable(),
  maxSeats: z.number().int().nullable(),
  pricePerSeatCents: z.number().int(),
  priceCents: z.number().int(),
  cloudPricePerIngestedDocCents: z.number().int().nullable(),
  cloudPricePerStoredDocMonthCents: z.number().int().nullable(),
})
export const SubscriptionPlansResponseSchema = z.object({ plans: z.array(SubscriptionPlanSchema) })
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>
