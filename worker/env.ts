import { z } from 'zod'

/**
 * Vars and secrets, checked once per isolate. A misconfigured deployment fails loudly at the first
 * request instead of misbehaving later.
 */
const ConfigSchema = z
  .object({
    APP_ENV: z.enum(['local', 'test', 'production']),
    APP_URL: z.url(),
    AI_PROVIDER: z.enum(['embedded', 'workers-ai', 'openai-compatible']),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 90),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 90),
    LOG_LEVEL: z.enum(['info', 'warn', 'error']).default('info'),
    /** R2's S3 API credentials (secrets): with them, browsers upload straight to R2 with presigned URLs. */
    R2_ACCOUNT_ID: z.string().min(1).optional(),
    R2_ACCESS_KEY_ID: z.string().min(1).optional(),
    R2_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    R2_BUCKET_NAME: z.string().min(1).optional(),
    /** An OpenAI-compatible endpoint (AI_PROVIDER=openai-compatible); the key is a secret. */
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_MODEL: z.string().min(1).optional(),
    /**
     * AES-256-GCM key (base64, 32 bytes; a secret) for data stored encrypted: TOTP secrets, API keys of
     * organizations. Local runs get a random one in .dev.vars (scripts/lib/dev-vars.mjs).
     */
    DATA_ENCRYPTION_KEY: z
      .string()
      .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v), 'must be 32 bytes in base64')
      .optional(),
    /** Google and Microsoft sign-in: a provider is active only when its client id and secret are set. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
    MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
    MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
    /**
     * Connected mailboxes (the inbox, ADR 0040) use the same Google and Microsoft clients as sign-in,
     * with these endpoints. The defaults are the providers' own; local runs and tests point them at
     * the mail provider double (tests/doubles/mail-provider.ts).
     */
    GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_REVOKE_URL: z.url().default('https://oauth2.googleapis.com/revoke'),
    GMAIL_API_URL: z.url().default('https://gmail.googleapis.com'),
    MICROSOFT_LOGIN_URL: z.url().default('https://login.microsoftonline.com'),
    MICROSOFT_TENANT: z.string().min(1).default('common'),
    MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com'),
    /** An OCR service for images where Workers AI is absent: `npm start` runs one locally (scripts/local-ocr). */
    OCR_URL: z.url().optional(),
    /** Outgoing mail: the local outbox (default; shown on the dev mailbox) or an HTTP email API. */
    MAIL_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    MAIL_API_URL: z.url().optional(),
    MAIL_API_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Shortlist <no-reply@shortlist.local>'),
    /** Payments: the local provider (no card, instant checkout page) or Stripe (ADR 0034). */
    BILLING_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    /** Stripe (BILLING_PROVIDER=stripe): the secret API key and the webhook signing secret are secrets. */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Where the Stripe API is (tests point it at tests/doubles/stripe.ts); Stripe's own host by default. */
    STRIPE_API_BASE: z.url().optional(),
    /** The event names of the cloud plan's two Billing meters, as created in the Stripe dashboard. */
    STRIPE_METER_INGESTED_DOCUMENTS: z.string().min(1).default('shortlist_ingested_documents'),
    STRIPE_METER_STORED_DOCUMENTS: z.string().min(1).default('shortlist_stored_documents'),
    /**
     * Outgoing webhooks (ADR 0037): whether endpoints on loopback, private or link-local addresses may
     * be called. Local runs and tests only (a receiver on localhost); never in production.
     */
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** The first retry's delay of a failed delivery; each further retry waits four times longer. */
    WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  })
  .refine((c) => c.APP_ENV !== 'production' || c.DATA_ENCRYPTION_KEY, {
    path: ['DATA_ENCRYPTION_KEY'],
    message: 'is required in production',
  })
  .refine((c) => c.APP_ENV !== 'production' || !c.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES, {
    path: ['WEBHOOKS_ALLOW_PRIVATE_ADDRESSES'],
    message: 'must not be true in production',
  })
  .refine((c) => c.MAIL_PROVIDER !== 'http' || (c.MAIL_API_URL && c.MAIL_API_KEY), {
    path: ['MAIL_API_URL'],
    message: 'MAIL_API_URL and MAIL_API_KEY are required with MAIL_PROVIDER=http',
  })

  .refine((c) => c.BILLING_PROVIDER !== 'stripe' || (c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET), {
    path: ['STRIPE_SECRET_KEY'],
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required with BILLING_PROVIDER=stripe',
  })

export type AppConfig = z.infer<typeof ConfigSchema> & { secureCookies: boolean }

let cached: { source: unknown; config: AppConfig } | undefined

export function loadConfig(env: Env): AppConfig {
  if (cached?.source === env) return cached.config
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`)
  }
  const config = { ...parsed.data, secureCookies: new URL(parsed.data.APP_URL).protocol === 'https:' }
  cached = { source: env, config }
  return config
}
