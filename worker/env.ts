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
