import type { SessionUser } from './contracts/session'
import type { DatabaseResolver } from './db/database'
import type { AppConfig } from './env'
import type { AiRuntime } from './providers/ai/ai-runtime'
import type { BillingProvider } from './providers/billing/billing-provider'
import type { BlobStore } from './providers/blob/blob-store'
import type { Mailer } from './providers/mail/mailer'
import type { MailboxProviders } from './providers/mailbox/mailbox-provider'
import type { JobQueue } from './providers/queue/job-queue'
import type { WebhookQueue } from './providers/queue/webhook-queue'
import type { ChatRoomHub } from './providers/realtime/chat-room-hub'
import type { UploadStatusHub } from './providers/realtime/upload-status-hub'

/**
 * What every request carries: the services object (Unkey-style) and who is asking. It holds ports,
 * never bindings (ADR 0016): only createServices (worker/middleware/services.ts) reads `env`.
 */
export interface Services {
  config: AppConfig
  db: DatabaseResolver
  now: () => number
  mailer: Mailer
  /** The payment provider (local or Stripe, ADR 0034). */
  billing: BillingProvider
  /** Uploaded files and derived text (R2). */
  blobs: BlobStore
  /** The ingestion queue's producer. */
  queue: JobQueue
  /** The outgoing webhooks' queue (ADR 0037). */
  webhookQueue: WebhookQueue
  /** Live upload status to the uploader's tabs (a Durable Object per tenant and user). */
  uploadStatus: UploadStatusHub
  /** Recruiting chat rooms: ordered writes and live delivery (a Durable Object per chat, ADR 0023). */
  chatRooms: ChatRoomHub
  /** What AI can run here besides the embedded engine (the optional Workers AI binding). */
  ai: AiRuntime
  /** Connected mailboxes: Gmail and Microsoft Graph adapters, where configured (ADR 0040). */
  mailboxes: MailboxProviders
}

export interface AuthState {
  sessionId: string
  csrfToken: string
  expiresAt: number
  user: SessionUser
  /** Set when an API key (not a cookie session) authenticated the request (/api/v1, ADR 0035). */
  apiKeyId?: string
}

export interface AppEnv {
  Bindings: Env
  Variables: {
    correlationId: string
    services: Services
    auth: AuthState | null
  }
}
