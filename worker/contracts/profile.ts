import { z } from 'zod'
import { UI_LANGUAGES } from './enums'
import { EmailSchema, LinkTokenSchema, PersonNameSchema, TotpCodeSchema } from './identity'
import { PASSWORD_MAX_LENGTH, withConfirmation } from './password-policy'

/** My profile (spec §7 Profile), relative to /api/my-profile. */
export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  language: z.enum(UI_LANGUAGES).nullable(),
  /** GET /api/my-profile/picture serves it; null when none was uploaded. */
  photoUrl: z.string().nullable(),
  tfaEnabled: z.boolean(),
  hasPassword: z.boolean(),
})
export type Profile = z.infer<typeof ProfileSchema>

/** POST /name: answers the updated ProfileSchema. An absent position stays, '' clears it. */
export const UpdateNameRequestSchema = z.object({
  name: PersonNameSchema,
  position: z.string().trim().max(120, 'Must be at most 120 characters').optional(),
})

/**
 * POST /password: needs the current password (when the user has one); ends every other session.
 * Answers { ok: true }; rate-limited per account.
 */
export const ChangePasswordRequestSchema = withConfirmation({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
}).meta({ examples: [{ password: 'Example-Pass-1234', confirmPassword: 'Example-Pass-1234' }] })

/**
 * GET /contact/{organizationId} and POST /update-contact (both answer ContactSchema): contact details
 * per organization, only where the user is a member (404 otherwise). Absent fields stay, '' clears.
 */
export const ContactSchema = z.object({
  organizationId: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
})
export const UpdateContactRequestSchema = z.object({
  organizationId: z.string().min(1).max(64),
  contactEmail: z.union([EmailSchema, z.literal('')]).optional(),
  contactPhone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+0-9 ()/.-]*$/, 'It seems not to be a phone number')
    .optional(),
})

/** POST /2fa/initiate: a new secret (not active until /2fa/complete). */
export const TfaInitiateResponseSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
})
export const TfaCompleteRequestSchema = z.object({ code: TotpCodeSchema })
/** POST /2fa/disable: a current code proves the second factor is at hand. */
export const TfaDisableRequestSchema = z.object({ code: TotpCodeSchema })
/** The answer of /2fa/complete and /2fa/disable. */
export const TfaStateSchema = z.object({ tfaEnabled: z.boolean() })

/**
 * POST /upload-picture: the raw image bytes are the request body (no multipart); the content decides,
 * not the Content-Type or a file name: JPEG or PNG by magic bytes and a parsable header, at most
 * 4096×4096 pixels and 2 MB (413 PAYLOAD_TOO_LARGE above, 400 PICTURE_INVALID otherwise).
 */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024
export const PICTURE_MAX_DIMENSION = 4096
export const UploadPictureResponseSchema = z.object({ photoUrl: z.string() })

/** POST /change-email: mails a confirmation link to the new address; answers { ok: true }. */
export const ChangeEmailRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
})
/** POST /set-email: used by the email-change result screen (public: the link may open signed out). */
export const SetEmailRequestSchema = z.object({ token: LinkTokenSchema })
export const SetEmailResponseSchema = z.object({ email: z.string() })

/** GET /credentials: the ways this user can sign in. */
export const CREDENTIAL_VIEW_KINDS = ['PASSWORD', 'GOOGLE_OAUTH2', 'MICROSOFT_OAUTH2', 'TFA'] as const
export const CredentialViewSchema = z.object({
  kind: z.enum(CREDENTIAL_VIEW_KINDS),
  /** The provider's email for linked accounts. */
  label: z.string().nullable(),
  createdAt: z.number(),
})
export const CredentialsResponseSchema = z.object({ credentials: z.array(CredentialViewSchema) })
/**
 * POST /unlink-credential: refuses to remove the last way to sign in (409 LAST_CREDENTIAL); answers
 * CredentialsResponseSchema. POST /api/admin/users/{id}/disable-tfa answers TfaStateSchema.
 */
export const UnlinkCredentialRequestSchema = z.object({ kind: z.enum(['GOOGLE_OAUTH2', 'MICROSOFT_OAUTH2']) })
