import type { Services } from '../context'
import { MATCH_AREAS, type UiLanguage } from '../contracts/enums'
import type { ApplicantMatchItem, JobMatchItem, MatchReasoning } from '../contracts/jobs'
import { prepareCv, scoreMatch } from '../engine/matching'
import { decodeCursor, encodeCursor } from '../jobs/cursor'
import { AppError } from '../lib/app-error'
import { aiProviderFor } from '../providers/ai'
import { organizationRepo } from '../tenants/organization.repo'
import { matchListsRepo } from './match-lists.repo'
import { matchingRepo } from './matching.repo'
import { toJobProfile, toParsedCv } from './profiles'
import {
  type AreaEvidenceMap,
  cacheOf,
  readAreas,
  readCachedEvidence,
  readKnockouts,
  type StoredRequirement,
} from './stored-match'

const requirementOut = (r: StoredRequirement) => ({
  attribute: r.attribute,
  language: r.language ?? null,
  operator: r.operator,
  value: r.value,
  maxValue: r.maxValue ?? null,
})

function matchFields(r: {
  jobId: string
  applicantId: string
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
    knockouts: readKnockouts(r.evidence, matchAt(r)).map(requirementOut),
    areas: readAreas(r.areas, matchAt(r)),
    computedAt: r.computedAt,
    assigned: Boolean(r.assigned),
  }
}

/** A match row in the corrupt_stored_json log line: the pair is its key. */
const matchAt = (r: { jobId: string; applicantId: string }) => ({ table: 'matches', id: `${r.jobId}/${r.applicantId}` })

/** Match lists per job and per applicant (best score first) and the reasoning of one pair. */
export function matchListsService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = matchListsRepo(db, tenantId)
  const runs = matchingRepo(db, tenantId)

  return {
    async forJob(jobId: string, limit: number, cursor: string | undefined) {
      if (!(await repo.jobExists(jobId))) throw new AppError('JOB_POSITION_NOT_FOUND')
      const rows = await repo.forJob(jobId, limit + 1, decodeCursor(cursor))
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const items: JobMatchItem[] = page.map((r) => ({
        applicantId: r.applicantId,
        name: r.name,
        tagline: r.tagline,
        ...matchFields({ ...r, jobId }),
      }))
      return {
        items,
        nextCursor: rows.length > limit && last ? encodeCursor(last.score, last.applicantId) : null,
        matching: { pending: await runs.pending('job', jobId) },
      }
    },

    async forApplicant(applicantId: string, limit: number, cursor: string | undefined) {
      if (!(await repo.applicantExists(applicantId))) throw new AppError('APPLICANT_NOT_FOUND')
      const rows = await repo.forApplicant(applicantId, limit + 1, decodeCursor(cursor))
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const items: ApplicantMatchItem[] = page.map((r) => ({
        jobId: r.jobId,
        title: r.title,
        status: r.status,
        ...matchFields({ ...r, applicantId }),
      }))
      return {
        items,
        nextCursor: rows.length > limit && last ? encodeCursor(last.score, last.jobId) : null,
        matching: { pending: await runs.pending('applicant', applicantId) },
      }
    },

    /**
     * A pair's reasoning and the evidence of every area; 404 while the pair is not scored. Runs store
     * only the numbers, so the first request explains the pair with the reference path (scoreMatch on
     * the current CV and job) and caches evidence and text in the row until the pair is scored again.
     */
    async reasoning(jobId: string, applicantId: string): Promise<MatchReasoning> {
      if (!(await repo.jobExists(jobId))) throw new AppError('JOB_POSITION_NOT_FOUND')
      if (!(await repo.applicantExists(applicantId))) throw new AppError('APPLICANT_NOT_FOUND')
      const row = await repo.pair(jobId, applicantId)
      if (!row) throw new AppError('MATCH_NOT_FOUND')
      const org = await organizationRepo(services.db.platform()).profile(tenantId)
      const orgLanguage = org?.language ?? 'en_US'
      // Rows of the former per-area form kept English evidence inside `areas`: explained again like any miss.
      let evidence = row.reasoning ? readCachedEvidence(row.areaEvidence, orgLanguage) : null
      let reasoning = row.reasoning ?? ''
      let writtenBy = { model: row.reasoningModel, promptVersion: row.reasoningPromptVersion }
      if (!evidence) {
        const explained = await explain(jobId, applicantId, orgLanguage)
        if (explained) {
          evidence = explained.evidence
          reasoning = explained.reasoning.value
          writtenBy = { model: explained.reasoning.model, promptVersion: explained.reasoning.promptVersion }
          // Cached only when it explains the stored numbers; otherwise a newer run is on its way.
          if (explained.score === row.score && explained.knockout === row.knockout) {
            await runs.cacheExplanation(jobId, applicantId, row.computedAt, explained.cache, {
              text: reasoning,
              model: explained.reasoning.model,
              promptVersion: explained.reasoning.promptVersion,
            })
          }
        }
      }
      const stored = readAreas(row.areas, matchAt({ jobId, applicantId }))
      const areas = {} as MatchReasoning['areas']
      for (const a of MATCH_AREAS) {
        areas[a] = {
          ...stored[a],
          evidence: (evidence?.[a] ?? []).map((e) => ({
            requirement: e.requirement
              ? { ...requirementOut(e.requirement), mandatory: e.requirement.mandatory }
              : null,
            outcome: e.outcome ?? null,
            facts: e.facts,
          })),
        }
      }
      return {
        jobId,
        applicantId,
        score: row.score,
        knockout: row.knockout,
        knockouts: readKnockouts(row.evidence, matchAt({ jobId, applicantId })).map(requirementOut),
        reasoning,
        language: orgLanguage,
        areas,
        model: row.model,
        promptVersion: row.promptVersion,
        reasoningModel: writtenBy.model,
        reasoningPromptVersion: writtenBy.promptVersion,
        computedAt: row.computedAt,
      }
    },
  }

  /** The reference path for one pair: evidence per area and the written reasoning; null when a side is gone. */
  async function explain(jobId: string, applicantId: string, lang: UiLanguage) {
    const [job, applicant] = await Promise.all([runs.job(jobId), runs.applicantForExplanation(applicantId)])
    if (!job || !applicant) return null
    const requirements = (await runs.requirementsOf([jobId])).get(jobId) ?? []
    const result = scoreMatch(prepareCv(toParsedCv(applicant)), toJobProfile(job, requirements))
    const cache = cacheOf(result, lang)
    // Written through the AI port with the organization's match_reasoning setting (embedded by default).
    const ai = await aiProviderFor(services, tenantId, 'match_reasoning')
    return {
      score: result.score,
      knockout: result.knockout,
      evidence: cache.areas as AreaEvidenceMap,
      cache,
      reasoning: await ai.writeReasoning(result, { jobTitle: job.title, language: lang }),
    }
  }
}
