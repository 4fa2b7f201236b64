import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { json, post, signedInMember } from './support'

const countOf = async (sql: string, ...params: string[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n

/** The matching benchmark's endpoints (`npm run bench -- match`), mounted in test mode. */
describe('POST /api/jobs/bench (local and test mode)', () => {
  it('writes synthetic applicants and open jobs with requirements into the caller’s organization', async () => {
    const { org, session } = await signedInMember()
    // 7 applicants: more than one multi-row statement (6 rows each) in the batch.
    const created = await json<{ applicants: { inserted: number; ids: string[] }; jobs: { inserted: number } }>(
      await post('/api/jobs/bench/synthetic', session, { applicants: 7, openJobs: 3, seed: 5 }),
    )
    expect(created.applicants.inserted).toBe(7)
    expect(created.jobs).toEqual({ inserted: 3 })
    expect(
      await countOf(
        "SELECT count(*) AS n FROM applicants WHERE tenant_id = ? AND processing_state = 'PROCESSED'",
        org.id,
      ),
    ).toBe(7)
    expect(await countOf("SELECT count(*) AS n FROM jobs WHERE tenant_id = ? AND status = 'OPEN'", org.id)).toBe(3)
    expect(await countOf('SELECT count(*) AS n FROM job_requirements WHERE tenant_id = ?', org.id)).toBe(6)

    const applicantId = created.applicants.ids[0]
    const run = await json<{ jobs: number; ms: number }>(
      await post('/api/jobs/bench/match-applicant', session, { applicantId }),
    )
    expect(run.jobs).toBe(3)
    expect(
      await countOf(
        'SELECT count(*) AS n FROM matches WHERE tenant_id = ? AND applicant_id = ?',
        org.id,
        applicantId ?? '',
      ),
    ).toBe(3)
  })
})
