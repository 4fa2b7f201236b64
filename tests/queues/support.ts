import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { IngestMessage } from '../../worker/contracts/queue'
import worker from '../../worker/index'
import { createApplicant } from '../worker/support/factories'

/** Attribute weights of the matching tests' jobs (they sum to 100). */
export const WEIGHTS = {
  skills: 40,
  seniority: 10,
  degree: 20,
  language_proficiency: 10,
  isco: 5,
  professional_experience: 5,
  culture_fit: 5,
  notable_achievements: 5,
}

/** Hands messages to the Worker's queue consumer, as one delivery of the ingest queue. */
export async function deliver(messages: { id: string; body: IngestMessage }[]) {
  const batch = createMessageBatch(
    'shortlist-ingest',
    messages.map((m) => ({ id: m.id, timestamp: new Date(), attempts: 1, body: m.body })),
  )
  const ctx = createExecutionContext()
  await worker.queue(batch, env, ctx)
  return getQueueResult(batch, ctx)
}

/** The `n` of a `SELECT count(*) AS n …` query. */
export const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? 0

/** Three synthetic applicants: strong, partial, and one who lacks the mandatory skill. */
export async function threeApplicants(tenantId: string) {
  const strong = await createApplicant(tenantId, {
    name: 'Strong Candidate',
    title: 'Senior Data Engineer',
    hardSkills: ['Python', 'SQL', 'Apache Spark'],
    degree: 'master',
    seniority: 'advanced',
    yearsOfExperience: 9,
    languages: [{ language: 'en', proficiency: 'full_professional' }],
    achievements: ['Reduced pipeline runtime by 40%'],
  })
  const partial = await createApplicant(tenantId, {
    name: 'Partial Candidate',
    title: 'Data Analyst',
    hardSkills: ['Python'],
    degree: 'bachelor',
    seniority: 'intermediate',
    yearsOfExperience: 3,
  })
  const knockout = await createApplicant(tenantId, {
    name: 'Knockout Candidate',
    title: 'Nurse',
    hardSkills: ['Patient care'],
    degree: 'master',
    seniority: 'expert',
    yearsOfExperience: 15,
  })
  return { strong, partial, knockout }
}
