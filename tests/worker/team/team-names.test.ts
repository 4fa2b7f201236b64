import { describe, expect, it } from 'vitest'
import { errorCode, json, post, signedInMember } from '../jobs/support'
import { createJob, createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

type Names = { id: string; name: string; email: string }[]

describe('GET /api/team/names', () => {
  it("lists the organization's members by name with id, name and email only", async () => {
    const org = await createOrganization()
    const zoe = await createUser({ name: 'zoe Zimmer', memberOf: [{ organizationId: org.id }] })
    const anna = await createUser({ name: 'Anna Adler', memberOf: [{ organizationId: org.id }] })
    const { session, user } = await signedInMember(undefined, org)
    const names = await json<Names>(await call('/api/team/names', { session }))
    expect(names.map((n) => n.id)).toEqual([anna.id, user.id, zoe.id])
    expect(names[0]).toEqual({ id: anna.id, name: 'Anna Adler', email: anna.email })
  })

  it("never lists another organization's members, even those who share a member", async () => {
    const { session, org, user } = await signedInMember()
    const other = await createOrganization()
    const foreign = await createUser({ name: 'Foreign Member', memberOf: [{ organizationId: other.id }] })
    // A member of both organizations is listed once, as a member of this one.
    const both = await createUser({
      name: 'Both Orgs',
      memberOf: [{ organizationId: org.id }, { organizationId: other.id }],
    })
    const names = await json<Names>(await call('/api/team/names', { session }))
    expect(names.map((n) => n.id).sort()).toEqual([user.id, both.id].sort())
    expect(names.map((n) => n.id)).not.toContain(foreign.id)
  })

  it('answers 401 without a session and 403 without JOB_READ', async () => {
    const res = await call('/api/team/names')
    expect(res.status).toBe(401)
    expect(await errorCode(res)).toBe('UNAUTHENTICATED')
    const { session } = await signedInMember(['TEAM_READ', 'APPLICANT_READ'])
    const refused = await call('/api/team/names', { session })
    expect(refused.status).toBe(403)
    expect(await errorCode(refused)).toBe('FORBIDDEN')
  })

  it('a member with JOB_READ only may read the names', async () => {
    const { session, user } = await signedInMember(['JOB_READ'])
    const names = await json<Names>(await call('/api/team/names', { session }))
    expect(names.map((n) => n.id)).toEqual([user.id])
  })

  it('answers NO_ORGANIZATION to a user without a membership', async () => {
    const loner = await createUser()
    const session = await signIn(loner.email, loner.password)
    const res = await call('/api/team/names', { session })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('NO_ORGANIZATION')
  })
})

describe('add-recruiter with the names of the team', () => {
  it('adds a listed member and refuses a user of another organization with USER_NOT_FOUND', async () => {
    const { session, org } = await signedInMember()
    const colleague = await createUser({ name: 'Colleague', memberOf: [{ organizationId: org.id }] })
    const outsider = await createUser({ memberOf: [{ organizationId: (await createOrganization()).id }] })
    const job = await createJob(org.id)
    const names = await json<Names>(await call('/api/team/names', { session }))
    expect(names.map((n) => n.id)).toContain(colleague.id)
    const added = await json<{ recruiters: Names }>(
      await post(`/api/jobs/${job.id}/add-recruiter`, session, { userId: colleague.id }),
    )
    expect(added.recruiters).toEqual([{ id: colleague.id, name: 'Colleague', email: colleague.email }])
    const refused = await post(`/api/jobs/${job.id}/add-recruiter`, session, { userId: outsider.id })
    expect(refused.status).toBe(404)
    expect(await errorCode(refused)).toBe('USER_NOT_FOUND')
    const detail = await json<{ recruiters: { id: string }[] }>(await call(`/api/jobs/${job.id}`, { session }))
    expect(detail.recruiters.map((r) => r.id)).toEqual([colleague.id])
  })
})
