import { z } from 'zod'

/**
 * Vars and secrets, checked once per isolate. A misconfigured deployment fails loudly at the first
 * request instead of misbehaving later.
 */
const ConfigSchema = z.object({
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
