import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { MATCH_AREAS } from '../../worker/contracts/enums'
import { singleDatabaseResolver } from '../../worker/db/database'
import { type JobProfile, prepareCv, scoreMatch, scorePair } from '../../worker/engine/matching'
import type { ParsedCv } from '../../worker/engine/parsing'
import { writeFact } from '../../worker/engine/prose'
import { matchingRepo } from '../../worker/matching/matching.repo'
import { NOT_PARSED } from '../../worker/matching/matching.service'
import { toJobProfile, toParsedCv } from '../../worker/matching/profiles'
import { writeReasoning } from '../../worker/matching/reasoning'
import { knockoutsOf, scoringJob } from '../../worker/matching/stored-match'
import { createJobViaApi, json, post, signedInMember, waitForJobMatching } from '../worker/jobs/support'
import { createApplicant } from '../worker/support/factories'
import { call } from '../worker/support/http'

const WEIGHTS = {
  skills: 40,
  seniority: 10,
  degree: 20,
  language_proficiency: 10,
  isco: 5,
  professional_experience: 5,
  culture_fit: 5,
  notable_achievements: 5,
}

interface StoredRow {
  areas: string
  evidence: string
  reasoning: string | null
  area_evidence: string | null
  score: number
  computed_at: number
}

const row = (jobId: string, applicantId: string) =>
  env.DB.prepare(
    'SELECT areas, evidence, reasoning, area_evidence, score, computed_at FROM matches WHERE job_id = ? AND applicant_id = ?',
  )
    .bind(jobId, applicantId)
    .first<StoredRow>()

async function openedJob() {
  const { session, org } = await signedInMember()
  const applicant = await createApplicant(org.id, {
    name: 'Strong Candidate',
    title: 'Senior Data Engineer',
    hardSkills: ['Python', 'SQL', 'Apache Spark'],
    degree: 'master',
    seniority: 'advanced',
    yearsOfExperience: 9,
    languages: [{ language: 'en', proficiency: 'full_professional' }],
    achievements: ['Reduced pipeline runtime by 40%'],
  })
  const job = await createJobViaApi(session, {
    requirements: [
      { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true },
      { attribute: 'skills', operator: 'EQUALS', value: 'Kubernetes', mandatory: true },
      { attribute: 'degree', operator: 'GTE', value: 'bachelor' },
    ],
  })
  await post(`/api/jobs/${job.id}/skill-weight`, session, { weights: WEIGHTS })
  await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' })
  await waitForJobMatching(session, job.id)
  return { session, org, applicant, job }
}

