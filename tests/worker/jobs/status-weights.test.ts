import { describe, expect, it } from 'vitest'
import { applyWeightsChange } from '../../../worker/jobs/weights.service'
import { createJob, createOrganization } from '../support/factories'
import { call } from '../support/http'
import { createJobViaApi, errorCode, json, post, signedInMember } from './support'

type Weights = Record<string, number>
const sum = (w: Weights) => Object.values(w).reduce((s, v) => s + v, 0)
const EVEN: Weights = {
  skills: 30,
  seniority: 10,
  degree: 10,
  language_proficiency: 10,
  isco: 15,
  professional_experience: 15,
  culture_fit: 5,
  notable_achievements: 5,
}

describe('attribute weights', () => {
  it('rebalances the other areas when one moves, always summing to 100', async () => {
    const { session, org } = await signedInMember()
    const job = await createJob(org.id)
    const before = await json<{ weights: Weights; isSet: boolean }>(
      await call(`/api/jobs/${job.id}/skill-weight`, { session }),
    )
    expect(before.isSet).toBe(false)
    expect(sum(before.weights)).toBe(100)
    const after = await json<{ weights: Weights; isSet: boolean }>(
      await post(`/api/jobs/${job.id}/skill-weight`, session, { area: 'skills', value: 65 }),
    )
    expect(after.isSet).toBe(true)
    expect(after.weights.skills).toBe(65)
    expect(sum(after.weights)).toBe(100)
    // The others keep their proportions: isco (15) stays three times culture fit (5).
    expect(after.weights.isco).toBeGreaterThan(after.weights.culture_fit!)
    const whole = await json<{ weights: Weights }>(
      await post(`/api/jobs/${job.id}/skill-weight`, session, {
        weights: {
          ...EVEN,
          skills: 2,
          seniority: 2,
          degree: 2,
          language_proficiency: 2,
          isco: 2,
          professional_experience: 0,
          culture_fit: 0,
          notable_achievements: 0,
        },
      }),
    )
    expect(whole.weights).toMatchObject({ skills: 20, seniority: 20, degree: 20, language_proficiency: 20, isco: 20 })
    const detail = await json<{ weights: { weights: Weights; isSet: boolean } }>(
      await call(`/api/jobs/${job.id}`, { session }),
    )
    expect(detail.weights).toEqual({ weights: whole.weights, isSet: true })
  })

  it("refuses values outside 0–100 or all zero with 'Failed to update attribute weights!'", async () => {
    const { session, org } = await signedInMember()
    const job = await createJob(org.id)
    for (const body of [
      { area: 'skills', value: 140 },
      { area: 'skills', value: -1 },
      { weights: Object.fromEntries(Object.keys(EVEN).map((k) => [k, 0])) },
    ]) {
      const res = await post(`/api/jobs/${job.id}/skill-weight`, session, body)
      expect(res.status).toBe(400)
      const error = ((await res.json()) as { error: { code: string; message: string } }).error
      expect(error).toMatchObject({
        code: 'ATTRIBUTE_WEIGHTS_UPDATE_FAILED',
        message: 'Failed to update attribute weights!',
      })
    }
    expect(await errorCode(await post(`/api/jobs/${job.id}/skill-weight`, session, { area: 'nope', value: 3 }))).toBe(
      'VALIDATION_FAILED',
    )
  })

  it('the pure rebalancing keeps integers that sum to 100 for every value', () => {
    for (let v = 0; v <= 100; v += 7) {
      const w = applyWeightsChange(EVEN as never, { area: 'degree', value: v })
      expect(w.degree).toBe(v)
      expect(sum(w)).toBe(100)
      for (const x of Object.values(w)) expect(Number.isInteger(x)).toBe(true)
    }
  })

  it('organization defaults apply only to jobs created afterwards', async () => {
    const { session } = await signedInMember()
    const earlier = await createJobViaApi(session)
    expect(earlier.weights.isSet).toBe(false)
    const defaults = await json<{ weights: Weights; isSet: boolean }>(
      await call('/api/tenant/skill-weight', { session }),
    )
    expect(defaults.isSet).toBe(false)
    const set = await json<{ weights: Weights }>(
      await post('/api/tenant/skill-weight', session, { area: 'isco', value: 40 }),
    )
    expect(set.weights.isco).toBe(40)
    const later = await createJobViaApi(session)
    expect(later.weights).toEqual({ weights: set.weights, isSet: true })
    const unchanged = await json<{ weights: { isSet: boolean } }>(await call(`/api/jobs/${earlier.id}`, { session }))
    expect(unchanged.weights.isSet).toBe(false)
  })

  it('tenant defaults need ORGANIZATION_UPDATE to change and stay per organization', async () => {
    const reader = await signedInMember(['ORGANIZATION_READ', 'JOB_READ'])
    expect((await call('/api/tenant/skill-weight', { session: reader.session })).status).toBe(200)
    expect((await post('/api/tenant/skill-weight', reader.session, { area: 'isco', value: 40 })).status).toBe(403)
    const admin = await signedInMember()
    await post('/api/tenant/skill-weight', admin.session, { area: 'isco', value: 60 })
    const mine = await json<{ isSet: boolean }>(await call('/api/tenant/skill-weight', { session: reader.session }))
    expect(mine.isSet).toBe(false)
  })
})

