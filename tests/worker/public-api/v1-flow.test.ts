import { describe, expect, it } from 'vitest'
import { SYNTHETIC_CV } from '../applicants/support'
import { DESCRIPTION, json, post } from '../jobs/support'
import { orgWithKey, text, usageOf, v1, waitForProcessed } from './support'

describe('public API: a CV in, matches out', () => {
  it('uploads a CV, reads the applicant, opens a job, reads matches, reasoning and a fit report, deletes', async () => {
    const { apiKey, session, org, key } = await orgWithKey()
    // Organization defaults for new jobs' weights (session API), so a job made through the key can open.
    expect((await post('/api/tenant/skill-weight', session, { area: 'skills', value: 40 })).status).toBe(200)

    const upload = await v1(apiKey, '/applicants?filename=marta.txt', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: text(SYNTHETIC_CV),
    })
    const accepted = await json<{ documentId: string; status: string }>(upload, 202)
    expect(accepted.status).toBe('QUEUED')
    const done = await waitForProcessed(apiKey, accepted.documentId)
    expect(done.status).toBe('PROCESSED')
    const applicantId = done.applicantId!

    const applicant = await json<{ name: string; hardSkills: string[] }>(await v1(apiKey, `/applicants/${applicantId}`))
    expect(applicant.name).toBe('Marta Kowalczyk')
    expect(applicant.hardSkills).toEqual(expect.arrayContaining(['Python', 'SQL']))
    const list = await json<{ items: { id: string }[] }>(await v1(apiKey, '/applicants'))
    expect(list.items.map((i) => i.id)).toEqual([applicantId])

    const job = await json<{ id: string; status: string }>(
      await v1(apiKey, '/jobs', {
        method: 'POST',
        json: {
          title: 'Senior Data Engineer',
          description: DESCRIPTION,
          requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Python' }],
        },
      }),
      201,
    )
    expect(job.status).toBe('DRAFT')
    const opened = await json<{ status: string }>(await v1(apiKey, `/jobs/${job.id}/open`, { method: 'POST' }))
    expect(opened.status).toBe('OPEN')

    let matches: { items: { jobId: string; score: number }[] } = { items: [] }
    const deadline = Date.now() + 20_000
    while (matches.items.length === 0 && Date.now() < deadline) {
      matches = await json(await v1(apiKey, `/applicants/${applicantId}/matches`))
      if (matches.items.length === 0) await new Promise((r) => setTimeout(r, 100))
    }
    expect(matches.items).toEqual([expect.objectContaining({ jobId: job.id })])
    const jobMatches = await json<{ items: { applicantId: string }[] }>(await v1(apiKey, `/jobs/${job.id}/matches`))
    expect(jobMatches.items.map((m) => m.applicantId)).toEqual([applicantId])
    const reasoning = await json<{ jobId: string; applicantId: string; reasoning: string }>(
      await v1(apiKey, `/applicants/${applicantId}/match-reasoning?jobId=${job.id}`),
    )
    expect(reasoning).toMatchObject({ jobId: job.id, applicantId })
    expect(reasoning.reasoning.length).toBeGreaterThan(20)
    const sameReasoning = await json<{ score: number }>(
      await v1(apiKey, `/jobs/${job.id}/match-reasoning?applicantId=${applicantId}`),
    )
    expect(sameReasoning.score).toBe(matches.items[0]!.score)
    const report = await json<{ report: { score: number } }>(
      await v1(apiKey, '/fit-reports', { method: 'POST', json: { applicantId, jobId: job.id } }),
    )
    expect(report.report.score).toBe(matches.items[0]!.score)

    const closed = await json<{ status: string }>(await v1(apiKey, `/jobs/${job.id}/close`, { method: 'POST' }))
    expect(closed.status).toBe('CLOSED')
    expect(await json(await v1(apiKey, `/applicants/${applicantId}`, { method: 'DELETE' }))).toEqual({ deleted: 1 })
    expect((await v1(apiKey, `/applicants/${applicantId}`)).status).toBe(404)

    // Every answered request counted once for the tenant and for the key; refused ones (the 404) did not.
    const usage = await usageOf(org.id, key.id)
    expect(usage.records).toBeGreaterThanOrEqual(12)
    expect(usage.perKey).toBe(usage.records)
  })

  it('honours an Idempotency-Key on a CV upload', async () => {
    const { apiKey } = await orgWithKey(['APPLICANT_CREATE'])
    const send = () =>
      v1(apiKey, '/applicants?filename=cv.txt', {
        method: 'POST',
        headers: { 'Idempotency-Key': 'upload-1' },
        body: text(SYNTHETIC_CV),
      })
    const first = await json<{ documentId: string }>(await send(), 202)
    const again = await send()
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await json<{ documentId: string }>(again, 202)).toEqual(first)
  })

  it('refuses an empty file and an unsupported file name with 400', async () => {
    const { apiKey } = await orgWithKey(['APPLICANT_CREATE'])
    const empty = await v1(apiKey, '/applicants?filename=cv.pdf', { method: 'POST', body: new Uint8Array() })
    expect(empty.status).toBe(400)
    const exe = await v1(apiKey, '/applicants?filename=cv.exe', { method: 'POST', body: text('MZ') })
    expect(exe.status).toBe(400)
    expect(((await exe.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED')
  })
})
