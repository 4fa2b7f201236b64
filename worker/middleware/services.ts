import { createMiddleware } from 'hono/factory'
import type { AppEnv, Services } from '../context'
import { singleDatabaseResolver } from '../db/database'
import { loadConfig } from '../env'
import { aiRuntime } from '../providers/ai/ai-runtime'
import { r2BlobStore } from '../providers/blob/r2.blob-store'
import { createMailer } from '../providers/mail'
import { cloudflareJobQueue } from '../providers/queue/cloudflare.job-queue'
import { durableUploadStatusHub } from '../providers/realtime/durable.upload-status-hub'

/**
 * The composition root: the only place that turns bindings into ports. The fetch handler (below),
 * the queue consumers and the cron (worker/index.ts) all build their services here.
 */
export function createServices(env: Env): Services {
  const config = loadConfig(env)
  const db = singleDatabaseResolver(env.DB)
  const now = () => Date.now()
  return {
    config,
    db,
    now,
    mailer: createMailer(config, db.platform(), now),
    blobs: r2BlobStore(env.FILES),
    queue: cloudflareJobQueue(env.INGEST_QUEUE),
    uploadStatus: durableUploadStatusHub(env.UPLOAD_STATUS),
    ai: aiRuntime(env.AI),
  }
}

/** Builds the services object once per request and puts it on the context. */
export const services = createMiddleware<AppEnv>(async (c, next) => {
  c.set('services', createServices(c.env))
  await next()
})
