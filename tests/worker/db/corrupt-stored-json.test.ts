import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomToken, sha256Hex } from '../../../worker/lib/crypto'
import { createApplicant, createJob, createOrganization, createUser, uniqueEmail } from '../support/factories'
import { call, signIn } from '../support/http'
import { tokenOf, waitForMail } from '../support/outbox'

interface ErrorAnswer {
  error: { code: string; correlationId: string }
}

/**
 * A stored value that breaks its contract is logged once (console.error, one JSON line) and answers
 * 500 STORED_DATA_CORRUPT. The spy takes the place of the fail-on-console-error hook for these tests:
 * the error line is expected here, and asserted instead.
 */
function expectCorruptLog() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  return (table: string, id: string) => {
    const lines = spy.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'error', event: 'corrupt_stored_json', table, id })
    return lines[0]?.issues as { path: string; message: string }[]
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

async function registrationToken() {
  const email = uniqueEmail('corrupt')
  await call('/api/access/onboarding/start-registration', { method: 'POST', json: { email, language: 'en_US' } })
  const token = tokenOf(await waitForMail(email, 'email_confirmation'))
  return { token, id: await sha256Hex(token) }
}

async function verify(token: string) {
  return call('/api/access/onboarding/verify-registration-session', { method: 'POST', json: { token } })
}

describe('stored JSON that breaks its contract', () => {
  it('a registration payload that is not JSON answers 500 STORED_DATA_CORRUPT and is logged', async () => {
    const { token, id } = await registrationToken()
    await env.DB.prepare(`UPDATE one_time_tokens SET payload = '{"language":' WHERE id = ?`).bind(id).run()
    const logged = expectCorruptLog()
    const res = await verify(token)
    expect(res.status).toBe(500)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('STORED_DATA_CORRUPT')
    expect(logged('one_time_tokens', id)).toEqual([{ path: '', message: 'Not valid JSON' }])
  })

  it('a registration payload of the wrong shape names the fields in the log', async () => {
    const { token, id } = await registrationToken()
    await env.DB.prepare(`UPDATE one_time_tokens SET payload = '{"language":"xx_XX","firstUser":"yes"}' WHERE id = ?`)
      .bind(id)
      .run()
    const logged = expectCorruptLog()
    const res = await verify(token)
    expect(res.status).toBe(500)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('STORED_DATA_CORRUPT')
    expect(logged('one_time_tokens', id).map((i) => i.path)).toEqual(['language', 'firstUser'])
  })

  it('an intact registration payload still reads (the parse is not in the way)', async () => {
    const { token } = await registrationToken()
    const res = await verify(token)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ language: 'en_US', firstUser: false, passwordStored: false })
  })

  it('a provider-link challenge with a broken payload answers STORED_DATA_CORRUPT, not a link', async () => {
    const user = await createUser()
    const linkToken = randomToken()
    const id = await sha256Hex(linkToken)
    await env.DB.prepare(
      `INSERT INTO sign_in_challenges (id, kind, user_id, payload, expires_at, created_at)
       VALUES (?, 'OAUTH_LINK', NULL, '{"kind":"GITHUB","subject":""}', ?, ?)`,
    )
      .bind(id, Date.now() + 60_000, Date.now())
      .run()
    const logged = expectCorruptLog()
    const res = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password, linkToken },
    })
    expect(res.status).toBe(500)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('STORED_DATA_CORRUPT')
    expect(logged('sign_in_challenges', id).map((i) => i.path)).toEqual(['kind', 'subject', 'email'])
    const linked = await env.DB.prepare(
      `SELECT count(*) AS n FROM credentials WHERE user_id = ? AND kind != 'PASSWORD'`,
    )
      .bind(user.id)
      .first<{ n: number }>()
    expect(linked?.n).toBe(0)
  })

  it('a match row whose areas break both stored forms answers STORED_DATA_CORRUPT in the match list', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const job = await createJob(org.id, { status: 'OPEN' })
    const applicant = await createApplicant(org.id)
    const addMatch = (areas: string) =>
      env.DB.prepare(
        `INSERT INTO matches (tenant_id, job_id, applicant_id, score, areas, evidence, model, prompt_version, computed_at)
         VALUES (?, ?, ?, 70, ?, '{"knockouts":[]}', 'embedded', '1', ?)
         ON CONFLICT (tenant_id, job_id, applicant_id) DO UPDATE SET areas = excluded.areas`,
      )
        .bind(org.id, job.id, applicant.id, areas, Date.now())
        .run()
    // The compact form reads.
    await addMatch(
      JSON.stringify({ s: [1, 2, 3, 4, 5, 6, 7, 8], w: [1, 1, 1, 1, 1, 1, 1, 1], n: [0, 0, 0, 0, 0, 0, 0, 0] }),
    )
    expect((await call(`/api/jobs/${job.id}/match`, { session })).status).toBe(200)

    await addMatch('{"s":"not a list"}')
    const logged = expectCorruptLog()
    const res = await call(`/api/jobs/${job.id}/match`, { session })
    expect(res.status).toBe(500)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('STORED_DATA_CORRUPT')
    expect(logged('matches', `${job.id}/${applicant.id}`).length).toBeGreaterThan(0)
  })

  it('a typed JSON column holding text that is not JSON answers STORED_DATA_CORRUPT, not a 400', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    await env.DB.prepare(`UPDATE users SET permissions = '["PROFILE"' WHERE id = ?`).bind(user.id).run()
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await call('/api/metrics/applicants', { session })
    expect(res.status).toBe(500)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('STORED_DATA_CORRUPT')
    const lines = spy.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>)
    expect(lines).toEqual([
      {
        level: 'error',
        event: 'corrupt_stored_json',
        column: 'permissions',
        issues: [{ path: '', message: 'Not valid JSON' }],
      },
    ])
  })

  it('a membership whose permissions are not a list of names answers STORED_DATA_CORRUPT on every request', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    await env.DB.prepare(`UPDATE memberships SET permissions = '{"JOB_READ":true}' WHERE user_id = ?`)
      .bind(user.id)
      .run()
    const logged = expectCorruptLog()
    const res = await call('/api/metrics/applicants', { session })
    expect(res.status).toBe(500)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('STORED_DATA_CORRUPT')
    expect(logged('memberships', `${user.id}/${org.id}`)).toEqual([{ path: '', message: expect.any(String) }])
  })

  it("an applicant's skill list that is not a list answers STORED_DATA_CORRUPT where matching reads it", async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const job = await createJob(org.id, { status: 'OPEN' })
    const applicant = await createApplicant(org.id)
    const report = () =>
      call('/api/applicants/fit-report', {
        method: 'POST',
        session,
        json: { applicantId: applicant.id, jobId: job.id },
      })
    expect((await report()).status).toBe(200)
    await env.DB.prepare(`UPDATE applicants SET hard_skills = '{"TypeScript":5}' WHERE id = ?`).bind(applicant.id).run()
    const logged = expectCorruptLog()
    const res = await report()
    expect(res.status).toBe(500)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('STORED_DATA_CORRUPT')
    expect(logged('applicants', applicant.id)).toEqual([{ path: '', message: expect.any(String) }])
  })
})

