import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { forbiddenIn } from '../fixtures/forbidden-prose'
import { SYNTHETIC_CV, uploadFiles, waitForDocument } from '../worker/applicants/support'
import {
  createJobViaApi,
  json,
  post,
  signedInMember,
  waitForApplicantMatching,
  waitForJobMatching,
} from '../worker/jobs/support'
import { createApplicant, createJob, createOrganization } from '../worker/support/factories'
import { call } from '../worker/support/http'
import { count, threeApplicants, WEIGHTS } from './support'

interface MatchList {
  items: {
    applicantId: string
    name: string
    score: number
    knockout: boolean
    knockouts: { attribute: string; value: string }[]
    areas: Record<string, { score: number; weight: number }>
  }[]
  nextCursor: string | null
  matching: { pending: number }
}

describe('background matching through the queue', () => {
  it('opening a job scores its applicants: sorted by score, knockouts visible with the failed requirement', async () => {
    const { session, org } = await signedInMember()
    const { strong, partial, knockout } = await threeApplicants(org.id)
    const job = await createJobViaApi(session, {
      requirements: [
        { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true },
        { attribute: 'skills', operator: 'EQUALS', value: 'SQL' },
        { attribute: 'degree', operator: 'GTE', value: 'bachelor' },
      ],
    })
    await post(`/api/jobs/${job.id}/skill-weight`, session, { weights: WEIGHTS })
    expect((await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' })).status).toBe(200)
    await waitForJobMatching(session, job.id)

    const list = await json<MatchList>(await call(`/api/jobs/${job.id}/match`, { session }))
    expect(list.matching.pending).toBe(0)
    expect(list.items.map((i) => i.applicantId)).toEqual(expect.arrayContaining([strong.id, partial.id, knockout.id]))
    const scores = list.items.map((i) => i.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const byId = new Map(list.items.map((i) => [i.applicantId, i]))
    expect(byId.get(strong.id)!.score).toBeGreaterThan(byId.get(partial.id)!.score)
    expect(byId.get(strong.id)!.knockout).toBe(false)
    const out = byId.get(knockout.id)!
    expect(out.knockout).toBe(true)
    expect(out.knockouts).toEqual([
      { attribute: 'skills', language: null, operator: 'EQUALS', value: 'Python', maxValue: null },
    ])
    expect(Object.keys(out.areas)).toHaveLength(8)
    expect(Object.values(out.areas).reduce((s, a) => s + a.weight, 0)).toBe(100)

    const detail = await json<{ counts: { matched: number; knockouts: number } }>(
      await call(`/api/jobs/${job.id}`, { session }),
    )
    expect(detail.counts).toMatchObject({ matched: 3, knockouts: 1 })

    const reasoning = await json<{
      reasoning: string
      model: string
      promptVersion: string
      language: string
      areas: Record<string, { evidence: { facts: string[]; outcome: string | null }[] }>
    }>(await call(`/api/jobs/${job.id}/match-reasoning?applicantId=${knockout.id}`, { session }))
    expect(reasoning.model).toBe('embedded')
    expect(reasoning.language).toBe('en_US')
    expect(reasoning.reasoning).toMatch(/^Overall \d+ of 100 points\./)
    expect(reasoning.reasoning).toContain('Mandatory requirement not met: Skill: Python')
    expect(reasoning.areas.skills?.evidence.some((e) => e.outcome === 'mismatch')).toBe(true)

    // The applicant side: jobs by score, and the same reasoning.
    const forApplicant = await json<{ items: { jobId: string; score: number }[]; matching: { pending: number } }>(
      await call(`/api/applicants/${strong.id}/match`, { session }),
    )
    expect(forApplicant.items.map((i) => i.jobId)).toEqual([job.id])
    expect(forApplicant.items[0]!.score).toBe(byId.get(strong.id)!.score)
    const same = await json<{ reasoning: string }>(
      await call(`/api/applicants/${strong.id}/match-reasoning?jobId=${job.id}`, { session }),
    )
    expect(same.reasoning).toMatch(/^Overall/)

    // Paging keeps the order.
    const page1 = await json<MatchList>(await call(`/api/jobs/${job.id}/match?limit=2`, { session }))
    const page2 = await json<MatchList>(
      await call(`/api/jobs/${job.id}/match?limit=2&cursor=${encodeURIComponent(page1.nextCursor!)}`, { session }),
    )
    expect([...page1.items, ...page2.items].map((i) => i.applicantId)).toEqual(list.items.map((i) => i.applicantId))
    expect(page2.nextCursor).toBeNull()
  })

  it('writes the reasoning in German for a German organization', async () => {
    const org = await createOrganization({ language: 'de_DE', address: 'Hauptstraße 1, Berlin' })
    const { session } = await signedInMember(undefined, org)
    const { strong } = await threeApplicants(org.id)
    const job = await createJob(org.id, {
      attributeWeights: WEIGHTS,
      requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Kubernetes', mandatory: true }],
    })
    await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' })
    await waitForJobMatching(session, job.id)
    const reasoning = await json<{ reasoning: string }>(
      await call(`/api/jobs/${job.id}/match-reasoning?applicantId=${strong.id}`, { session }),
    )
    expect(reasoning.reasoning).toMatch(/^Insgesamt \d+ von 100 Punkten\./)
    expect(reasoning.reasoning).toContain('Nicht erfüllte Pflichtanforderung: Fähigkeit: Kubernetes.')
    expect(forbiddenIn(reasoning.reasoning)).toEqual([])
  })

  it('a processed CV is matched against the open jobs (the ingestion hook)', async () => {
    const { session, org } = await signedInMember()
    const job = await createJob(org.id, {
      status: 'OPEN',
      attributeWeights: WEIGHTS,
      requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Apache Spark', mandatory: true }],
    })
    const closed = await createJob(org.id, { status: 'CLOSED', attributeWeights: WEIGHTS })
    const [documentId] = await uploadFiles(session, [{ name: 'cv.txt', bytes: new TextEncoder().encode(SYNTHETIC_CV) }])
    expect((await waitForDocument(documentId!)).status).toBe('PROCESSED')
    const applicant = await env.DB.prepare('SELECT applicant_id AS id FROM documents WHERE id = ?')
      .bind(documentId)
      .first<{ id: string }>()
    await waitForApplicantMatching(applicant!.id)
    const list = await json<{ items: { jobId: string; knockout: boolean; score: number }[] }>(
      await call(`/api/applicants/${applicant!.id}/match`, { session }),
    )
    expect(list.items.map((i) => i.jobId)).toEqual([job.id])
    expect(list.items[0]!.knockout).toBe(false)
    expect(list.items.map((i) => i.jobId)).not.toContain(closed.id)
  })

  it('matches in batches of 5,000 queued at once, read in pages of 1,000, and the progress counts down to 0', async () => {
    const { session, org } = await signedInMember()
    const statements = []
    for (let i = 0; i < 5200; i++) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO applicants (id, tenant_id, name, hard_skills, profile, processing_state, parsed_by_model, parsed_by_prompt_version)
           VALUES (?, ?, ?, ?, ?, 'PROCESSED', 'embedded', 'test')`,
        ).bind(
          `${org.id}-a${String(i).padStart(4, '0')}`,
          org.id,
          `Synthetic ${i}`,
          JSON.stringify(i % 2 ? ['Python', 'SQL'] : ['Java']),
          JSON.stringify({ degree: i % 3 ? 'bachelor' : 'master', seniority: 'competent', yearsOfExperience: i % 12 }),
        ),
      )
    }
    for (let i = 0; i < statements.length; i += 1000) await env.DB.batch(statements.slice(i, i + 1000))
    const job = await createJob(org.id, {
      attributeWeights: WEIGHTS,
      requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true }],
    })
    await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' })
    await waitForJobMatching(session, job.id, 30_000)
    expect(await count('SELECT count(*) AS n FROM matches WHERE job_id = ?', job.id)).toBe(5200)
    expect(await count('SELECT count(*) AS n FROM matches WHERE job_id = ? AND knockout = 1', job.id)).toBe(2600)
    const run = await env.DB.prepare(
      "SELECT total, pending FROM matching_runs WHERE subject = 'job' AND subject_id = ?",
    )
      .bind(job.id)
      .first<{ total: number; pending: number }>()
    expect(run).toEqual({ total: 5200, pending: 0 })
    // One plan and two batches (5,000 + 200).
    expect(
      await count('SELECT count(*) AS n FROM processed_messages WHERE idempotency_key LIKE ?', `match.job:${job.id}:%`),
    ).toBe(3)
    expect(await count('SELECT count(*) AS n FROM matching_batches WHERE subject_id = ?', job.id)).toBe(0)
  })

  it('only assigned applicants for an ASSIGNED_ONLY job; match-with-all brings in everyone', async () => {
    const { session, org } = await signedInMember()
    const { strong, partial, knockout } = await threeApplicants(org.id)
    const privateOne = await createApplicant(org.id, {
      name: 'Assigned only',
      matchingOption: 'ASSIGNED_ONLY',
      hardSkills: ['Python'],
    })
    const job = await createJob(org.id, { attributeWeights: WEIGHTS, matchingOption: 'ASSIGNED_ONLY' })
    await post(`/api/jobs/${job.id}/bulk-assign-unassign-applicant`, session, { assign: [partial.id] })
    await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' })
    await waitForJobMatching(session, job.id)
    let list = await json<MatchList>(await call(`/api/jobs/${job.id}/match`, { session }))
    expect(list.items.map((i) => i.applicantId)).toEqual([partial.id])

    // Assigning to an open job scores the pair at once; unassigning from an "only assigned" job drops it.
    await post('/api/jobs/apply-applicant', session, { jobId: job.id, applicantId: strong.id })
    list = await json<MatchList>(await call(`/api/jobs/${job.id}/match`, { session }))
    expect(list.items.map((i) => i.applicantId).sort()).toEqual([partial.id, strong.id].sort())
    await post(`/api/applicants/${strong.id}/delete-job`, session, { jobId: job.id })
    list = await json<MatchList>(await call(`/api/jobs/${job.id}/match`, { session }))
    expect(list.items.map((i) => i.applicantId)).toEqual([partial.id])

    const all = await json<{ matchingOption: string }>(await post(`/api/jobs/${job.id}/match-with-all`, session))
    expect(all.matchingOption).toBe('ALL')
    await waitForJobMatching(session, job.id)
    list = await json<MatchList>(await call(`/api/jobs/${job.id}/match`, { session }))
    // The applicant who chose "only assigned" stays out until assigned or opened to all.
    expect(list.items.map((i) => i.applicantId).sort()).toEqual([strong.id, partial.id, knockout.id].sort())
    await post(`/api/applicants/${privateOne.id}/match-with-all`, session)
    await waitForApplicantMatching(privateOne.id)
    list = await json<MatchList>(await call(`/api/jobs/${job.id}/match`, { session }))
    expect(list.items.map((i) => i.applicantId)).toContain(privateOne.id)
  })

  it('assigning from the applicant side scores the pair; applicant routes check tenant and permissions', async () => {
    const { session, org } = await signedInMember()
    const other = await signedInMember()
    const applicant = await createApplicant(org.id, { hardSkills: ['Python'] })
    const job = await createJob(org.id, { status: 'OPEN', attributeWeights: WEIGHTS, matchingOption: 'ASSIGNED_ONLY' })
    expect(await json(await post(`/api/applicants/${applicant.id}/job`, session, { jobId: job.id }))).toEqual({
      assigned: 1,
      unassigned: 0,
    })
    const list = await json<{ items: { jobId: string; assigned: boolean }[] }>(
      await call(`/api/applicants/${applicant.id}/match`, { session }),
    )
    expect(list.items).toMatchObject([{ jobId: job.id, assigned: true }])
    // Another organization sees nothing of either.
    expect((await call(`/api/applicants/${applicant.id}/match`, { session: other.session })).status).toBe(404)
    expect((await post(`/api/applicants/${applicant.id}/job`, other.session, { jobId: job.id })).status).toBe(404)
    expect((await post(`/api/applicants/${applicant.id}/match-with-all`, other.session)).status).toBe(404)
    expect(
      (await call(`/api/applicants/${applicant.id}/match-reasoning?jobId=${job.id}`, { session: other.session }))
        .status,
    ).toBe(404)
    const reader = await signedInMember(['APPLICANT_READ', 'JOB_READ'], org)
    expect((await post(`/api/applicants/${applicant.id}/job`, reader.session, { jobId: job.id })).status).toBe(403)
    expect((await post(`/api/applicants/${applicant.id}/match-with-all`, reader.session)).status).toBe(403)
    expect((await call(`/api/applicants/${applicant.id}/match`, { session: reader.session })).status).toBe(200)
  })

  it('a closed job leaves matching: its scores stay, new applicants are not matched with it', async () => {
    const { session, org } = await signedInMember()
    await threeApplicants(org.id)
    const job = await createJob(org.id, { attributeWeights: WEIGHTS })
    await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' })
    await waitForJobMatching(session, job.id)
    await post(`/api/jobs/${job.id}/status`, session, { status: 'CLOSED' })
    const late = await createApplicant(org.id, { hardSkills: ['Python'] })
    await post(`/api/applicants/${late.id}/match-with-all`, session)
    await waitForApplicantMatching(late.id)
    expect(await count('SELECT count(*) AS n FROM matches WHERE job_id = ?', job.id)).toBe(3)
    const list = await json<{ items: unknown[] }>(await call(`/api/applicants/${late.id}/match`, { session }))
    expect(list.items).toEqual([])
  })
})
