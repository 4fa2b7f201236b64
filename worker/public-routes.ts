/**
 * Every route that answers without a session. Everything else goes through `guard()`; a test asks
 * every registered route without a session and fails if one answers that is not listed here.
 */
export const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/access/login',
  'GET /api/auth/session',
  'GET /api/auth/providers',
  'POST /api/auth/signout',
] as const
