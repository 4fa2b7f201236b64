import { randomBytes } from 'node:crypto'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { oidcTestPort } from './tests/worker/support/oidc-global-setup'

/** Worker integration tests inside workerd: real local D1 (migrated), R2, Queues and Durable Objects. */
/**
 * The fit-report tests write PDFs (pdf-lib, fontkit, the embedded font). After that file the pool's
 * next test file dies at start ("WebSocket protocol error: Message is too large", a workerd limit of
 * the Workers vitest pool), so those tests run in a pool of their own: WORKER_TESTS=pdf (npm test does
 * both runs).
 */
const PDF_TESTS = ['tests/worker/fit-reports/**/*.test.ts']
const pdfRun = process.env.WORKER_TESTS === 'pdf'

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./db/migrations')
  const oidc = `http://127.0.0.1:${await oidcTestPort()}`
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: 'test',
            LOG_LEVEL: 'warn',
            // A fresh key per run: nothing secret is committed.
            DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
            // Google and Microsoft sign-in against the local OpenID double (tests/doubles/oidc-provider.ts,
            // started by tests/worker/support/oidc-global-setup.ts on 8797 or a free port); its fixed
            // local client pairs, not secrets.
            GOOGLE_CLIENT_ID: 'shortlist-local-google',
            GOOGLE_CLIENT_SECRET: 'local-double-google-secret',
            GOOGLE_ISSUER: `${oidc}/google`,
            MICROSOFT_CLIENT_ID: 'shortlist-local-microsoft',
            MICROSOFT_CLIENT_SECRET: 'local-double-microsoft-secret',
            MICROSOFT_ISSUER: `${oidc}/microsoft`,
          },
        },
      }),
    ],
    test: {
      include: pdfRun
        ? PDF_TESTS
        : ['tests/worker/**/*.test.ts', 'tests/durable/**/*.test.ts', 'tests/queues/**/*.test.ts'],
      exclude: pdfRun ? [] : PDF_TESTS,
      setupFiles: ['./tests/worker/support/apply-migrations.ts', './tests/support/fail-on-console-error.ts'],
      globalSetup: ['./tests/worker/support/oidc-global-setup.ts'],
      testTimeout: 30_000,
    },
  }
})
