import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { IngestMessage } from '../../worker/contracts/queue'
import { singleDatabaseResolver } from '../../worker/db/database'
import { matchingRepo } from '../../worker/matching/matching.repo'
import { createApplicant, createJob, createOrganization } from '../worker/support/factories'
import { count, deliver, threeApplicants, WEIGHTS } from './support'

/** Runs and their messages (ADR 0014): redelivery, outdated runs, repeated plans, an applicant's run. */
describe('matching runs through the queue', () => {
  it('redelivery never double-counts; a message of an outdated run does nothing', async () => {
    const org = await createOrganization()
    await threeApplicants(org.id)
    const job = await createJob(org.id, { status: 'OPEN', attributeWeights: WEIGHTS })
    const repo = matchingRepo(singleDatabaseResolver(env.DB).forTenant(org.id), org.id)
    const ids = await repo.applicantIdsFor(job.id, 'ALL')
    const run = await repo.startRun('job', job.id, 3, Date.now())
    await repo.insertBatches('job', job.id, run, [2, 1])
    const batch = (b: number, after: string | null, upTo: string): IngestMessage => ({
      kind: 'match.job.batch',
      idempotencyKey: `match.job:${job.id}:r${run}:b${b}`,
      tenantId: org.id,
      userId: null,
      jobId: job.id,
      run,
      batch: b,
      after,
      upTo,
    })
    const first = batch(0, null, ids[1]!)
    expect((await deliver([{ id: 'm1', body: first }])).explicitAcks).toEqual(['m1'])
    expect(await repo.pending('job', job.id)).toBe(1)
    // Same message again: skipped by its idempotency key.
    expect((await deliver([{ id: 'm2', body: first }])).explicitAcks).toEqual(['m2'])
    // Even if the key had not been recorded (a crash after the work), nothing counts twice.
    await env.DB.prepare('DELETE FROM processed_messages WHERE idempotency_key = ?').bind(first.idempotencyKey).run()
    await deliver([{ id: 'm3', body: first }])
    expect(await repo.pending('job', job.id)).toBe(1)
    expect(await count('SELECT count(*) AS n FROM matches WHERE job_id = ?', job.id)).toBe(2)
    await deliver([{ id: 'm4', body: batch(1, ids[1]!, ids[2]!) }])
    expect(await repo.pending('job', job.id)).toBe(0)
    expect(await count('SELECT count(*) AS n FROM matches WHERE job_id = ?', job.id)).toBe(3)

    // A newer run supersedes: the old run's message changes nothing (not even the progress).
    const next = await repo.startRun('job', job.id, 3, Date.now())
    expect(next).toBe(run + 1)
    await deliver([{ id: 'm5', body: { ...batch(1, ids[1]!, ids[2]!), idempotencyKey: 'stale-batch' } }])
    expect(await repo.pending('job', job.id)).toBe(3)
  })

  it('a repeated plan message records each batch once', async () => {
    const org = await createOrganization()
    await threeApplicants(org.id)
    const job = await createJob(org.id, { status: 'OPEN', attributeWeights: WEIGHTS })
    const repo = matchingRepo(singleDatabaseResolver(env.DB).forTenant(org.id), org.id)
    const run = await repo.startRun('job', job.id, 3, Date.now())
    const plan: IngestMessage = {
      kind: 'match.job',
      idempotencyKey: `plan-${job.id}`,
      tenantId: org.id,
      userId: null,
      jobId: job.id,
      run,
    }
    await deliver([{ id: 'p1', body: plan }])
    await env.DB.prepare('DELETE FROM processed_messages WHERE idempotency_key = ?').bind(plan.idempotencyKey).run()
    await deliver([{ id: 'p2', body: plan }])
    const batches = await env.DB.prepare('SELECT count(*) AS n FROM matching_batches WHERE subject_id = ? AND run = ?')
      .bind(job.id, run)
      .first<{ n: number }>()
    // Either still recorded once, or already done and cleared by the consumer that scored it.
    expect(batches?.n ?? 0).toBeLessThanOrEqual(1)
  })

  it("an applicant's run replaces its scores: jobs it no longer matches lose theirs, closed jobs keep them", async () => {
    const org = await createOrganization()
    const applicant = await createApplicant(org.id, { hardSkills: ['Python', 'SQL'] })
    const stays = await createJob(org.id, { status: 'OPEN', attributeWeights: WEIGHTS })
    const leaves = await createJob(org.id, { status: 'OPEN', attributeWeights: WEIGHTS })
    const closed = await createJob(org.id, { status: 'OPEN', attributeWeights: WEIGHTS })
    const repo = matchingRepo(singleDatabaseResolver(env.DB).forTenant(org.id), org.id)
    const runOnce = async (id: string) => {
      const run = await repo.startRun('applicant', applicant.id, 3, Date.now())
      const message: IngestMessage = {
        kind: 'match.applicant',
        idempotencyKey: `match.applicant:${applicant.id}:r${run}`,
        tenantId: org.id,
        userId: null,
        applicantId: applicant.id,
        run,
      }
      expect((await deliver([{ id, body: message }])).explicitAcks).toEqual([id])
    }
    const scoredJobs = async () =>
      (
        await env.DB.prepare('SELECT job_id FROM matches WHERE tenant_id = ? AND applicant_id = ? ORDER BY job_id')
          .bind(org.id, applicant.id)
          .all<{ job_id: string }>()
      ).results.map((r) => r.job_id)

    // Another job's run is planned and not done: its batches are not this applicant's progress.
    const other = await repo.startRun('job', stays.id, 7, Date.now())
    await repo.insertBatches('job', stays.id, other, [4, 3])

    await runOnce('a1')
    expect(await scoredJobs()).toEqual([stays.id, leaves.id, closed.id].sort())
    expect(await repo.pending('applicant', applicant.id)).toBe(0)
    expect(await repo.pending('job', stays.id)).toBe(7)

    // One job now takes only assigned applicants, another closed: the next run drops the first only.
    await env.DB.prepare("UPDATE jobs SET matching_option = 'ASSIGNED_ONLY' WHERE id = ?").bind(leaves.id).run()
    await env.DB.prepare("UPDATE jobs SET status = 'CLOSED' WHERE id = ?").bind(closed.id).run()
    await runOnce('a2')
    expect(await scoredJobs()).toEqual([stays.id, closed.id].sort())
    expect(await repo.pending('applicant', applicant.id)).toBe(0)
  })
})
