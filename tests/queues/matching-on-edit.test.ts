import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applicants } from '../../db/schema'
import { isCurrentStoredCv } from '../../worker/engine/matching'
import { json, post, signedInMember, waitForApplicantMatching } from '../worker/jobs/support'
import { createApplicant, createJob, db } from '../worker/support/factories'
import { call } from '../worker/support/http'

interface ApplicantMatches {
  items: { jobId: string; score: number; knockout: boolean }[]
}

describe('editing an applicant matches it again', () => {
  it('new skills change the stored score against open jobs', async () => {
    const { org, session } = await signedInMember()
    const applicant = await createApplicant(org.id, { title: 'Data Engineer', hardSkills: ['SQL'] })
    const job = await createJob(org.id, {
      status: 'OPEN',
      attributeWeights: { skills: 100 } as never,
      requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Apache Spark', mandatory: true }],
    })
    await json(await post(`/api/applicants/${applicant.id}/match-with-all`, session))
    await waitForApplicantMatching(applicant.id)
    const before = await json<ApplicantMatches>(await call(`/api/applicants/${applicant.id}/match`, { session }))
    expect(before.items.find((i) => i.jobId === job.id)?.knockout).toBe(true)

    await json(await post(`/api/applicants/${applicant.id}/update`, session, { hardSkills: ['SQL', 'Apache Spark'] }))
    // The edit stores the prepared CV again (matching loads it instead of preparing the CV).
    const [row] = await db()
      .select({ preparedCv: applicants.preparedCv })
      .from(applicants)
      .where(eq(applicants.id, applicant.id))
    expect(isCurrentStoredCv(row?.preparedCv)).toBe(true)
    expect(JSON.stringify(row?.preparedCv)).toContain('Apache Spark')
    const deadline = Date.now() + 20_000
    let after: ApplicantMatches = before
    while (Date.now() < deadline) {
      after = await json<ApplicantMatches>(await call(`/api/applicants/${applicant.id}/match`, { session }))
      if (after.items.find((i) => i.jobId === job.id)?.knockout === false) break
      await new Promise((r) => setTimeout(r, 100))
    }
    const pair = after.items.find((i) => i.jobId === job.id)
    expect(pair?.knockout).toBe(false)
    expect(pair?.score).toBeGreaterThan(before.items.find((i) => i.jobId === job.id)?.score ?? 100)
  })
})
