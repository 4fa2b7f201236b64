import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { newId } from '../../../worker/lib/ids'
import { skillGaps } from '../../../worker/metrics/metrics.service'
import { createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

const DAY = 86_400_000

async function addApplicant(tenantId: string, createdAt: number, skills: string[]) {
  const id = newId()
  await env.DB.prepare('INSERT INTO applicants (id, tenant_id, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
    .bind(id, tenantId, 'Synthetic Applicant', createdAt, createdAt)
    .run()
  for (const skill of skills) {
    await env.DB.prepare(
      'INSERT INTO applicant_skills (id, tenant_id, applicant_id, skill, kind) VALUES (?, ?, ?, ?, ?)',
    )
      .bind(newId(), tenantId, id, skill, 'hard')
      .run()
  }
  return id
}

async function addOpenJob(tenantId: string, openedAt: number, skills: string[]) {
  const id = newId()
  await env.DB.prepare(
    "INSERT INTO jobs (id, tenant_id, title, description, status, opened_at) VALUES (?, ?, 'Data Engineer', ?, 'OPEN', ?)",
  )
    .bind(id, tenantId, 'A description that is comfortably longer than fifty characters.', openedAt)
    .run()
  for (const skill of skills) {
    await env.DB.prepare(
      "INSERT INTO job_requirements (id, tenant_id, job_id, attribute, operator, value, mandatory) VALUES (?, ?, ?, 'skills', 'EQUALS', ?, 0)",
    )
      .bind(newId(), tenantId, id, skill)
      .run()
  }
  return id
}

describe('dashboard metrics', () => {
  it('counts only the current tenant and compares this week with last week', async () => {
    const now = Date.now()
    const mine = await createOrganization()
    const other = await createOrganization()
    await addApplicant(mine.id, now - 1 * DAY, ['Python', 'SQL'])
    await addApplicant(mine.id, now - 2 * DAY, ['Python'])
    await addApplicant(mine.id, now - 9 * DAY, ['Excel'])
    await addApplicant(other.id, now - 1 * DAY, ['Python', 'Rust'])
    await addOpenJob(mine.id, now - 3 * DAY, ['Python', 'Kubernetes'])
    await addOpenJob(other.id, now - 3 * DAY, ['Rust'])

    const user = await createUser({ memberOf: [{ organizationId: mine.id }] })
    const session = await signIn(user.email, user.password)

    const applicants = await (await call('/api/metrics/applicants', { session })).json()
    expect(applicants).toEqual({ total: 3, createdThisWeek: 2, createdLastWeek: 1 })

    const jobs = await (await call('/api/metrics/jobs', { session })).json()
    expect(jobs).toEqual({ open: 1, openedThisWeek: 1, openedLastWeek: 0 })

    const available = (await (await call('/api/metrics/skills/applicants', { session })).json()) as {
      skills: { skill: string; count: number }[]
    }
    expect(available.skills[0]).toEqual({ skill: 'Python', count: 2 })
    expect(available.skills.map((s) => s.skill)).not.toContain('Rust')

    const demanded = (await (await call('/api/metrics/skills/jobs', { session })).json()) as {
      skills: { skill: string }[]
    }
    expect(demanded.skills.map((s) => s.skill).sort()).toEqual(['Kubernetes', 'Python'])

    const gap = (await (await call('/api/metrics/skills/gap', { session })).json()) as {
      skills: { skill: string; gap: number }[]
    }
    expect(gap.skills[0]).toMatchObject({ skill: 'Kubernetes', gap: 100 })

    const score = await (await call('/api/metrics/average-score', { session })).json()
    expect(score).toEqual({ average: null, count: 0, averageThisWeek: null, averageLastWeek: null })
  })
})

async function addMatch(tenantId: string, jobId: string, applicantId: string, score: number, computedAt: number) {
  await env.DB.prepare(
    `INSERT INTO matches (tenant_id, job_id, applicant_id, score, areas, evidence, model, prompt_version, computed_at)
     VALUES (?, ?, ?, ?, '{}', '[]', 'embedded', '1', ?)`,
  )
    .bind(tenantId, jobId, applicantId, score, computedAt)
    .run()
}

describe('average fit score', () => {
  it('averages the live pipeline only: open positions, applicants not deleted', async () => {
    const now = Date.now()
    const org = await createOrganization()
    const job = await addOpenJob(org.id, now - DAY, [])
    const closed = await addOpenJob(org.id, now - DAY, [])
    await env.DB.prepare("UPDATE jobs SET status = 'CLOSED' WHERE id = ?").bind(closed).run()
    const a = await addApplicant(org.id, now - DAY, [])
    const b = await addApplicant(org.id, now - DAY, [])
    const gone = await addApplicant(org.id, now - DAY, [])
    await env.DB.prepare('UPDATE applicants SET deleted_at = ? WHERE id = ?').bind(now, gone).run()
    await addMatch(org.id, job, a, 80, now - DAY)
    await addMatch(org.id, job, b, 60, now - 8 * DAY)
    await addMatch(org.id, job, gone, 10, now - DAY)
    await addMatch(org.id, closed, a, 5, now - DAY)

    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const score = await (await call('/api/metrics/average-score', { session })).json()
    expect(score).toEqual({ average: 70, count: 2, averageThisWeek: 80, averageLastWeek: 60 })
  })
})

describe('skillGaps', () => {
  it('keeps skills demanded more than supplied, biggest gap first', () => {
    const gaps = skillGaps({
      openJobs: 4,
      applicants: 10,
      skills: [
        { skill: 'Go', demand: 2, supply: 1 },
        { skill: 'SQL', demand: 1, supply: 9 },
        { skill: 'Rust', demand: 4, supply: 0 },
      ],
    })
    expect(gaps).toEqual([
      { skill: 'Rust', demand: 4, supply: 0, gap: 100 },
      { skill: 'Go', demand: 2, supply: 1, gap: 40 },
    ])
  })

  it('is empty without open jobs', () => {
    expect(skillGaps({ openJobs: 0, applicants: 3, skills: [] })).toEqual([])
  })
})