describe('compact match storage and evidence on demand', () => {
  it('records on each pair the model and prompt version that produced its CV facts', async () => {
    const { session, org } = await signedInMember()
    const parsed = await createApplicant(org.id, { name: 'Parsed By A Model', hardSkills: ['Python'] })
    const seeded = await createApplicant(org.id, { name: 'Written By Hand', hardSkills: ['Python'] })
    await env.DB.prepare('UPDATE applicants SET parsed_by_model = ?, parsed_by_prompt_version = ? WHERE id = ?')
      .bind('openai-compatible:m', 'cv-extract@1+org-v2', parsed.id)
      .run()
    await env.DB.prepare('UPDATE applicants SET parsed_by_model = NULL, parsed_by_prompt_version = NULL WHERE id = ?')
      .bind(seeded.id)
      .run()
    const job = await createJobViaApi(session, {
      requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: false }],
    })
    await post(`/api/jobs/${job.id}/skill-weight`, session, { weights: WEIGHTS })
    await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' })
    await waitForJobMatching(session, job.id)
    const producer = (applicantId: string) =>
      env.DB.prepare('SELECT model, prompt_version FROM matches WHERE job_id = ? AND applicant_id = ?')
        .bind(job.id, applicantId)
        .first<{ model: string; prompt_version: string }>()
    expect(await producer(parsed.id)).toEqual({ model: 'openai-compatible:m', prompt_version: 'cv-extract@1+org-v2' })
    expect(await producer(seeded.id)).toEqual({ model: NOT_PARSED, prompt_version: NOT_PARSED })
  })

  it('stores only the numbers per pair; the reasoning endpoint explains with scoreMatch and caches it', async () => {
    const { session, org, applicant, job } = await openedJob()
    const stored = await row(job.id, applicant.id)
    expect(stored).not.toBeNull()
    // No per-area evidence and no reasoning until someone opens the pair.
    expect(stored!.reasoning).toBeNull()
    expect(stored!.area_evidence).toBeNull()
    expect(Object.keys(JSON.parse(stored!.areas)).sort()).toEqual(['n', 's', 'w'])
    expect(stored!.areas.length).toBeLessThan(200)
    expect(JSON.parse(stored!.evidence)).toEqual({
      knockouts: [expect.objectContaining({ attribute: 'skills', value: 'Kubernetes', mandatory: true })],
      inputs: { cv: { model: expect.any(String), promptVersion: expect.anything() } },
    })

    const reasoning = await json<{
      score: number
      reasoning: string
      knockouts: unknown[]
      areas: Record<string, { score: number; weight: number; neutral: boolean; evidence: unknown[] }>
    }>(await call(`/api/jobs/${job.id}/match-reasoning?applicantId=${applicant.id}`, { session }))

    // The reference path on the same rows gives the same numbers and exactly this evidence.
    const repo = matchingRepo(singleDatabaseResolver(env.DB).forTenant(org.id), org.id)
    const cv = await repo.applicant(applicant.id)
    const jobRow = await repo.job(job.id)
    const requirements = (await repo.requirementsOf([job.id])).get(job.id) ?? []
    const expected = scoreMatch(prepareCv(toParsedCv(cv!)), toJobProfile(jobRow!, requirements))
    expect(reasoning.score).toBe(expected.score)
    expect(reasoning.reasoning).toBe(writeReasoning(expected, 'en_US'))
    expect(reasoning.knockouts).toEqual([
      { attribute: 'skills', language: null, operator: 'EQUALS', value: 'Kubernetes', maxValue: null },
    ])
    for (const a of MATCH_AREAS) {
      const want = expected.areas[a]
      expect(reasoning.areas[a]).toEqual({
        score: want.score,
        weight: want.weight,
        neutral: want.neutral,
        evidence: want.evidence.map((e) => ({
          requirement: e.requirement
            ? {
                attribute: e.requirement.attribute,
                language: e.requirement.language ?? null,
                operator: e.requirement.operator,
                value: e.requirement.value,
                maxValue: e.requirement.maxValue ?? null,
                mandatory: e.requirement.mandatory,
              }
            : null,
          outcome: e.outcome ?? null,
          facts: e.facts.map((f) => writeFact(f, 'en_US')),
        })),
      })
    }

    // Cached in the row; the applicant side reads the same.
    const cached = await row(job.id, applicant.id)
    expect(cached!.reasoning).toBe(reasoning.reasoning)
    expect(cached!.area_evidence).not.toBeNull()
    const again = await json<typeof reasoning>(
      await call(`/api/applicants/${applicant.id}/match-reasoning?jobId=${job.id}`, { session }),
    )
    expect(again).toEqual({ ...reasoning, jobId: job.id, applicantId: applicant.id })

    // Scoring the pair again drops the cache.
    await post(`/api/jobs/${job.id}/skill-weight`, session, { weights: { ...WEIGHTS, skills: 30, degree: 30 } })
    await waitForJobMatching(session, job.id)
    const rescored = await row(job.id, applicant.id)
    expect(rescored!.computed_at).toBeGreaterThan(cached!.computed_at)
    expect(rescored!.reasoning).toBeNull()
    expect(rescored!.area_evidence).toBeNull()
  })

  it('the fast path settles neutral areas and knockouts exactly as scoreMatch does', () => {
    const cvs: ParsedCv[] = [
      {
        isCv: true,
        documentKind: 'cv',
        name: 'A',
        tagline: 'Nurse',
        summary: null,
        hardSkills: ['Patient care'],
        softSkills: [],
        documentLanguage: null,
        email: null,
        phone: null,
        location: null,
        links: [],
        title: 'Nurse',
        languages: [{ language: 'de', proficiency: 'elementary' }],
        degree: 'high_school',
        education: [],
        experience: [],
        yearsOfExperience: 2,
        seniority: 'beginner',
        isco: { code: '2221', title: 'Nurse' },
        achievements: [],
        evidence: {},
      },
    ]
    const base: JobProfile = {
      title: '',
      description: '',
      requirements: [],
      weights: WEIGHTS,
      isco: null,
      skills: [],
      minYears: null,
      cultureKeywords: [],
    }
    const jobs: JobProfile[] = [
      base,
      { ...base, title: 'Senior Data Engineer', isco: { code: '2521' }, minYears: 3 },
      { ...base, skills: ['Python'], cultureKeywords: ['team spirit'] },
      {
        ...base,
        requirements: [
          { attribute: 'skills', operator: 'EQUALS', value: 'Python', maxValue: null, mandatory: true },
          { attribute: 'degree', operator: 'GTE', value: 'master', maxValue: null, mandatory: true },
          { attribute: 'seniority', operator: 'GTE', value: 'beginner', maxValue: null, mandatory: true },
          { attribute: 'isco', operator: 'EQUALS', value: '2221', maxValue: null, mandatory: false },
          {
            attribute: 'language_proficiency',
            language: 'de',
            operator: 'GTE',
            value: 'professional',
            maxValue: null,
            mandatory: true,
          },
        ],
      },
    ]
    for (const profile of jobs) {
      const job = scoringJob(profile)
      for (const cv of cvs) {
        const prepared = prepareCv(cv)
        const reference = scoreMatch(prepared, profile)
        const pair = scorePair(prepared, job.prepared)
        expect(job.neutral).toEqual(MATCH_AREAS.map((a) => (reference.areas[a].neutral ? 1 : 0)))
        expect(job.weights).toEqual(MATCH_AREAS.map((a) => reference.areas[a].weight))
        expect(knockoutsOf(job, prepared, pair.knockout)).toEqual(reference.knockouts)
      }
    }
  })
})
