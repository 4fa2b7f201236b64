import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import { newId } from '../../../worker/lib/ids'
import { SYNTHETIC_CV, uploadFiles, waitForDocument } from '../applicants/support'
import { errorCode, json, post, signedInMember } from '../jobs/support'
import { createJob, createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { createPlan, feature, subscribe } from './support'

const text = (s: string) => new TextEncoder().encode(s)
const EVEN = {
  skills: 30,
  seniority: 10,
  degree: 10,
  language_proficiency: 10,
  isco: 15,
  professional_experience: 15,
  culture_fit: 5,
  notable_achievements: 5,
}

const countOf = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n

/** The i-th CV: distinct bytes, so no file is a copy of another (copies are imported once, ADR 0033). */
const cvOf = (i: number) => `${SYNTHETIC_CV}\nReference ${String(i).padStart(4, '0')}\n`

/** Announces and PUTs files without starting them; returns the document ids. */
async function announce(session: Session, count: number) {
  const res = await post('/api/applicants/upload-url', session, {
    files: Array.from({ length: count }, (_, i) => ({
      filename: `cv-${i}.txt`,
      size: text(cvOf(i)).byteLength,
      contentType: 'text/plain',
    })),
  })
  const { uploads } = await json<{ uploads: { documentId: string; uploadUrl: string }[] }>(res)
  for (const [i, u] of uploads.entries()) {
    const put = await call(u.uploadUrl, { method: 'PUT', session, body: text(cvOf(i)) })
    expect(put.status).toBe(200)
  }
  return uploads.map((u) => u.documentId)
}

/** Usage records written straight away, as earlier uploads would have left them. */
async function used(tenantId: string, feature: string, count: number, at = Date.now()) {
  for (let i = 0; i < count; i++) {
    await env.DB.prepare(
      `INSERT INTO usage_records (id, tenant_id, feature, quantity, period_start, idempotency_key, created_at)
       VALUES (?, ?, ?, 1, ?, ?, ?)`,
    )
      .bind(newId(), tenantId, feature, at, `test:${newId()}`, at)
      .run()
  }
}

describe('plan limits on applicants (race-free claims)', () => {
  it('accepts exactly 10 of 20 concurrent uploads at a quota of 10; the others fail with the plan limit', async () => {
    const { org, session } = await signedInMember()
    await subscribe(org.id, await createPlan([feature({ feature: 'CV_UPLOAD', quota: 10 })]))
    const ids = await announce(session, 20)
    const answers = await Promise.all(
      ids.map((id) =>
        post('/api/applicants', session, { documentIds: [id] }).then((r) =>
          json<{ accepted: number; refused: number }>(r, 202),
        ),
      ),
    )
    expect(answers.reduce((n, a) => n + a.accepted, 0)).toBe(10)
    expect(answers.reduce((n, a) => n + a.refused, 0)).toBe(10)
    expect(
      await countOf("SELECT count(*) AS n FROM usage_records WHERE tenant_id = ? AND feature = 'CV_UPLOAD'", org.id),
    ).toBe(10)
    expect(
      await countOf(
        "SELECT count(*) AS n FROM documents WHERE tenant_id = ? AND status = 'FAILED' AND error_type = 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT'",
        org.id,
      ),
    ).toBe(10)
    // The uploader's status items say why.
    const status = await json<{ items: { status: string; errorType: string | null }[] }>(
      await post('/api/applicants/batch-subscribe', session, { documentIds: ids }),
    )
    expect(
      status.items.filter((i) => i.errorType === 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT' && i.status === 'ERROR'),
    ).toHaveLength(10)
    for (const id of ids) await waitForDocument(id)
    expect(await countOf('SELECT count(*) AS n FROM applicants WHERE tenant_id = ?', org.id)).toBe(10)
    // With nothing left, announcing more files answers the upgrade message of the period.
    const more = await post('/api/applicants/upload-url', session, {
      files: [{ filename: 'x.txt', size: 5, contentType: 'text/plain' }],
    })
    expect(more.status).toBe(402)
    expect(((await more.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'PLAN_LIMIT_APPLICANTS_PERIOD',
      message: expect.stringContaining('Upgrade your plan'),
    })
  })

  it('gives a unit back when a document can never become an applicant', async () => {
    const { org, session } = await signedInMember()
    await subscribe(org.id, await createPlan([feature({ feature: 'CV_UPLOAD', quota: 1 })]))
    const [bad] = await uploadFiles(session, [{ name: 'broken.pdf', bytes: text('%PDF-1.7 this is not a real PDF') }])
    expect(await waitForDocument(bad!)).toMatchObject({ status: 'FAILED' })
    expect(await countOf('SELECT count(*) AS n FROM usage_records WHERE tenant_id = ?', org.id)).toBe(0)
    const [good] = await uploadFiles(session, [{ name: 'cv.txt', bytes: text(SYNTHETIC_CV) }])
    expect(await waitForDocument(good!)).toMatchObject({ status: 'PROCESSED' })
  })

  it('applies the Basic plan of spec §9 without a subscription: 100 applicants in total', async () => {
    const { org, session } = await signedInMember()
    await used(org.id, 'CV_UPLOAD', 100, Date.UTC(2020, 0, 1))
    const res = await post('/api/applicants/upload-url', session, {
      files: [{ filename: 'x.txt', size: 5, contentType: 'text/plain' }],
    })
    expect(res.status).toBe(402)
    expect(await errorCode(res)).toBe('PLAN_LIMIT_APPLICANTS_TOTAL')
  })

  it('has no limits for a SPECIAL organization', async () => {
    const special = await createOrganization({ status: 'SPECIAL' })
    const member = await signedInMember(undefined, special)
    await subscribe(special.id, await createPlan([feature({ feature: 'CV_UPLOAD', quota: 0, quotaPeriod: 'TOTAL' })]))
    const ids = await announce(member.session, 2)
    const started = await json<{ accepted: number }>(
      await post('/api/applicants', member.session, { documentIds: ids }),
      202,
    )
    expect(started.accepted).toBe(2)
  })
})

describe('plan limits on jobs', () => {
  it('opening draws on the job quota once per job; over it, opening, creating and editing drafts are refused', async () => {
    const { org, session } = await signedInMember()
    await subscribe(org.id, await createPlan([feature({ feature: 'JOB_POSTING', quota: 1 })]))
    const first = await createJob(org.id, { attributeWeights: EVEN as never })
    const second = await createJob(org.id, { attributeWeights: EVEN as never })
    await json(await post(`/api/jobs/${first.id}/status`, session, { status: 'OPEN' }))
    const refused = await post(`/api/jobs/${second.id}/status`, session, { status: 'OPEN' })
    expect(refused.status).toBe(402)
    expect(await errorCode(refused)).toBe('PLAN_LIMIT_JOBS_PERIOD')
    const bulk = await json<{ refused: { id: string; code: string }[] }>(
      await post('/api/jobs/status', session, { ids: [second.id], status: 'OPEN' }),
    )
    expect(bulk.refused).toEqual([{ id: second.id, code: 'PLAN_LIMIT_JOBS_PERIOD' }])
    const created = await post('/api/jobs', session, {
      title: 'Senior Nurse',
      description: 'A description that is long enough to pass the validation of the job form.',
    })
    expect(await errorCode(created)).toBe('PLAN_LIMIT_JOBS_PERIOD')
    const edited = await post(`/api/jobs/${second.id}/update`, session, { title: 'Another title' })
    expect(await errorCode(edited)).toBe('PLAN_LIMIT_JOBS_PERIOD')
    // The open job itself stays editable.
    await json(await post(`/api/jobs/${first.id}/update`, session, { title: 'Renamed open job' }))
    expect(await countOf("SELECT count(*) AS n FROM jobs WHERE tenant_id = ? AND status = 'OPEN'", org.id)).toBe(1)
  })

  it('opens only as many jobs as the quota allows when they are opened at once', async () => {
    const { org, session } = await signedInMember()
    await subscribe(org.id, await createPlan([feature({ feature: 'JOB_POSTING', quota: 3, quotaPeriod: 'TOTAL' })]))
    const jobs = await Promise.all(
      Array.from({ length: 8 }, () => createJob(org.id, { attributeWeights: EVEN as never })),
    )
    const answers = await Promise.all(jobs.map((j) => post(`/api/jobs/${j.id}/status`, session, { status: 'OPEN' })))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3)
    expect(answers.filter((r) => r.status === 402)).toHaveLength(5)
    expect(await errorCode(answers.find((r) => r.status === 402)!)).toBe('PLAN_LIMIT_JOBS_TOTAL')
    expect(await countOf("SELECT count(*) AS n FROM jobs WHERE tenant_id = ? AND status = 'OPEN'", org.id)).toBe(3)
  })
})

describe('seats', () => {
  async function owner(seats: number) {
    const org = await createOrganization()
    const user = await createUser({
      memberOf: [{ organizationId: org.id, permissions: [...PERMISSION_PRESETS.admin.organization] }],
    })
    await subscribe(org.id, await createPlan([feature({ feature: 'CV_UPLOAD' })]), { seats })
    return { org, session: await signIn(user.email, user.password) }
  }
  const invite = (session: Session, email: string) => post('/api/team', session, { email, preset: 'user' })

  it("invites up to the seats, then answers 'max seats reached'; renewing an invitation takes no seat", async () => {
    const { session } = await owner(3)
    expect((await invite(session, `a-${newId()}@example.com`)).status).toBe(201)
    const b = `b-${newId()}@example.com`
    expect((await invite(session, b)).status).toBe(201)
    const over = await invite(session, `c-${newId()}@example.com`)
    expect(over.status).toBe(402)
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe('max seats reached')
    expect((await invite(session, b)).status).toBe(201)
  })

  it('lets only one of several invitations at once take the last seat', async () => {
    const { org, session } = await owner(2)
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => invite(session, `p${i}-${newId()}@example.com`)),
    )
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1)
    expect(answers.filter((r) => r.status === 402)).toHaveLength(4)
    expect(
      await countOf(
        'SELECT count(*) AS n FROM invites WHERE tenant_id = ? AND accepted_at IS NULL AND cancelled_at IS NULL',
        org.id,
      ),
    ).toBe(1)
  })

  it('allows the Basic plan five members with invitations', async () => {
    const org = await createOrganization()
    const user = await createUser({
      memberOf: [{ organizationId: org.id, permissions: [...PERMISSION_PRESETS.admin.organization] }],
    })
    const session = await signIn(user.email, user.password)
    for (let i = 0; i < 4; i++) expect((await invite(session, `m${i}-${newId()}@example.com`)).status).toBe(201)
    expect(await errorCode(await invite(session, `m5-${newId()}@example.com`))).toBe('MAX_SEATS_REACHED')
  })
})
