import { documentsRepo } from '../applicants/documents.repo'
import type { Services } from '../context'
import type { FailedTask } from '../contracts/failed-tasks'
import { type IngestMessage, IngestMessageSchema } from '../contracts/queue'
import { AppError } from '../lib/app-error'
import { logEvent } from '../lib/log'
import { uploadStatusService } from '../uploads/upload-status.service'
import { type FailedTaskListRow, type FailedTaskRow, OPEN_TASK_STATUSES, taskRepo } from './failed-task.repo'

/** "Recover all" re-queues at most this many per call (each costs a few queries); the SPA calls again. */
export const RECOVER_ALL_BATCH = 50

type DocumentMessage = Extract<IngestMessage, { kind: 'document.process' }>

function toFailedTask(row: FailedTaskListRow): FailedTask {
  const { task } = row
  const kind = IngestMessageSchema.safeParse(task.message)
  return {
    id: task.id,
    queue: task.queue,
    kind: kind.success ? kind.data.kind : null,
    status: task.status,
    errorType: task.errorType,
    errorMessage: task.errorMessage,
    attempts: task.attempts,
    organization: task.tenantId ? { id: task.tenantId, name: row.organizationName } : null,
    applicant: row.applicantRef ? { id: row.applicantRef, name: row.applicantName } : null,
    job: row.jobRef ? { id: row.jobRef, title: row.jobTitle } : null,
    document: row.documentRef ? { id: row.documentRef, filename: row.documentFilename } : null,
    principal: task.userId ? { id: task.userId, name: row.userName, email: row.userEmail } : null,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  }
}

/**
 * Failed queue tasks across all organizations (spec §4 Failed task, §7 Queue; ADR 0021).
 * - recover: the original message goes back on its queue as it was, after its subject is put back
 *   where the message expects it (a CV document from FAILED to QUEUED at the same version).
 * - re-run: the task starts over as a new run under a new idempotency key (a CV gets a new processing
 *   version, a search rebuild a new run); other kinds have no run state, so re-run is a recover.
 * Either way the task stays listed as RECOVERING until the queue consumer has run it: RECOVERED (off
 * the list) on success, FAILED again with the new reason and attempts otherwise.
 */