describe('job status', () => {
  it('DRAFT → OPEN needs weights and client or organization details; then CLOSED is final', async () => {
    const bare = await createOrganization()
    const { session, org } = await signedInMember(undefined, bare)
    const job = await createJob(org.id)
    expect(await errorCode(await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' }))).toBe(
      'JOB_WEIGHTS_MISSING',
    )
    await post(`/api/jobs/${job.id}/skill-weight`, session, { area: 'skills', value: 40 })
    const noDetails = await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' })
    expect(noDetails.status).toBe(409)
    expect(await errorCode(noDetails)).toBe('JOB_DETAILS_MISSING')
    const { env } = await import('cloudflare:workers')
    await env.DB.prepare("UPDATE organizations SET info = 'We build trains' WHERE id = ?").bind(org.id).run()
    const open = await json<{ status: string; openedAt: number | null }>(
      await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' }),
    )
    expect(open.status).toBe('OPEN')
    expect(open.openedAt).not.toBeNull()
    const closed = await json<{ status: string; closedAt: number | null }>(
      await post(`/api/jobs/${job.id}/status`, session, { status: 'CLOSED' }),
    )
    expect(closed.status).toBe('CLOSED')
    expect(closed.closedAt).not.toBeNull()
    for (const status of ['OPEN', 'DRAFT', 'CANCELLED']) {
      const res = await post(`/api/jobs/${job.id}/status`, session, { status })
      expect(res.status, status).toBe(409)
      expect(await errorCode(res)).toBe('JOB_STATUS_TRANSITION_REFUSED')
    }
    expect(await errorCode(await post(`/api/jobs/${job.id}/update`, session, { title: 'Another title' }))).toBe(
      'JOB_NOT_EDITABLE',
    )
  })

  it('a client set on the job is enough to open it', async () => {
    const bare = await createOrganization()
    const { session, org } = await signedInMember(undefined, bare)
    const { env } = await import('cloudflare:workers')
    await env.DB.prepare('INSERT INTO clients (id, tenant_id, name) VALUES (?, ?, ?)')
      .bind(`c-${org.id}`, org.id, 'Acme')
      .run()
    const job = await createJob(org.id, { attributeWeights: EVEN as never, clientId: `c-${org.id}` })
    expect(
      (await json<{ status: string }>(await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' }))).status,
    ).toBe('OPEN')
  })

  it('cancelling is final, from draft or open', async () => {
    const { session, org } = await signedInMember()
    const job = await createJob(org.id, { status: 'OPEN', attributeWeights: EVEN as never })
    expect(
      (await json<{ status: string }>(await post(`/api/jobs/${job.id}/status`, session, { status: 'CANCELLED' })))
        .status,
    ).toBe('CANCELLED')
    expect(await errorCode(await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' }))).toBe(
      'JOB_STATUS_TRANSITION_REFUSED',
    )
  })

  it('bulk status changes each job on its own and says why one was refused', async () => {
    const { session, org } = await signedInMember()
    const ready = await createJob(org.id, { attributeWeights: EVEN as never })
    const noWeights = await createJob(org.id)
    const closed = await createJob(org.id, { status: 'CLOSED' })
    const foreign = await createJob((await createOrganization()).id, { attributeWeights: EVEN as never })
    const result = await json<{ updated: string[]; refused: { id: string; code: string }[] }>(
      await post('/api/jobs/status', session, { ids: [ready.id, noWeights.id, closed.id, foreign.id], status: 'OPEN' }),
    )
    expect(result.updated).toEqual([ready.id])
    expect(result.refused).toEqual([
      { id: noWeights.id, code: 'JOB_WEIGHTS_MISSING' },
      { id: closed.id, code: 'JOB_STATUS_TRANSITION_REFUSED' },
      { id: foreign.id, code: 'JOB_POSITION_NOT_FOUND' },
    ])
  })
})
