import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

/** Worker integration tests inside workerd: real local D1 (migrated), R2, Queues and Durable Objects. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./db/migrations')
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, APP_ENV: 'test', LOG_LEVEL: 'warn' } },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts', 'tests/durable/**/*.test.ts', 'tests/queues/**/*.test.ts'],
      setupFiles: ['./tests/worker/support/apply-migrations.ts', './tests/support/fail-on-console-error.ts'],
      testTimeout: 30_000,
    },
  }
})
