import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { organizations } from '../../db/schema'
import type { Services } from '../context'
import { ATTRIBUTE_KINDS, COMPARISON_OPERATORS, MATCH_AREAS, REQUIREMENT_OUTCOMES } from '../contracts/enums'
import type { ApplicantMatchItem, JobMatchItem, MatchReasoning } from '../contracts/jobs'
import { decodeCursor, encodeCursor } from '../jobs/cursor'
import { AppError } from '../lib/app-error'
import { matchListsRepo } from './match-lists.repo'
import { matchingRepo } from './matching.repo'

const StoredRequirement = z.object({
  attribute: z.enum(ATTRIBUTE_KINDS),
  language: z.string().nullish(),
  operator: z.enum(COMPARISON_OPERATORS),
  value: z.string(),
  maxValue: z.string().nullish(),
  mandatory: z.boolean().catch(false),
})
const StoredArea = z.object({
  score: z.number(),
  weight: z.number(),
  neutral: z.boolean(),
  evidence: z
    .array(
      z.object({
        requirement: StoredRequirement.nullish(),
        outcome: z.enum(REQUIREMENT_OUTCOMES).nullish(),
        facts: z.array(z.string()).catch([]),
      }),
    )
    .catch([]),
})
const StoredAreas = z.partialRecord(z.enum(MATCH_AREAS), StoredArea).catch({})
const StoredEvidence = z.object({ knockouts: z.array(StoredRequirement).catch([]) }).catch({ knockouts: [] })

const requirementOut = (r: z.infer<typeof StoredRequirement>) => ({
  attribute: r.attribute,
  language: r.language ?? null,
  operator: r.operator,
  value: r.value,
  maxValue: r.maxValue ?? null,
})

function areasOut(stored: unknown) {
  const areas = StoredAreas.parse(stored)
  const out = {} as Record<(typeof MATCH_AREAS)[number], { score: number; weight: number; neutral: boolean }>
  for (const a of MATCH_AREAS) {
    const s = areas[a]
    out[a] = s ? { score: s.score, weight: s.weight, neutral: s.neutral } : { score: 0, weight: 0, neutral: true }
  }
  return out
}

function matchFields(r: {
  score: number
  knockout: boolean
  areas: unknown
  evidence: unknown
  computedAt: number
  assigned: number | boolean
}) {
  return {
    score: r.score,
    knockout: r.knockout,
    knockouts: StoredEvidence.parse(r.evidence).knockouts.map(requirementOut),
    areas: areasOut(r.areas),
    computedAt: r.computedAt,
    assigned: Boolean(r.assigned),
  }
}

/** Match lists per job and per applicant (best score first) and the reasoning of one pair. */
export function matchListsService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = matchListsRepo(db, tenantId)
  const runs = matchingRepo(db, tenantId)

  return {
    async forJob(jobId: string, limit: number, cursor: string | undefined) {
      if (!(await repo.jobExists(jobId))) throw new AppError('NOT_FOUND')
      const rows = await repo.forJob(jobId, limit + 1, decodeCursor(cursor))
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const items: JobMatchItem[] = page.map((r) => ({
        applicantId: r.applicantId,
        name: r.name,
        tagline: r.tagline,
        ...matchFields(r),
      }))
      return {
        items,
        nextCursor: rows.length > limit && last ? encodeCursor(last.score, last.applicantId) : null,
        matching: { pending: await runs.pending('job', jobId) },
      }
    },

    async forApplicant(applicantId: string, limit: number, cursor: string | undefined) {
      if (!(await repo.applicantExists(applicantId))) throw new AppError('NOT_FOUND', undefined, 'Applicant not found!')
      const rows = await repo.forApplicant(applicantId, limit + 1, decodeCursor(cursor))
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const items: ApplicantMatchItem[] = page.map((r) => ({
        jobId: r.jobId,
        title: r.title,
        status: r.status,
        ...matchFields(r),
      }))
      return {
        items,
        nextCursor: rows.length > limit && last ? encodeCursor(last.score, last.jobId) : null,
        matching: { pending: await runs.pending('applicant', applicantId) },
      }
    },

    /** The stored reasoning and the evidence of every area; 404 while the pair is not scored. */
    async reasoning(jobId: string, applicantId: string): Promise<MatchReasoning> {
      if (!(await repo.jobExists(jobId)) || !(await repo.applicantExists(applicantId))) throw new AppError('NOT_FOUND')
      const row = await repo.pair(jobId, applicantId)
      if (!row) throw new AppError('NOT_FOUND')
      const org = await services.db
        .platform()
        .select({ language: organizations.language })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      const stored = StoredAreas.parse(row.areas)
      const areas = {} as MatchReasoning['areas']
      for (const a of MATCH_AREAS) {
        const s = stored[a]
        areas[a] = s
          ? {
              score: s.score,
              weight: s.weight,
              neutral: s.neutral,
              evidence: s.evidence.map((e) => ({
                requirement: e.requirement
                  ? { ...requirementOut(e.requirement), mandatory: e.requirement.mandatory }
                  : null,
                outcome: e.outcome ?? null,
                facts: e.facts,
              })),
            }
          : { score: 0, weight: 0, neutral: true, evidence: [] }
      }
      return {
        jobId,
        applicantId,
        score: row.score,
        knockout: row.knockout,
        knockouts: StoredEvidence.parse(row.evidence).knockouts.map(requirementOut),
        reasoning: row.reasoning ?? '',
        language: org[0]?.language ?? 'en_US',
        areas,
        model: row.model,
        promptVersion: row.promptVersion,
        computedAt: row.computedAt,
      }
    },
  }
}
