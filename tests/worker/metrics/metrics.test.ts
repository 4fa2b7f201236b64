import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { applicantsRepo } from '../../../worker/applicants/applicants.repo'
import { singleDatabaseResolver } from '../../../worker/db/database'
import { newId } from '../../../worker/lib/ids'
import { dayOf, skillGaps } from '../../../worker/metrics/metrics.service'
import { metricsRollupService } from '../../../worker/metrics/metrics-rollup.service'
import { createServices } from '../../../worker/middleware/services'
import { errorCode, json, post, signedInMember } from '../jobs/support'
import { createJob, createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

/** An applicant stored through the real write path (applicants.repo), which keeps the counters. */
async function storeApplicant(tenantId: string, hardSkills: string[], id = newId()) {
  const db = singleDatabaseResolver(env.DB).forTenant(tenantId)
  const [first, ...rest] = applicantsRepo(db, tenantId).writeStatements({
    id,
    name: `Applicant ${id.slice(-4)}`,
    tagline: null,
    summary: null,
    hardSkills,
    softSkills: ['Teamwork'],
    profile: {},
    documentId: `doc-${id}`,
    authorId: null,
    parsedByModel: 'embedded',
    parsedByPromptVersion: 'test',
    preparedCv: null,
    at: Date.now(),
  })
  if (first) await db.batch([first, ...rest])
  return id
}

const openJob = (tenantId: string, skills: string[]) =>
  createJob(tenantId, {
    status: 'OPEN',
    openedAt: Date.now(),
    requirements: skills.map((value) => ({ attribute: 'skills' as const, operator: 'EQUALS' as const, value })),
  })

async function member(tenantId: string) {
  const user = await createUser({ memberOf: [{ organizationId: tenantId }] })
  return signIn(user.email, user.password)
}

interface Gaps {
  openJobs: number
  applicants: number
  skills: { key: string; skill: string; demand: number; supply: number; gap: number; lastWeekGap: number | null }[]
}

describe('dashboard metrics: aggregates kept on write', () => {
  it('counts applicants and skill supply on write, through the taxonomy ("JS" is JavaScript), and forgets deleted ones', async () => {
    const org = await createOrganization()
    const other = await createOrganization()
    const a = await storeApplicant(org.id, ['JS', 'Python'])
    await storeApplicant(org.id, ['JavaScript'])
    await storeApplicant(org.id, ['Rust'])
    await storeApplicant(other.id, ['JavaScript', 'Rust'])
    // Re-storing the same applicant (reprocessing) moves its skills but counts it once.
    await storeApplicant(org.id, ['JavaScript', 'SQL'], a)
    const session = await member(org.id)

    expect(await json(await call('/api/metrics/applicants', { session }))).toEqual({ total: 3, lastWeek: null })
    const supply = await json<{ skills: { skill: string; count: number }[] }>(
      await call('/api/metrics/skills/applicants', { session }),
    )
    expect(supply.skills.map((s) => [s.skill, s.count])).toEqual([
      ['JavaScript', 2],
      ['Rust', 1],
      ['SQL', 1],
    ])

    const { session: owner } = await signedInMember(undefined, org)
    await json(await post('/api/applicants/delete', owner, { ids: [a] }))
    expect((await json<{ total: number }>(await call('/api/metrics/applicants', { session }))).total).toBe(2)
    const after = await json<{ skills: { skill: string; count: number }[] }>(
      await call('/api/metrics/skills/applicants', { session }),
    )
    expect(after.skills.map((s) => [s.skill, s.count])).toEqual([
      ['JavaScript', 1],
      ['Rust', 1],
    ])
  })

  it('computes the skill gap of open jobs against applicants, and the change versus last week from the snapshot', async () => {
    const org = await createOrganization()
    const services = createServices(env)
    // Last week: 4 applicants (1 with Rust), 2 open jobs both wanting Rust → gap 100 − 25 = 75.
    const ids = [
      await storeApplicant(org.id, ['Rust']),
      await storeApplicant(org.id, ['Python']),
      await storeApplicant(org.id, ['Python']),
      await storeApplicant(org.id, ['SQL']),
    ]
    await openJob(org.id, ['Rust', 'Python'])
    await openJob(org.id, ['rust'])
    await metricsRollupService(services).rollUp(org.id, dayOf(Date.now()) - 7)

    // Now: one more applicant with Rust (2 of 5 = 40 %), a third open job wanting Rust and JS.
    await storeApplicant(org.id, ['Rust', 'JavaScript'])
    await openJob(org.id, ['Rust', 'JS'])
    const session = await member(org.id)

    const gaps = await json<Gaps>(await call('/api/metrics/skills/gap', { session }))
    expect(gaps.openJobs).toBe(3)
    expect(gaps.applicants).toBe(5)
    // Rust: 3/3 jobs = 100 %, 2/5 applicants = 40 % → 60; last week 75.
    // JavaScript: 1/3 = 33.3 %, 1/5 = 20 % → 13.3; last week not demanded → 0.
    // Python: 1/3 = 33.3 %, 2/5 = 40 % → no gap.
    expect(gaps.skills.map((s) => [s.skill, s.demand, s.supply, s.gap, s.lastWeekGap])).toEqual([
      ['Rust', 3, 2, 60, 75],
      ['JavaScript', 1, 1, 13.3, 0],
    ])
    expect(await json(await call('/api/metrics/applicants', { session }))).toEqual({ total: 5, lastWeek: 4 })
    expect(await json(await call('/api/metrics/jobs', { session }))).toEqual({ open: 3, lastWeek: 2 })
    const demanded = await json<{ skills: { skill: string; count: number; lastWeek: number | null }[] }>(
      await call('/api/metrics/skills/jobs', { session }),
    )
    expect(demanded.skills[0]).toMatchObject({ skill: 'Rust', count: 3, lastWeek: 2 })
    expect(ids).toHaveLength(4)
  })

  it('averages the scores of open jobs only, without deleted applicants', async () => {
    const org = await createOrganization()
    const open = await openJob(org.id, ['Rust'])
    const closed = await createJob(org.id, { status: 'CLOSED' })
    const live = await storeApplicant(org.id, ['Rust'])
    const gone = await storeApplicant(org.id, ['Rust'])
    const insert = (jobId: string, applicantId: string, score: number) =>
      env.DB.prepare(
        `INSERT INTO matches (tenant_id, job_id, applicant_id, score, areas, evidence, model, prompt_version, computed_at)
         VALUES (?, ?, ?, ?, '{}', '{}', 'embedded', 'test', ?)`,
      )
        .bind(org.id, jobId, applicantId, score, Date.now())
        .run()
    await insert(open.id, live, 80)
    await insert(open.id, gone, 20)
    await insert(closed.id, live, 10)
    await env.DB.prepare('UPDATE applicants SET deleted_at = ? WHERE id = ?').bind(Date.now(), gone).run()
    const session = await member(org.id)
    expect(await json(await call('/api/metrics/average-score', { session }))).toEqual({
      average: 80,
      count: 1,
      lastWeek: null,
    })
    // Kept for five minutes (ADR 0027): a new score shows once the stored average is older than that.
    await insert(open.id, await storeApplicant(org.id, ['Rust']), 40)
    expect((await json<{ average: number }>(await call('/api/metrics/average-score', { session }))).average).toBe(80)
    await env.DB.prepare('UPDATE tenant_counters SET score_computed_at = ? WHERE tenant_id = ?')
      .bind(Date.now() - 6 * 60_000, org.id)
      .run()
    expect(await json(await call('/api/metrics/average-score', { session }))).toEqual({
      average: 60,
      count: 2,
      lastWeek: null,
    })
  })

  it('the daily roll-up recounts drifted counters and keys skill rows written without a key', async () => {
    const org = await createOrganization()
    await storeApplicant(org.id, ['Rust'])
    const id = newId()
    await env.DB.prepare("INSERT INTO applicants (id, tenant_id, name) VALUES (?, ?, 'Old')").bind(id, org.id).run()
    await env.DB.prepare(
      "INSERT INTO applicant_skills (id, tenant_id, applicant_id, skill, kind) VALUES (?, ?, ?, 'JS', 'hard')",
    )
      .bind(newId(), org.id, id)
      .run()
    await env.DB.prepare('UPDATE tenant_counters SET applicants = 99 WHERE tenant_id = ?').bind(org.id).run()
    const result = await metricsRollupService(createServices(env)).run(Date.now())
    expect(result.tenants).toBeGreaterThan(0)
    const session = await member(org.id)
    expect((await json<{ total: number }>(await call('/api/metrics/applicants', { session }))).total).toBe(2)
    const supply = await json<{ skills: { skill: string; count: number }[] }>(
      await call('/api/metrics/skills/applicants', { session }),
    )
    expect(supply.skills.map((s) => s.count)).toEqual([1, 1])
    expect(supply.skills.map((s) => s.skill).sort()).toEqual(['JS', 'Rust'])
  })

  it('drills down: applicants and jobs filtered by a skill key', async () => {
    const org = await createOrganization()
    const { session } = await signedInMember(undefined, org)
    const js = await storeApplicant(org.id, ['JS'])
    await storeApplicant(org.id, ['Python'])
    const jobJs = await openJob(org.id, ['JavaScript'])
    await openJob(org.id, ['Python'])
    const gaps = await json<Gaps>(await call('/api/metrics/skills/jobs', { session }))
    const key = gaps.skills.find((s) => s.skill === 'JavaScript')?.key ?? ''
    const applicants = await json<{ items: { id: string }[] }>(
      await call(`/api/applicants?skill=${encodeURIComponent(key)}`, { session }),
    )
    expect(applicants.items.map((i) => i.id)).toEqual([js])
    const jobs = await json<{ items: { id: string }[] }>(
      await call(`/api/jobs?skill=${encodeURIComponent(key)}`, { session }),
    )
    expect(jobs.items.map((i) => i.id)).toEqual([jobJs.id])
  })

  it('answers 403 without DASHBOARD and never counts another tenant', async () => {
    const { session } = await signedInMember(['APPLICANT_READ'])
    // DASHBOARD is a user-level permission every member has; a user without it is refused.
    const user = await createUser({
      userPermissions: ['PROFILE'],
      memberOf: [{ organizationId: (await createOrganization()).id }],
    })
    const refused = await call('/api/metrics/applicants', { session: await signIn(user.email, user.password) })
    expect(refused.status).toBe(403)
    expect(await errorCode(refused)).toBe('FORBIDDEN')
    expect((await json<{ total: number }>(await call('/api/metrics/applicants', { session }))).total).toBe(0)
  })
})

describe('GET /api/metrics/dashboard: every figure in one answer', () => {
  const FIGURES = {
    applicants: '/api/metrics/applicants',
    jobs: '/api/metrics/jobs',
    averageScore: '/api/metrics/average-score',
    availableSkills: '/api/metrics/skills/applicants',
    demandedSkills: '/api/metrics/skills/jobs',
    skillGaps: '/api/metrics/skills/gap',
  } as const

  it("answers the same figures as the single endpoints, named with the session's organization", async () => {
    const org = await createOrganization()
    await storeApplicant(org.id, ['Rust', 'Python'])
    await storeApplicant(org.id, ['Python'])
    await openJob(org.id, ['Rust', 'Kubernetes'])
    await metricsRollupService(createServices(env)).rollUp(org.id, dayOf(Date.now()) - 7)
    await storeApplicant(org.id, ['SQL'])
    const session = await member(org.id)

    const all = await json<Record<string, unknown>>(await call('/api/metrics/dashboard', { session }))
    expect(all.organizationId).toBe(org.id)
    for (const [key, path] of Object.entries(FIGURES)) {
      expect(all[key], key).toEqual(await json(await call(path, { session })))
    }
    expect(all.applicants).toEqual({ total: 3, lastWeek: 2 })
    expect((all.skillGaps as Gaps).skills.map((s) => s.skill)).toEqual(['Kubernetes', 'Rust'])
  })

  it('refuses a user without an organization, without DASHBOARD, or signed out, and counts only its tenant', async () => {
    const noOrganization = await createUser({})
    const withoutOrg = await call('/api/metrics/dashboard', {
      session: await signIn(noOrganization.email, noOrganization.password),
    })
    expect(withoutOrg.status).toBe(403)
    expect(await errorCode(withoutOrg)).toBe('NO_ORGANIZATION')

    const org = await createOrganization()
    const profileOnly = await createUser({ userPermissions: ['PROFILE'], memberOf: [{ organizationId: org.id }] })
    const refused = await call('/api/metrics/dashboard', {
      session: await signIn(profileOnly.email, profileOnly.password),
    })
    expect(refused.status).toBe(403)
    expect(await errorCode(refused)).toBe('FORBIDDEN')

    const signedOut = await call('/api/metrics/dashboard')
    expect(signedOut.status).toBe(401)
    expect(await errorCode(signedOut)).toBe('UNAUTHENTICATED')

    // Another organization's applicants and jobs never show in this one's figures.
    const other = await createOrganization()
    await storeApplicant(other.id, ['Rust'])
    await openJob(other.id, ['Rust'])
    await storeApplicant(org.id, ['Go'])
    const all = await json<{
      organizationId: string
      applicants: { total: number }
      jobs: { open: number }
      availableSkills: { skills: { skill: string }[] }
      demandedSkills: { skills: unknown[] }
    }>(await call('/api/metrics/dashboard', { session: await member(org.id) }))
    expect(all.organizationId).toBe(org.id)
    expect(all.applicants.total).toBe(1)
    expect(all.jobs.open).toBe(0)
    expect(all.availableSkills.skills.map((s) => s.skill)).toEqual(['Go'])
    expect(all.demandedSkills.skills).toEqual([])
  })
})

describe('skillGaps', () => {
  const demand = (entries: [string, number][]) => new Map(entries.map(([k, d]) => [k, { label: k, demand: d }]))

  it('keeps skills demanded more than supplied, biggest gap first, with last week beside', () => {
    const gaps = skillGaps(
      {
        demand: demand([
          ['a', 2],
          ['b', 1],
          ['c', 1],
        ]),
        supply: new Map([
          ['a', 1],
          ['b', 5],
        ]),
      },
      { openJobs: 2, applicants: 10 },
      { day: 0, applicants: 10, openJobs: 2, averageScore: null, skills: { a: { label: 'a', supply: 0, demand: 1 } } },
    )
    expect(gaps.map((g) => [g.key, g.gap, g.lastWeekGap])).toEqual([
      ['a', 90, 50],
      ['c', 50, 0],
    ])
  })

  it('is empty without open jobs', () => {
    expect(skillGaps({ demand: demand([['a', 1]]), supply: new Map() }, { openJobs: 0, applicants: 3 }, null)).toEqual(
      [],
    )
  })
})