export function failedTasksService(services: Services) {
  const tasks = taskRepo(services.db.platform())

  async function open(id: string): Promise<FailedTaskRow> {
    const task = await tasks.get(id)
    if (!task || !(OPEN_TASK_STATUSES as readonly string[]).includes(task.status)) {
      throw new AppError('FAILED_TASK_NOT_FOUND')
    }
    return task
  }

  /** Only a FAILED task with a message of the queue contract can go back on the queue. */
  function requeueable(task: FailedTaskRow): IngestMessage {
    const parsed = IngestMessageSchema.safeParse(task.message)
    if (task.status !== 'FAILED' || !parsed.success) throw new AppError('FAILED_TASK_ACTION_FAILED')
    return parsed.data
  }

  /** The uploader sees the CV as processing again (their notification panel). */
  async function showProcessing(message: DocumentMessage, filename: string) {
    const userId = message.userId
    if (!userId) return
    const status = uploadStatusService(services, message.tenantId, userId)
    const now = services.now()
    const current = await status.get(message.documentId)
    await status.set([
      {
        documentId: message.documentId,
        filename: current?.filename ?? filename,
        title: current?.title ?? null,
        type: 'CV',
        status: 'PROCESSING',
        progress: 0,
        errorType: null,
        createdAt: current?.createdAt ?? now,
        updatedAt: now,
      },
    ])
  }

  /** Puts the message's subject back where the same message does its work again. */
  async function prepareRecover(message: IngestMessage) {
    await tasks.forgetProcessed(message.idempotencyKey)
    if (message.kind !== 'document.process') return
    const docs = documentsRepo(services.db.forTenant(message.tenantId), message.tenantId)
    const doc = await docs.get(message.documentId)
    // Gone, or run again since (a newer version): this message can no longer do anything.
    if (!doc || !(await docs.requeueFailed(message.documentId, message.version))) {
      throw new AppError('FAILED_TASK_ACTION_FAILED')
    }
    await showProcessing(message, doc.filename)
  }

  /** A new run of the task's subject: the message that starts it (a new idempotency key). */
  async function prepareRerun(task: FailedTaskRow, message: IngestMessage): Promise<IngestMessage> {
    switch (message.kind) {
      case 'document.process': {
        const docs = documentsRepo(services.db.forTenant(message.tenantId), message.tenantId)
        const doc = await docs.get(message.documentId)
        const [queued] = doc ? await docs.queueMany([doc.id], ['FAILED']) : []
        if (!doc || !queued) throw new AppError('FAILED_TASK_ACTION_FAILED')
        const next: DocumentMessage = {
          ...message,
          version: queued.version,
          idempotencyKey: `document:${doc.id}:v${queued.version}`,
        }
        await showProcessing(next, doc.filename)
        return next
      }
      case 'search.reindex': {
        // Without a run the consumer starts a new rebuild (unless one is under way).
        const { run: _run, ...rest } = message
        return { ...rest, idempotencyKey: `search.reindex:${message.tenantId}:rerun:${task.id}:${services.now()}` }
      }
      default:
        await prepareRecover(message)
        return message
    }
  }

  async function requeue(id: string, mode: 'recover' | 'rerun') {
    const task = await open(id)
    const original = requeueable(task)
    const claimed = await tasks.transition(id, 'FAILED', 'RECOVERING', services.now())
    if (!claimed) throw new AppError('FAILED_TASK_ACTION_FAILED')
    try {
      let message = original
      if (mode === 'recover') await prepareRecover(original)
      else message = await prepareRerun(task, original)
      if (message !== original) {
        await tasks.transition(id, 'RECOVERING', 'RECOVERING', services.now(), {
          message,
          idempotencyKey: message.idempotencyKey,
        })
      }
      await services.queue.send(message)
    } catch (err) {
      await tasks.transition(id, 'RECOVERING', 'FAILED', services.now(), {
        message: original,
        idempotencyKey: original.idempotencyKey,
      })
      if (err instanceof AppError) throw err
      logEvent('warn', 'failed_task_not_requeued', {
        taskId: id,
        error: err instanceof Error ? err.message : String(err),
      })
      throw new AppError('FAILED_TASK_ACTION_FAILED')
    }
    return { task: await detail(id) }
  }

  async function detail(id: string): Promise<FailedTask> {
    const row = await tasks.get(id)
    if (!row) throw new AppError('FAILED_TASK_NOT_FOUND')
    return toFailedTask(await tasks.withReferences(row))
  }

  return {
    async list(input: { cursor?: string; limit: number }) {
      const { rows, nextCursor } = await tasks.list(input)
      return { tasks: rows.map(toFailedTask), nextCursor }
    },

    recover: (id: string) => requeue(id, 'recover'),
    rerun: (id: string) => requeue(id, 'rerun'),

    /** Drops a failed task for good; one that is back on the queue cannot be taken off it. */
    async remove(id: string) {
      const task = await open(id)
      if (task.status !== 'FAILED' || !(await tasks.transition(id, 'FAILED', 'REMOVED', services.now()))) {
        throw new AppError('FAILED_TASK_ACTION_FAILED')
      }
      return { ok: true as const }
    },

    /** Recovers the oldest failed tasks, RECOVER_ALL_BATCH per call; those that cannot go back stay FAILED. */
    async recoverAll() {
      let recovered = 0
      let refused = 0
      for (const id of await tasks.failedIds(RECOVER_ALL_BATCH)) {
        try {
          await requeue(id, 'recover')
          recovered++
        } catch (err) {
          if (!(err instanceof AppError)) throw err
          refused++
        }
      }
      return { recovered, refused, remaining: await tasks.countFailed() }
    },
  }
}