describe('stored applicant profiles', () => {
  async function applicantWithProfile(profile: string) {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const applicant = await createApplicant(org.id, { name: 'Stored Profile' })
    await env.DB.prepare('UPDATE applicants SET profile = ? WHERE id = ?').bind(profile, applicant.id).run()
    return { applicant, session: await signIn(user.email, user.password) }
  }

  it('a profile written without some fields (seed, benchmark, older parsers) reads them as empty', async () => {
    const { applicant, session } = await applicantWithProfile(
      '{"title":"Data Analyst","degree":"bachelor","isco":"2511"}',
    )
    const res = await call(`/api/applicants/${applicant.id}`, { session })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { profile: Record<string, unknown> | null }
    expect(body.profile).toMatchObject({ title: 'Data Analyst', degree: 'bachelor', languages: [], isco: null })
  })

  it('a profile with a field of the wrong type is logged and refused, not shown as no profile', async () => {
    const { applicant, session } = await applicantWithProfile('{"title":"Data Analyst","languages":"English"}')
    const logged = expectCorruptLog()
    const res = await call(`/api/applicants/${applicant.id}`, { session })
    expect(res.status).toBe(500)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('STORED_DATA_CORRUPT')
    expect(logged('applicants', applicant.id).map((i) => i.path)).toEqual(['languages'])
  })
})
