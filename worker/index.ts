import { consumeDeadLetterBatch } from '../queues/dead-letter.consumer'
import { consumeIngestBatch } from '../queues/ingest.consumer'
import { consumeWebhookBatch, WEBHOOK_QUEUE_NAME } from '../queues/webhook.consumer'
import { createApp } from './app'
import { billingCron } from './billing/billing-cron'
import { housekeeping } from './housekeeping'
import { mailSyncService } from './inbox/mail-sync.service'
import { metricsRollupService } from './metrics/metrics-rollup.service'
import { createServices } from './middleware/services'
import { isLoginPageRequest, serveLoginPage } from './spa/login-page'

export { ChatRoomObject } from '../durable/chat-room.object'
export { UploadStatusObject } from '../durable/upload-status.object'

/** Built at the first request, once per isolate: APP_ENV decides which routes exist (worker/app.ts). */
let app: ReturnType<typeof createApp> | undefined

export default {
  fetch(request, env, ctx) {
    // The pre-rendered sign-in page (ADR 0049); every other non-API path is the assets' alone.
    if (isLoginPageRequest(request))
      return serveLoginPage(request, { assets: env.ASSETS, services: createServices(env) })
    app ??= createApp(env.APP_ENV)
    return app.fetch(request, env, ctx)
  },

  async queue(batch, env, _ctx) {
    const services = createServices(env)
    if (batch.queue.endsWith('-dlq')) await consumeDeadLetterBatch(batch, services)
    else if (batch.queue === WEBHOOK_QUEUE_NAME) await consumeWebhookBatch(batch, services)
    else await consumeIngestBatch(batch, services)
  },

  async scheduled(controller, env) {
    const services = createServices(env)
    await housekeeping(services, controller.scheduledTime)
    // Subscriptions at their period end, waiting plan changes, the stored-documents meter (ADR 0038).
    await billingCron(services, controller.scheduledTime)
    // The dashboard's daily snapshot (ADR 0027): once per organization and day, on the first run of the day.
    await metricsRollupService(services).run(controller.scheduledTime)
    // Connected mailboxes (ADR 0040): one sync message per account that is not waiting out a Retry-After.
    await mailSyncService(services).dispatch(controller.scheduledTime)
  },
} satisfies ExportedHandler<Env, unknown>
