import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { DESCRIPTION, errorCode, signedInMember } from '../jobs/support'
import { call, type Session } from '../support/http'

/** POST /api/jobs with an Idempotency-Key (issue 19, ADR 0018): the route a double click hit. */
const createJob = (session: Session, title: string, key?: string, description = DESCRIPTION) =>
  call('/api/jobs', {
    method: 'POST',
    session,
    json: { title, description },
    ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
  })

const jobsTitled = async (tenantId: string, title: string) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM jobs WHERE tenant_id = ? AND title = ?')
      .bind(tenantId, title)
      .first<{ n: number }>()
  )?.n

const uniqueTitle = () => `Data Engineer ${crypto.randomUUID().slice(0, 8)}`

describe('Idempotency-Key on POST /api/jobs', () => {
  it('two identical requests at once create one job and both answer it', async () => {
    const { org, session } = await signedInMember()
    const title = uniqueTitle()
    const key = crypto.randomUUID()
    const [a, b] = await Promise.all([createJob(session, title, key), createJob(session, title, key)])
    const [bodyA, bodyB] = [await a.text(), await b.text()]
    expect(a.status, bodyA).toBe(201)
    expect(b.status, bodyB).toBe(201)
    expect(bodyB).toBe(bodyA)
    // Exactly one of them ran; the other waited for it and replays its answer.
    expect([a.headers.get('Idempotent-Replayed'), b.headers.get('Idempotent-Replayed')].sort()).toEqual([null, 'true'])
    expect(await jobsTitled(org.id, title)).toBe(1)
  })

  it('a repeat replays the first answer with Idempotent-Replayed: true', async () => {
    const { org, session } = await signedInMember()
    const title = uniqueTitle()
    const key = crypto.randomUUID()
    const first = await createJob(session, title, key)
    const firstBody = await first.text()
    expect(first.status, firstBody).toBe(201)
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    const repeat = await createJob(session, title, key)
    expect(repeat.status).toBe(201)
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true')
    expect(repeat.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'))
    expect(await repeat.text()).toBe(firstBody)
    expect(await jobsTitled(org.id, title)).toBe(1)
  })

  it('the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED and creates nothing', async () => {
    const { org, session } = await signedInMember()
    const title = uniqueTitle()
    const key = crypto.randomUUID()
    expect((await createJob(session, title, key)).status).toBe(201)
    const other = await createJob(session, `${title} (2)`, key)
    expect(other.status).toBe(422)
    expect(await errorCode(other)).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await jobsTitled(org.id, `${title} (2)`)).toBe(0)
    expect(await jobsTitled(org.id, title)).toBe(1)
  })

  it('the same key value from another user or another organization is another key', async () => {
    const first = await signedInMember()
    const colleague = await signedInMember(undefined, first.org)
    const stranger = await signedInMember()
    const title = uniqueTitle()
    const key = `shared-${crypto.randomUUID()}`
    for (const member of [first, colleague, stranger]) {
      const res = await createJob(member.session, title, key)
      expect(res.status, await res.clone().text()).toBe(201)
      expect(res.headers.get('Idempotent-Replayed')).toBeNull()
    }
    expect(await jobsTitled(first.org.id, title)).toBe(2)
    expect(await jobsTitled(stranger.org.id, title)).toBe(1)
  })

  it('without a key two requests create two jobs, as before', async () => {
    const { org, session } = await signedInMember()
    const title = uniqueTitle()
    expect((await createJob(session, title)).status).toBe(201)
    expect((await createJob(session, title)).status).toBe(201)
    expect(await jobsTitled(org.id, title)).toBe(2)
  })

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a control character', 'key\twith-tab'],
  ])('refuses a key that is %s with 400 IDEMPOTENCY_KEY_INVALID', async (_, key) => {
    const { org, session } = await signedInMember()
    const title = uniqueTitle()
    const res = await createJob(session, title, key)
    expect(res.status).toBe(400)
    expect(await errorCode(res)).toBe('IDEMPOTENCY_KEY_INVALID')
    expect(await jobsTitled(org.id, title)).toBe(0)
  })

  it('accepts a 255-character key', async () => {
    const { org, session } = await signedInMember()
    const title = uniqueTitle()
    expect((await createJob(session, title, 'k'.repeat(255))).status).toBe(201)
    expect(await jobsTitled(org.id, title)).toBe(1)
  })

  it('a 4xx answer is the result too: a repeat replays it', async () => {
    const { session } = await signedInMember()
    const key = crypto.randomUUID()
    const missing = '00000000-0000-7000-8000-000000000000'
    const assign = () =>
      call(`/api/applicants/${missing}/job`, {
        method: 'POST',
        session,
        json: { jobId: missing },
        headers: { 'Idempotency-Key': key },
      })
    const first = await assign()
    expect(first.status).toBe(404)
    const firstBody = await first.text()
    const repeat = await assign()
    expect(repeat.status).toBe(404)
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await repeat.text()).toBe(firstBody)
  })
})
