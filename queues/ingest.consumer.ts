import { processingService } from '../worker/applicants/processing.service'
import type { Services } from '../worker/context'
import { type IngestMessage, IngestMessageSchema } from '../worker/contracts/queue'
import { mailSyncService } from '../worker/inbox/mail-sync.service'
import { logEvent } from '../worker/lib/log'
import { matchingService } from '../worker/matching/matching.service'
import { searchReindexService } from '../worker/search/search-reindex.service'
import { taskRepo } from '../worker/tasks/failed-task.repo'
import { organizationRepo } from '../worker/tenants/organization.repo'

/** One handler per message kind; the switch is exhaustive, so a new kind without a handler fails to compile. */
async function handle(message: IngestMessage, services: Services): Promise<void> {
  switch (message.kind) {
    case 'document.process':
      return processingService(services).process(message)
    case 'search.reindex':
      return searchReindexService(services).process(message)
    case 'match.job':
      return matchingService(services, message.tenantId).planJobRun(message)
    case 'match.job.batch':
      return matchingService(services, message.tenantId).runJobBatch(message)
    case 'match.applicant':
      return matchingService(services, message.tenantId).runApplicant(message)
    case 'mail.sync':
      await mailSyncService(services).sync(message)
      return
  }
}

/** Whether a message's organization was deleted; asked once per tenant and batch. */
export function deletedTenants(services: Services) {
  const known = new Map<string, Promise<boolean>>()
  const organizations = organizationRepo(services.db.platform())
  return (tenantId: string) => {
    let gone = known.get(tenantId)
    if (!gone) {
      gone = organizations.exists(tenantId).then((exists) => !exists)
      known.set(tenantId, gone)
    }
    return gone
  }
}

/** Retries back off: 2, 4, 8 … seconds, at most 5 minutes. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(2 ** attempts, 300)
}

/** Message kinds whose messages in one delivery are independent of each other and run together. */
const CONCURRENT_KINDS = new Set<IngestMessage['kind']>(['match.job.batch'])

/**
 * Parses each message with its contract, skips what was already done (at-least-once delivery),
 * runs the handler, and retries with back-off; after the last retry the queue hands the message to
 * the dead-letter consumer. A message that does not parse is recorded as failed at once. The batches
 * of a job's matching run (ADR 0014) run together, so one batch's D1 reads and writes overlap
 * another's scoring; everything else runs one after another (document parsing holds whole files).
 */
export async function consumeIngestBatch(batch: MessageBatch<unknown>, services: Services) {
  const tasks = taskRepo(services.db.platform())
  const tenantGone = deletedTenants(services)

  async function consume(msg: Message<unknown>, message: IngestMessage) {
    try {
      if (await tenantGone(message.tenantId)) {
        // Work queued before its organization was deleted (ADR 0020): nothing left to do it for, and
        // not a failure to show anyone.
        logEvent('info', 'queue_message_dropped', {
          queue: batch.queue,
          kind: message.kind,
          idempotencyKey: message.idempotencyKey,
          reason: 'ACCESS_TO_TENANT_NOT_ALLOWED',
        })
      } else if (!(await tasks.wasProcessed(message.idempotencyKey))) {
        await handle(message, services)
        await tasks.markProcessed(message.idempotencyKey, services.now())
      }
      msg.ack()
    } catch (err) {
      logEvent('warn', 'queue_message_failed', {
        queue: batch.queue,
        kind: message.kind,
        idempotencyKey: message.idempotencyKey,
        attempts: msg.attempts,
        error: err instanceof Error ? err.message : String(err),
      })
      msg.retry({ delaySeconds: retryDelaySeconds(msg.attempts) })
    }
  }

  const together: Promise<void>[] = []
  const inTurn: [Message<unknown>, IngestMessage][] = []
  for (const msg of batch.messages) {
    const parsed = IngestMessageSchema.safeParse(msg.body)
    if (!parsed.success) {
      await tasks.recordFailure(
        {
          tenantId: null,
          userId: null,
          queue: batch.queue,
          message: msg.body,
          errorType: 'VALIDATION_FAILED',
          errorMessage: 'The message does not match the queue contract',
          attempts: msg.attempts,
          idempotencyKey: `invalid:${msg.id}`,
        },
        services.now(),
      )
      msg.ack()
    } else if (CONCURRENT_KINDS.has(parsed.data.kind)) together.push(consume(msg, parsed.data))
    else inTurn.push([msg, parsed.data])
  }
  await Promise.all(together)
  for (const [msg, message] of inTurn) await consume(msg, message)
}
