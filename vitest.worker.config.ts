import { randomBytes } from 'node:crypto'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { DOUBLE_SECRET_KEY, DOUBLE_WEBHOOK_SECRET } from './tests/doubles/stripe'
import { mailTestVars } from './tests/worker/support/mail-global-setup'
import { oidcTestPort } from './tests/worker/support/oidc-global-setup'
import { stripeTestPort } from './tests/worker/support/stripe-global-setup'

/** Worker integration tests inside workerd: real local D1 (migrated), R2, Queues and Durable Objects. */

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./db/migrations')
  const oidc = `http://127.0.0.1:${await oidcTestPort()}`
  const stripe = `http://127.0.0.1:${await stripeTestPort()}`
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
            // The Stripe double (tests/doubles/stripe.ts) and its fixed keys, not any account's. The
            // deployment stays on the local provider; Stripe tests switch BILLING_PROVIDER per request.
            STRIPE_API_BASE: stripe,
            STRIPE_SECRET_KEY: DOUBLE_SECRET_KEY,
            STRIPE_WEBHOOK_SECRET: DOUBLE_WEBHOOK_SECRET,
            // Gmail, Microsoft Graph and their OAuth endpoints: the mail provider double
            // (tests/doubles/mail-provider.ts, started by tests/worker/support/mail-global-setup.ts).
            ...(await mailTestVars()),
          },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts', 'tests/durable/**/*.test.ts', 'tests/queues/**/*.test.ts'],
      // Off on purpose: with cached transforms on disk, Vitest answers a fresh runner's first module
      // fetch with every cached module of its test file's graph at once ("warm modules"), and the
      // Workers pool inlines them all into one WebSocket message. Past 1 MiB workerd closes the
      // socket (1009 "Message is too large") and every later file dies with "Worker exited
      // unexpectedly". Without the cache each module travels in a message of its own (ADR 0028).
      fsModuleCache: false,
      setupFiles: ['./tests/worker/support/apply-migrations.ts', './tests/support/fail-on-console-error.ts'],
      globalSetup: [
        './tests/worker/support/oidc-global-setup.ts',
        './tests/worker/support/stripe-global-setup.ts',
        './tests/worker/support/mail-global-setup.ts',
      ],
      testTimeout: 30_000,
    },
  }
})
