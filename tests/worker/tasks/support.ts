import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { documentsRepo } from '../../../worker/applicants/documents.repo'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import type { IngestMessage } from '../../../worker/contracts/queue'
import worker from '../../../worker/index'
import { SYNTHETIC_CV } from '../applicants/support'
import { createOrganization, createUser, db } from '../support/factories'
import { call, type Session, signIn } from '../support/http'

export const codeOf = (res: Response) => res.json().then((b) => (b as { error: { code: string } }).error.code)

export async function platformAdmin() {
  const admin = await createUser({ name: 'Platform Admin', userPermissions: [...PERMISSION_PRESETS.admin.user] })
  return { admin, session: await signIn(admin.email, admin.password) }
}

/** Runs the Worker's queue handler on one delivery, as the queue would. */
export async function deliver(queue: 'shortlist-ingest' | 'shortlist-ingest-dlq', body: unknown, attempts = 1) {
  const id = crypto.randomUUID()
  const batch = createMessageBatch(queue, [{ id, timestamp: new Date(), attempts, body }])
  const ctx = createExecutionContext()
  await worker.queue(batch, env, ctx)
  return getQueueResult(batch, ctx)
}

/** Turns the local CV storage outage switch (worker/dev/dev-faults.ts) on or off through its route. */
export async function cvStorage(session: Session, unavailable: boolean) {
  const res = await call('/api/dev/faults/cv-storage', { method: 'POST', session, json: { unavailable } })
  expect(res.status).toBe(200)
}

export async function failedTaskRow(key: string) {
  return env.DB.prepare('SELECT * FROM failed_tasks WHERE idempotency_key = ?').bind(key).first<{
    id: string
    status: string
    attempts: number
    error_type: string | null
    error_message: string | null
    idempotency_key: string
  }>()
}

/**
 * A CV whose processing failed on every attempt because the CV storage was unavailable: uploaded
 * through the API by a member, its message delivered to the real consumer while the outage switch is
 * on (the consumer asks for a retry), then handed to the dead-letter consumer as the queue does after
 * the last retry. Delivered by hand, so no background retry of the queue races the test.
 */
export async function deadLetteredCv(admin: Session, name = 'Marta Kowalczyk') {
  const org = await createOrganization()
  const member = await createUser({ name: 'Uploading Member', memberOf: [{ organizationId: org.id }] })
  const session = await signIn(member.email, member.password)
  const cv = new TextEncoder().encode(SYNTHETIC_CV.replace('Marta Kowalczyk', name))
  const announced = await call('/api/applicants/upload-url', {
    method: 'POST',
    session,
    json: { files: [{ filename: 'marta.txt', size: cv.byteLength, contentType: 'application/octet-stream' }] },
  })
  const { uploads } = (await announced.json()) as { uploads: { documentId: string; uploadUrl: string }[] }
  const upload = uploads[0]!
  expect((await call(upload.uploadUrl, { method: 'PUT', session, body: cv })).status).toBe(200)
  const [queued] = await documentsRepo(db(), org.id).queueMany([upload.documentId], ['UPLOADED'])
  const message = {
    kind: 'document.process',
    idempotencyKey: `document:${upload.documentId}:v${queued!.version}`,
    tenantId: org.id,
    userId: member.id,
    documentId: upload.documentId,
    version: queued!.version,
  } satisfies IngestMessage

  await cvStorage(admin, true)
  try {
    const first = await deliver('shortlist-ingest', message)
    expect(first.retryMessages.map((m) => m.msgId)).toHaveLength(1)
    await deliver('shortlist-ingest-dlq', message, 4)
  } finally {
    await cvStorage(admin, false)
  }
  const task = await failedTaskRow(message.idempotencyKey)
  expect(task).toMatchObject({ status: 'FAILED', attempts: 4 })
  return { org, member, session, documentId: upload.documentId, message, taskId: task!.id }
}

/** Waits until the failed task of `key` is no longer RECOVERING. */
export async function settled(taskId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const row = await env.DB.prepare(
      'SELECT status, attempts, error_type, error_message, idempotency_key FROM failed_tasks WHERE id = ?',
    )
      .bind(taskId)
      .first<{
        status: string
        attempts: number
        error_type: string | null
        error_message: string | null
        idempotency_key: string
      }>()
    if (row && row.status !== 'RECOVERING') return row
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`failed task ${taskId} was still recovering after ${timeoutMs} ms`)
}
