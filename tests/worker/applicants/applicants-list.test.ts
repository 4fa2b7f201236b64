import { describe, expect, it } from 'vitest'
import { json, post, signedInMember } from '../jobs/support'
import { createApplicant, createJob } from '../support/factories'
import { call } from '../support/http'

interface ApplicantList {
  items: { id: string; applicationsCount: number }[]
}

describe('GET /api/applicants', () => {
  it('counts the jobs each applicant is assigned to, within the organization', async () => {
    const { session, org } = await signedInMember()
    const [twice, once, none] = [
      await createApplicant(org.id),
      await createApplicant(org.id),
      await createApplicant(org.id),
    ]
    const [first, second] = [await createJob(org.id), await createJob(org.id)]
    await json(
      await post(`/api/jobs/${first.id}/bulk-assign-unassign-applicant`, session, { assign: [twice.id, once.id] }),
    )
    await json(await post(`/api/jobs/${second.id}/bulk-assign-unassign-applicant`, session, { assign: [twice.id] }))
    const list = await json<ApplicantList>(await call('/api/applicants?limit=50', { session }))
    const counts = Object.fromEntries(list.items.map((i) => [i.id, i.applicationsCount]))
    expect(counts).toEqual({ [twice.id]: 2, [once.id]: 1, [none.id]: 0 })
  })
})
