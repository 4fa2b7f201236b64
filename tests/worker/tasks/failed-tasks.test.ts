import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { FailedTask } from '../../../worker/contracts/failed-tasks'
import { newId } from '../../../worker/lib/ids'
import { createJob, createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { codeOf, deadLetteredCv, deliver, failedTaskRow, platformAdmin, settled } from './support'

async function listed(session: Session): Promise<FailedTask[]> {
  const res = await call('/api/admin/queue/failed?limit=100', { session })
  expect(res.status).toBe(200)
  return ((await res.json()) as { tasks: FailedTask[] }).tasks
}

async function applicantNamed(tenantId: string, name: string) {
  return env.DB.prepare('SELECT id FROM applicants WHERE tenant_id = ? AND name = ? AND deleted_at IS NULL')
    .bind(tenantId, name)
    .first<{ id: string }>()
}

describe('admin failed tasks', () => {
  it('lists a dead-lettered CV with its organization, file and principal; recovering it runs the real consumer and the applicant appears', async () => {
    const { session } = await platformAdmin()
    const cv = await deadLetteredCv(session, 'Recovered Person')

    const before = (await listed(session)).find((t) => t.id === cv.taskId)
    expect(before).toMatchObject({
      status: 'FAILED',
      kind: 'document.process',
      errorType: 'UNKNOWN_ERROR',
      attempts: 4,
      organization: { id: cv.org.id, name: cv.org.name },
      document: { id: cv.documentId, filename: 'marta.txt' },
      principal: { id: cv.member.id, name: 'Uploading Member' },
    })
    expect(await applicantNamed(cv.org.id, 'Recovered Person')).toBeNull()

    const res = await call(`/api/admin/queue/${cv.taskId}/recover`, { method: 'POST', session })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { task: FailedTask }).task.status).toBe('RECOVERING')
    // Until the consumer has run it, the task stays on the list.
    expect(await settled(cv.taskId)).toMatchObject({ status: 'RECOVERED' })

    expect(await applicantNamed(cv.org.id, 'Recovered Person')).not.toBeNull()
    expect((await listed(session)).map((t) => t.id)).not.toContain(cv.taskId)
    // The uploader sees the CV processed in their notifications.
    const status = await call('/api/applicants/batch-subscribe', {
      method: 'POST',
      session: cv.session,
      json: { documentIds: [cv.documentId] },
    })
    expect(await status.json()).toMatchObject({ items: [{ documentId: cv.documentId, status: 'SUCCESS' }] })
  })

  it('a recovery that fails again stays listed as FAILED with the new reason and the attempts added up', async () => {
    const { session } = await platformAdmin()
    const cv = await deadLetteredCv(session)
    // The file is gone for good now: the recovered run fails for a reason retrying cannot fix.
    await env.FILES.delete(`tenants/${cv.org.id}/documents/${cv.documentId}`)

    expect((await call(`/api/admin/queue/${cv.taskId}/recover`, { method: 'POST', session })).status).toBe(200)
    expect(await settled(cv.taskId)).toMatchObject({
      status: 'FAILED',
      error_type: 'CORRUPTED_FILE',
      error_message: 'The uploaded file is missing',
      attempts: 5,
    })
    expect((await listed(session)).find((t) => t.id === cv.taskId)?.status).toBe('FAILED')
  })

  it('a re-queued task that dead-letters again is FAILED again with its attempts added up', async () => {
    const { session } = await platformAdmin()
    const cv = await deadLetteredCv(session)
    await env.DB.prepare("UPDATE failed_tasks SET status = 'RECOVERING' WHERE id = ?").bind(cv.taskId).run()
    await deliver('shortlist-ingest-dlq', cv.message, 4)
    expect(await failedTaskRow(cv.message.idempotencyKey)).toMatchObject({ status: 'FAILED', attempts: 8 })
  })

  it('re-run starts the CV over as a new processing version under a new key', async () => {
    const { session } = await platformAdmin()
    const cv = await deadLetteredCv(session, 'Rerun Person')
    const res = await call(`/api/admin/queue/${cv.taskId}/rerun`, { method: 'POST', session })
    expect(res.status).toBe(200)
    const done = await settled(cv.taskId)
    expect(done).toMatchObject({ status: 'RECOVERED', idempotency_key: `document:${cv.documentId}:v2` })
    expect(await applicantNamed(cv.org.id, 'Rerun Person')).not.toBeNull()
  })

  it('removes a task from the list; a removed or re-queued task cannot be acted on again', async () => {
    const { session } = await platformAdmin()
    const cv = await deadLetteredCv(session)
    const removed = await call(`/api/admin/queue/${cv.taskId}/remove`, { method: 'POST', session })
    expect(removed.status).toBe(200)
    expect((await listed(session)).map((t) => t.id)).not.toContain(cv.taskId)
    expect((await failedTaskRow(cv.message.idempotencyKey))?.status).toBe('REMOVED')
    const again = await call(`/api/admin/queue/${cv.taskId}/recover`, { method: 'POST', session })
    expect(again.status).toBe(404)
    expect(await codeOf(again)).toBe('FAILED_TASK_NOT_FOUND')

    const other = await deadLetteredCv(session)
    await env.DB.prepare("UPDATE failed_tasks SET status = 'RECOVERING' WHERE id = ?").bind(other.taskId).run()
    for (const action of ['recover', 'rerun', 'remove']) {
      const res = await call(`/api/admin/queue/${other.taskId}/${action}`, { method: 'POST', session })
      expect(res.status).toBe(409)
      expect(await codeOf(res)).toBe('FAILED_TASK_ACTION_FAILED')
    }
  })

  it('recover all re-queues every failed task it can; a message that broke the contract stays', async () => {
    const { session } = await platformAdmin()
    const a = await deadLetteredCv(session, 'Anna Bergmann')
    const b = await deadLetteredCv(session, 'Jonas Weber')
    const badId = `bad-${newId()}`
    await deliver('shortlist-ingest', { kind: 'nonsense', id: badId })
    const res = await call('/api/admin/queue/recover/failed', { method: 'POST', session })
    expect(res.status).toBe(200)
    const result = (await res.json()) as { recovered: number; refused: number; remaining: number }
    expect(result.recovered).toBeGreaterThanOrEqual(2)
    expect(result.refused).toBeGreaterThanOrEqual(1)
    expect(await settled(a.taskId)).toMatchObject({ status: 'RECOVERED' })
    expect(await settled(b.taskId)).toMatchObject({ status: 'RECOVERED' })
    expect(await applicantNamed(a.org.id, 'Anna Bergmann')).not.toBeNull()
    expect(await applicantNamed(b.org.id, 'Jonas Weber')).not.toBeNull()
    const stillFailed = (await listed(session)).filter((t) => t.kind === null && t.status === 'FAILED')
    expect(stillFailed.length).toBeGreaterThanOrEqual(1)
  })

  it('shows "deleted" references as null names and pages with a cursor', async () => {
    const { session } = await platformAdmin()
    const org = await createOrganization({ name: 'Gone Soon' })
    const job = await createJob(org.id, { title: 'Listed Job' })
    const user = await createUser({ name: 'Gone User' })
    for (const jobId of [job.id, 'no-such-job']) {
      await deliver(
        'shortlist-ingest-dlq',
        {
          kind: 'match.job',
          idempotencyKey: `match.job:${jobId}:r1:${newId()}`,
          tenantId: org.id,
          userId: user.id,
          jobId,
          run: 1,
        },
        4,
      )
    }
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(user.id).run()
    const tasks = (await listed(session)).filter((t) => t.organization?.id === org.id)
    expect(tasks.map((t) => t.job)).toEqual([
      { id: 'no-such-job', title: null },
      { id: job.id, title: 'Listed Job' },
    ])
    for (const t of tasks) {
      expect(t.principal).toEqual({ id: user.id, name: null, email: null })
      expect(t.organization).toEqual({ id: org.id, name: 'Gone Soon' })
    }

    const first = (await (await call('/api/admin/queue/failed?limit=1', { session })).json()) as {
      tasks: FailedTask[]
      nextCursor: string
    }
    expect(first.tasks).toHaveLength(1)
    const second = (await (
      await call(`/api/admin/queue/failed?limit=1&cursor=${first.nextCursor}`, { session })
    ).json()) as {
      tasks: FailedTask[]
    }
    expect(second.tasks[0]!.id < first.tasks[0]!.id).toBe(true)
  })

  it('answers 404 for an unknown task and 403 to anyone without the platform admin permissions', async () => {
    const { session } = await platformAdmin()
    const unknown = await call(`/api/admin/queue/${newId()}/recover`, { method: 'POST', session })
    expect(unknown.status).toBe(404)
    expect(await codeOf(unknown)).toBe('FAILED_TASK_NOT_FOUND')

    const org = await createOrganization()
    const orgAdmin = await createUser({ memberOf: [{ organizationId: org.id }] })
    const member = await signIn(orgAdmin.email, orgAdmin.password)
    const id = newId()
    for (const [method, path] of [
      ['GET', '/api/admin/queue/failed'],
      ['POST', `/api/admin/queue/${id}/recover`],
      ['POST', `/api/admin/queue/${id}/rerun`],
      ['POST', `/api/admin/queue/${id}/remove`],
      ['POST', '/api/admin/queue/recover/failed'],
      ['POST', '/api/dev/faults/cv-storage'],
    ] as const) {
      const res = await call(path, {
        method,
        session: member,
        ...(method === 'POST' ? { json: { unavailable: true } } : {}),
      })
      expect(res.status, path).toBe(403)
      expect(await codeOf(res)).toBe('FORBIDDEN')
    }
  })
})
