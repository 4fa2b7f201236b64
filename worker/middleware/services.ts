import { createMiddleware } from 'hono/factory'
import type { AppEnv, Services } from '../context'
import { singleDatabaseResolver } from '../db/database'
import { withCvStorageFaults } from '../dev/dev-faults'
import { loadConfig } from '../env'
import { aiRuntime } from '../providers/ai/ai-runtime'
import { createBillingProvider } from '../providers/billing'
import { r2BlobStore } from '../providers/blob/r2.blob-store'
import { createMailer } from '../providers/mail'
import { createMailboxProviders } from '../providers/mailbox'
import { cloudflareJobQueue } from '../providers/queue/cloudflare.job-queue'
import { cloudflareWebhookQueue } from '../providers/queue/webhook-queue'
import { durableChatRoomHub } from '../providers/realtime/durable.chat-room-hub'
import { durableUploadStatusHub } from '../providers/realtime/durable.upload-status-hub'

/**
 * The composition root: the only place that turns bindings into ports. The fetch handler (below),
 * the queue consumers and the cron (worker/index.ts) all build their services here.
 */
export function createServices(env: Env): Services {
  const config = loadConfig(env)
  const db = singleDatabaseResolver(env.DB)
  const now = () => Date.now()
  const r2 = r2BlobStore(env.FILES)
  return {
    config,
    db,
    now,
    mailer: createMailer(config, db.platform(), now),
    billing: createBillingProvider(config),
    // Local and test mode only: the CV storage outage switch of /api/dev/faults (worker/dev/dev-faults.ts).
    blobs: config.APP_ENV === 'production' ? r2 : withCvStorageFaults(r2, db.platform()),
    queue: cloudflareJobQueue(env.INGEST_QUEUE),
    webhookQueue: cloudflareWebhookQueue(env.WEBHOOK_QUEUE),
    uploadStatus: durableUploadStatusHub(env.UPLOAD_STATUS),
    chatRooms: durableChatRoomHub(env.CHAT_ROOM),
    ai: aiRuntime(env.AI, config.OCR_URL),
    mailboxes: createMailboxProviders(config),
  }
}

/** Builds the services object once per request and puts it on the context. */
export const services = createMiddleware<AppEnv>(async (c, next) => {
  c.set('services', createServices(c.env))
  await next()
})
