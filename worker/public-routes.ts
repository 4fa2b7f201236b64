/**
 * Every route that answers without a session. Everything else goes through `guard()`; a test asks
 * every registered route without a session and fails if one answers that is not listed here.
 */
export const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/access/login',
  'POST /api/access/login/tfa',
  // Accounts (worker/access/account.routes.ts): the way in for people without a session.
  'GET /api/access/registration-status',
  'POST /api/access/start-first-user',
  'POST /api/access/onboarding/start-registration',
  'POST /api/access/onboarding/verify-registration-session',
  'POST /api/access/onboarding/store-password',
  'POST /api/access/onboarding/complete-registration',
  'POST /api/access/forgot-password',
  'POST /api/access/validate-reset-code',
  'POST /api/access/reset-password',
  'POST /api/access/sign-in-link',
  'POST /api/access/sign-in-link/verify',
  'POST /api/access/invite-info',
  'POST /api/access/signup-in-tenant',
  // Local and test mode only (404 in production): the outbox of the local mailer.
  'GET /api/dev/mailbox',
  'GET /api/dev/mailbox/:id',
  // The mailed email-change link may be opened signed out: the single-use token is the proof.
  'POST /api/my-profile/set-email',
  'GET /api/auth/session',
  'GET /api/auth/providers',
  'POST /api/auth/signout',
  // Google and Microsoft sign-in (worker/access/oauth): guests start it. CSRF token (session's or the
  // guest double-submit cookie from GET csrf) on signin; state, PKCE and nonce on the callback.
  'GET /api/auth/csrf',
  'POST /api/auth/_log',
  'POST /api/auth/signin/:provider',
  'GET /api/auth/callback/:provider',
  'POST /api/auth/callback/:provider',
  'GET /api/access/active-oauth-providers',
  // The mail provider's redirect back after connecting a mailbox (worker/inbox): signed out, it only
  // sends the browser to /login and stores nothing; signed in, the flow cookie must be this session's.
  'GET /api/external-account/callback/:provider',
  'GET /api/v1/auth/oauth/client',
  // The public API's OpenAPI document (ADR 0035): the API's description, no data.
  'GET /api/v1/openapi.json',
  // Stripe's webhooks (ADR 0038): no session; the signature over the raw body is checked instead.
  'POST /api/billing/webhooks/stripe',
] as const
