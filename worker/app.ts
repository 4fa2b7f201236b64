import { Hono } from 'hono'
import { except } from 'hono/combine'
import { secureHeaders } from 'hono/secure-headers'
import { accessRoutes } from './access/access.routes'
import { accountRoutes } from './access/account.routes'
import { authRoutes } from './access/auth.routes'
import { oauthRoutes } from './access/oauth/oauth.routes'
import { adminTenantRoutes } from './admin/admin-tenants.routes'
import { adminUserRoutes } from './admin/admin-users.routes'
import { aiSettingsRoutes } from './ai-settings/ai-settings.routes'
import { applicantsRoutes } from './applicants/applicants.routes'
import { adminPlanRoutes } from './billing/admin-plans.routes'
import { billingRoutes, localCheckoutRoutes } from './billing/billing.routes'
import { billingWebhookRoutes } from './billing/billing-webhooks.routes'
import { chatsRoutes } from './chats/chats.routes'
import { clientsRoutes } from './clients/clients.routes'
import { commentsRoutes } from './comments/comments.routes'
import type { AppEnv } from './context'
import { devChatRoomRoutes } from './dev/dev-chat-rooms.routes'
import { devFaultRoutes } from './dev/dev-faults.routes'
import { devMailboxRoutes } from './dev/dev-mailbox.routes'
import { fitReportRoutes } from './fit-reports/fit-report.routes'
import { externalAccountRoutes } from './inbox/external-account.routes'
import { appsRoutes } from './integrations/apps.routes'
import { webhooksRoutes } from './integrations/webhooks.routes'
import { jobsRoutes } from './jobs/jobs.routes'
import { tenantWeightRoutes } from './jobs/tenant-weights.routes'
import { applicantMatchRoutes } from './matching/applicant-match.routes'
import { benchRoutes } from './matching/bench.routes'
import { metricsRoutes } from './metrics/metrics.routes'
import { bodyLimits } from './middleware/body-limits'
import { correlationId } from './middleware/correlation-id'
import { originCheck } from './middleware/csrf'
import { handleError, notFound } from './middleware/error-handler'
import { services } from './middleware/services'
import { session } from './middleware/session'
import { notificationsRoutes } from './notifications/notifications.routes'
import { profileRoutes } from './profile/profile.routes'
import { openApiRoutes } from './public-api/openapi.routes'
import { v1Routes } from './public-api/v1.routes'
import { searchRoutes } from './search/search.routes'
import { searchAdminRoutes } from './search/search-admin.routes'
import { searchBenchRoutes } from './search/search-bench.routes'
import { failedTaskRoutes } from './tasks/failed-tasks.routes'
import { taxonomyRoutes } from './taxonomy/taxonomy.routes'
import { ownershipRoutes } from './team/ownership.routes'
import { teamRoutes } from './team/team.routes'
import { tenantRoutes } from './tenants/tenant.routes'
import { uploadStatusRoutes } from './uploads/upload-status.routes'

/** Paths of the public API (ADR 0035). */
const PUBLIC_API_PATHS = '/api/v1/*'

/** Composes middleware and mounts each capability under /api: every route production serves. */
function productionRoutes() {
  return (
    new Hono<AppEnv>()
      .basePath('/api')
      .use(correlationId)
      .use(services)
      .use(secureHeaders())
      .use(bodyLimits)
      // The public API (/api/v1) takes API keys only: no cookie session, so no cross-site check either.
      .use(except(PUBLIC_API_PATHS, originCheck))
      .use(except(PUBLIC_API_PATHS, session))
      .get('/health', (c) => c.json({ ok: true }))
      .route('/access', accessRoutes)
      .route('/access', accountRoutes)
      .route('/auth', authRoutes)
      .route('/', oauthRoutes)
      .route('/my-profile', profileRoutes)
      .route('/admin/users', adminUserRoutes)
      .route('/admin/billing', adminPlanRoutes)
      .route('/billing', billingRoutes)
      .route('/billing', localCheckoutRoutes)
      .route('/billing', billingWebhookRoutes)
      .route('/admin/queue', failedTaskRoutes)
      .route('/admin/search', searchAdminRoutes)
      .route('/admin/tenants', adminTenantRoutes)
      .route('/metrics', metricsRoutes)
      .route('/applicants', applicantsRoutes)
      .route('/applicants', fitReportRoutes)
      .route('/applicants', applicantMatchRoutes)
      .route('/jobs', jobsRoutes)
      .route('/clients', clientsRoutes)
      .route('/apps', appsRoutes)
      .route('/webhooks', webhooksRoutes)
      .route('/v1', openApiRoutes)
      .route('/v1', v1Routes)
      .route('/tenant', tenantWeightRoutes)
      .route('/tenant', tenantRoutes)
      .route('/tenant', ownershipRoutes)
      .route('/team', teamRoutes)
      .route('/upload-status', uploadStatusRoutes)
      .route('/chats', chatsRoutes)
      .route('/notifications', notificationsRoutes)
      .route('/comments', commentsRoutes)
      .route('/search', searchRoutes)
      .route('/taxonomy', taxonomyRoutes)
      .route('/', aiSettingsRoutes)
      .route('/external-account', externalAccountRoutes)
  )
}

/** Local and test mode only: the benchmark's bulk endpoints, the local outbox and the fault switches. */
function withLocalRoutes(app: ReturnType<typeof productionRoutes>) {
  return app
    .route('/jobs/bench', benchRoutes)
    .route('/search/bench', searchBenchRoutes)
    .route('/dev/mailbox', devMailboxRoutes)
    .route('/dev/faults', devFaultRoutes)
    .route('/dev/chat-rooms', devChatRoomRoutes)
}

/** The APP_ENV values that get the local routes; anything else (production, a typo) does not. */
const LOCAL_ENVS: ReadonlySet<string> = new Set(['local', 'test'])

/**
 * The API for one deployment, decided once from APP_ENV (worker/index.ts): in production the
 * benchmark and dev mailbox paths are not registered at all, instead of being refused per request.
 */
export function createApp(appEnv: string) {
  const app = LOCAL_ENVS.has(appEnv) ? withLocalRoutes(productionRoutes()) : productionRoutes()
  app.onError(handleError)
  app.notFound(notFound)
  return app
}

/** The SPA's typed client (web/api) knows every route; the dev mailbox page is used only locally. */
export type AppType = ReturnType<typeof withLocalRoutes>
