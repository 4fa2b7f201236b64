import { z } from 'zod'
import { UI_LANGUAGES } from './enums'

/**
 * What single-use links and sign-in challenges keep in their `payload` column (one_time_tokens,
 * sign_in_challenges). Written and read by the Worker only; parsed on every read (lib/stored-json.ts).
 */

/** EMAIL_CONFIRMATION: the sign-up in progress; the password hash arrives with the onboarding wizard. */
export const RegistrationPayloadSchema = z.object({
  language: z.enum(UI_LANGUAGES),
  firstUser: z.boolean(),
  passwordHash: z.string().min(1).optional(),
})
export type RegistrationPayload = z.infer<typeof RegistrationPayloadSchema>

/** OAUTH_LINK: the provider account a password sign-in is to link. */
export const ProviderLinkPayloadSchema = z.object({
  kind: z.enum(['GOOGLE_OAUTH2', 'MICROSOFT_OAUTH2']),
  subject: z.string().min(1),
  email: z.string().min(1),
})
export type ProviderLinkPayload = z.infer<typeof ProviderLinkPayloadSchema>
