import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { startMissingJobRuns } from '../../worker/matching/missing-runs'
import { createServices } from '../../worker/middleware/services'
import { signedInMember, waitForJobMatching } from '../worker/jobs/support'
import { createApplicant, createJob } from '../worker/support/factories'

const WEIGHTS = {
  skills: 40,
  seniority: 10,
  degree: 10,
  language_proficiency: 10,
  isco: 10,
  professional_experience: 10,
  culture_fit: 5,
  notable_achievements: 5,
}

const runOf = (jobId: string) =>
  env.DB.prepare("SELECT run FROM matching_runs WHERE subject = 'job' AND subject_id = ?")
    .bind(jobId)
    .first<{ run: number }>()

describe('open jobs that never had a run (seed data, imports)', () => {
  it('are matched by the cron; drafts and jobs with a run are left alone', async () => {
    const { session, org } = await signedInMember()
    const applicant = await createApplicant(org.id, { name: 'Seeded Person', hardSkills: ['Python', 'SQL'] })
    // Written straight into D1, as the seed does: OPEN, but no run and no scores.
    const open = await createJob(org.id, { status: 'OPEN', attributeWeights: WEIGHTS })
    const draft = await createJob(org.id, { status: 'DRAFT', attributeWeights: WEIGHTS })
    expect(await runOf(open.id)).toBeNull()

    expect(await startMissingJobRuns(createServices(env))).toBeGreaterThanOrEqual(1)
    await waitForJobMatching(session, open.id)
    const scored = await env.DB.prepare('SELECT applicant_id FROM matches WHERE job_id = ?').bind(open.id).all()
    expect(scored.results.map((r) => r.applicant_id)).toContain(applicant.id)
    expect(await runOf(draft.id)).toBeNull()

    // A second cron run starts nothing new for this job: its run number stays.
    const before = await runOf(open.id)
    await startMissingJobRuns(createServices(env))
    expect(await runOf(open.id)).toEqual(before)
  })
})
