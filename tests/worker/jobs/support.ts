import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { OrganizationPermission } from '../../../worker/contracts/permissions'
import { createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'

export const DESCRIPTION =
  'We are looking for a senior data engineer who builds batch and streaming pipelines with Python, SQL and Apache Spark.'

/** An organization with its details filled in and a signed-in member (all organization permissions unless given). */
export async function signedInMember(permissions?: OrganizationPermission[], org?: { id: string }) {
  const organization =
    org ?? (await createOrganization({ address: 'Hauptstraße 1, Berlin', info: 'A test organization' }))
  const user = await createUser({
    memberOf: [{ organizationId: organization.id, ...(permissions ? { permissions } : {}) }],
  })
  const session = await signIn(user.email, user.password)
  return { org: organization, user, session }
}

export async function json<T = Record<string, unknown>>(res: Response, status = 200): Promise<T> {
  const body = await res.text()
  expect(res.status, body).toBe(status)
  return JSON.parse(body) as T
}

export const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code

export const post = (path: string, session: Session, body: unknown = {}) =>
  call(path, { method: 'POST', session, json: body })

export async function createJobViaApi(session: Session, body: Record<string, unknown> = {}) {
  const res = await post('/api/jobs', session, { title: 'Senior Data Engineer', description: DESCRIPTION, ...body })
  return json<{ id: string; status: string; weights: { isSet: boolean; weights: Record<string, number> } }>(res, 201)
}

/** Until the job's background matching has nothing left (the queue consumer runs beside the test). */
export async function waitForJobMatching(session: Session, jobId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const run = await env.DB.prepare("SELECT pending FROM matching_runs WHERE subject = 'job' AND subject_id = ?")
      .bind(jobId)
      .first<{ pending: number }>()
    if (run && run.pending === 0) {
      const detail = await json<{ matching: { pending: number } }>(await call(`/api/jobs/${jobId}`, { session }))
      if (detail.matching.pending === 0) return
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`matching of job ${jobId} did not finish within ${timeoutMs} ms`)
}

export async function waitForApplicantMatching(applicantId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const run = await env.DB.prepare("SELECT pending FROM matching_runs WHERE subject = 'applicant' AND subject_id = ?")
      .bind(applicantId)
      .first<{ pending: number }>()
    if (run && run.pending === 0) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`matching of applicant ${applicantId} did not finish within ${timeoutMs} ms`)
}
