import { z } from 'zod'
import { LOGIN_OUTCOMES, UI_LANGUAGES } from './enums'
import { NewPasswordSchema, PASSWORD_MAX_LENGTH, withConfirmation } from './password-policy'

/**
 * Accounts: sign-up, first-user registration, onboarding, password reset, one-time sign-in links,
 * two-factor sign-in and invites (spec §7 Access). Paths are relative to /api/access.
 *
 * Login outcomes (ADR 0012):
 *  - SUCCESS: signed in, the session cookie is set.
 *  - TFA_REQUIRED: the first factor was right; send the code with `challengeToken` to POST /login/tfa.
 *  - LOGIN_REQUIRED: a provider account is not linked yet; sign in with email and password once and
 *    send `linkToken` with it to link the provider.
 *  - SIGNUP_REQUIRED: no account exists for the provider's email.
 *  - LOGIN: the account is ready (e.g. after a password reset); sign in with the new credentials.
 */
export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('It seems not to be an email'))
  .transform((v) => v.toLowerCase())

/** Tokens from mailed links: 256-bit base64url. Anything else is not worth a database read. */
export const LinkTokenSchema = z
  .string()
  .min(20)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/)
// Examples (here and below) let tooling build valid requests where a regex or refinement cannot be guessed.
export const TotpCodeSchema = z
  .string()
  .regex(/^\d{6}$/, 'The code has exactly 6 digits')
  .meta({ examples: ['123456'] })
export const PersonNameSchema = z.string().trim().min(1, 'Name is required').max(120, 'Must be at most 120 characters')

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  /** From a provider callback with outcome LOGIN_REQUIRED: links that provider on success. */
  // z.optional(schema), not schema.optional(): the same schema, in a form the browser build can drop
  // as unused (a call on a schema variable may have effects as far as the bundler knows).
  linkToken: z.optional(LinkTokenSchema),
})

/*
 * Answers only the browser parses are built at their first parse (`z.lazy` validates exactly as the
 * schema it wraps): the app's start imports this contract (sign-in page, OAuth providers), and building
 * every schema at module load was a long task before the first paint (issue 19, ADR 0049).
 */
export const LoginResponseSchema = z.lazy(() =>
  z.object({
    outcome: z.enum(LOGIN_OUTCOMES),
    /** With TFA_REQUIRED: the pending sign-in, valid for 10 minutes. */
    challengeToken: z.string().optional(),
  }),
)
export type LoginResponse = z.infer<typeof LoginResponseSchema>

/** POST /login/tfa: the second factor of a pending sign-in. */
export const TfaLoginRequestSchema = z.object({ challengeToken: LinkTokenSchema, code: TotpCodeSchema })

/** POST /access/onboarding/start-registration: sign-up. Always { ok: true } unless rate-limited (no enumeration). */
export const StartRegistrationRequestSchema = z.object({ email: EmailSchema, language: z.enum(UI_LANGUAGES) })
export const OkResponseSchema = z.lazy(() => z.object({ ok: z.literal(true) }))

/** GET /registration-status: whether the platform is empty, so the first user registers as admin. */
export const RegistrationStatusSchema = z.lazy(() => z.object({ firstUser: z.boolean() }))

/**
 * POST /start-first-user: on an empty platform only; answers the registration token directly (no mail),
 * 409 CONFLICT once any user exists.
 */
export const StartFirstUserRequestSchema = StartRegistrationRequestSchema
export const StartFirstUserResponseSchema = z.lazy(() => z.object({ token: z.string() }))

/** POST /access/onboarding/verify-registration-session: checks a confirmation token without using it up. */
export const VerifyRegistrationRequestSchema = z.object({ token: LinkTokenSchema })
export const RegistrationSessionSchema = z.lazy(() =>
  z.object({
    email: z.string(),
    language: z.enum(UI_LANGUAGES),
    firstUser: z.boolean(),
    passwordStored: z.boolean(),
  }),
)
export type RegistrationSession = z.infer<typeof RegistrationSessionSchema>

/** POST /onboarding/store-password: the wizard's password step, kept hashed with the registration. */
export const StorePasswordRequestSchema = withConfirmation({ token: LinkTokenSchema })

/** POST /access/onboarding/complete-registration: the wizard's review step; creates user, organization and session. */
export const CompleteRegistrationRequestSchema = z.object({
  token: LinkTokenSchema,
  language: z.enum(UI_LANGUAGES),
  organization: z.object({
    name: z.string().trim().min(1, 'Name is required').max(120, 'Must be at most 120 characters'),
    isAgency: z.boolean(),
    address: z.string().trim().max(500).optional(),
  }),
  user: z.object({
    name: PersonNameSchema,
    position: z.string().trim().max(120).optional(),
  }),
})

/** POST /forgot-password: always { ok: true } (no enumeration). */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema })
/** POST /validate-reset-code. */
export const ValidateResetCodeRequestSchema = z.object({ token: LinkTokenSchema })
export const ValidateResetCodeResponseSchema = z.lazy(() => z.object({ email: z.string() }))
/** POST /reset-password: ends every session of the user; the answer is { outcome: 'LOGIN' }. */
export const ResetPasswordRequestSchema = withConfirmation({ token: LinkTokenSchema })

/** POST /sign-in-link: mails a one-time sign-in link. Always { ok: true }. */
export const SignInLinkRequestSchema = z.object({ email: EmailSchema })
/** POST /sign-in-link/verify: uses the link; answers like /login (SUCCESS or TFA_REQUIRED). */
export const SignInLinkVerifyRequestSchema = z.object({ token: LinkTokenSchema })

/** POST /invite-info: who invited whom, to show on the invite sign-up page. */
export const InviteInfoRequestSchema = z.object({ token: LinkTokenSchema })
export const InviteInfoSchema = z.lazy(() =>
  z.object({
    email: z.string(),
    organizationName: z.string(),
    /** When true, the invitee signs in instead and comes back to join (POST /api/team/join). */
    accountExists: z.boolean(),
  }),
)
/** POST /signup-in-tenant: creates the invited account and its membership, and signs in. */
export const SignupInTenantRequestSchema = withConfirmation({ token: LinkTokenSchema, name: PersonNameSchema })

/** GET /active-oauth-providers: only providers with configuration are listed. */
export const OAUTH_PROVIDERS = ['GOOGLE', 'MICROSOFT'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]
export const ActiveOAuthProvidersSchema = z.lazy(() => z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) }))

export { NewPasswordSchema }
