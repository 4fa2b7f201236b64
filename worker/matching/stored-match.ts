/**
 * The stored form of a scored pair (ADR 0014). Every pair keeps what the lists show: the eight area
 * scores with their weights and neutral flags in a compact JSON (`{s, w, n}`, about 100 bytes) and
 * the failed mandatory requirements. Per-area evidence is computed for the pair someone opens.
 * Rows written before that change hold one object per area with its evidence; both read the same.
 */
import { z } from 'zod'
import {
  ATTRIBUTE_KINDS,
  COMPARISON_OPERATORS,
  MATCH_AREAS,
  REQUIREMENT_OUTCOMES,
  type UiLanguage,
} from '../contracts/enums'
import {
  evaluateRequirement,
  type JobProfile,
  type MatchResult,
  type PreparedCv,
  type PreparedJob,
  prepareJob,
  type Requirement,
} from '../engine/matching'
import { writeFact } from '../engine/prose'
import { parseStored, type StoredAt } from '../lib/stored-json'

type Area = (typeof MATCH_AREAS)[number]

/** Area scores, weights and neutral flags (1/0) in MATCH_AREAS order. */
export interface CompactAreas {
  s: number[]
  w: number[]
  n: number[]
}

/** A job prepared once for a run: the fast path's input and what every pair of it shares. */
export interface ScoringJob {
  prepared: PreparedJob
  weights: number[]
  /** Neutral depends on the job alone (an area it sets no target for), so it is settled here. */
  neutral: number[]
  mandatory: Requirement[]
}

export function scoringJob(profile: JobProfile): ScoringJob {
  const prepared = prepareJob(profile)
  // The reference path's neutral rules (engine/matching areas-*), read off the prepared job; a test
  // holds them equal to scoreMatch's flags.
  const neutral: Record<Area, boolean> = {
    skills: prepared.skills.length === 0,
    seniority: prepared.levels.seniority.length === 0,
    degree: prepared.levels.degree.length === 0,
    language_proficiency: prepared.levels.language_proficiency.length === 0,
    isco: !profile.isco?.code && prepared.isco.length === 0,
    professional_experience: prepared.minYears === null && prepared.titleStems.length === 0,
    culture_fit: prepared.culture.length === 0,
    notable_achievements: false,
  }
  return {
    prepared,
    weights: Array.from(prepared.weights),
    neutral: MATCH_AREAS.map((a) => (neutral[a] ? 1 : 0)),
    mandatory: profile.requirements.filter((r) => r.mandatory),
  }
}

export function compactAreas(job: ScoringJob, areas: Float64Array): CompactAreas {
  return { s: Array.from(areas), w: job.weights, n: job.neutral }
}

/**
 * Whether scoring against this job may read the CV itself rather than only its prepared form: culture
 * keywords of more than two words are confirmed in the CV's statements (scorePair), and with several
 * mandatory requirements a knockout names the failed ones by evaluating them (knockoutsOf).
 */
export function readsWholeCv(job: ScoringJob): boolean {
  return job.mandatory.length > 1 || job.prepared.culture.some((k) => k.words.length > 2)
}

/**
 * The failed mandatory requirements of a knocked-out pair, as scoreMatch lists them. With one
 * mandatory requirement the knockout names it; with several, each is evaluated (only for pairs that
 * are knocked out).
 */
export function knockoutsOf(job: ScoringJob, cv: PreparedCv, knockout: boolean): Requirement[] {
  if (!knockout) return []
  if (job.mandatory.length === 1) return job.mandatory
  return job.mandatory.filter((r) => evaluateRequirement(cv.cv, r, cv.skills).outcome === 'mismatch')
}

const StoredRequirement = z.object({
  attribute: z.enum(ATTRIBUTE_KINDS),
  language: z.string().nullish(),
  operator: z.enum(COMPARISON_OPERATORS),
  value: z.string(),
  maxValue: z.string().nullish(),
  mandatory: z.boolean().catch(false),
})
export type StoredRequirement = z.infer<typeof StoredRequirement>
const StoredAreaEvidence = z
  .array(
    z.object({
      requirement: StoredRequirement.nullish(),
      outcome: z.enum(REQUIREMENT_OUTCOMES).nullish(),
      facts: z.array(z.string()).catch([]),
    }),
  )
  .catch([])
export type StoredAreaEvidence = z.infer<typeof StoredAreaEvidence>
const Compact = z.object({ s: z.array(z.number()), w: z.array(z.number()), n: z.array(z.number()) })
const LegacyArea = z.object({
  score: z.number(),
  weight: z.number(),
  neutral: z.boolean(),
  evidence: StoredAreaEvidence,
})
/**
 * The `areas` column of a match row: the compact form, or one object per area in rows written
 * before it. Both are written by this code, so anything else is a corrupt row, not a missing fact.
 */
const StoredAreas = z.union([Compact, z.partialRecord(z.enum(MATCH_AREAS), LegacyArea)])
/** The `evidence` column: what knocked the pair out (and the inputs' model, not read here). */
const StoredKnockouts = z.object({ knockouts: z.array(StoredRequirement) })

/** The failed mandatory requirements of a stored pair; a row that breaks the form answers STORED_DATA_CORRUPT. */
export function readKnockouts(stored: unknown, at: StoredAt): StoredRequirement[] {
  return parseStored(StoredKnockouts, stored, at).knockouts
}

export type AreaScores = Record<Area, { score: number; weight: number; neutral: boolean }>

/** The eight area scores of a stored row, compact or in the former per-area form (parsed once). */
export function readAreas(stored: unknown, at: StoredAt): AreaScores {
  const out = {} as AreaScores
  const parsed = parseStored(StoredAreas, stored, at)
  if ('s' in parsed) {
    const { s, w, n } = parsed
    MATCH_AREAS.forEach((a, i) => {
      out[a] = { score: s[i] ?? 0, weight: w[i] ?? 0, neutral: (n[i] ?? 1) === 1 }
    })
    return out
  }
  const legacy: Partial<Record<Area, z.infer<typeof LegacyArea>>> = parsed
  for (const a of MATCH_AREAS) {
    const l = legacy[a]
    out[a] = l ? { score: l.score, weight: l.weight, neutral: l.neutral } : { score: 0, weight: 0, neutral: true }
  }
  return out
}

/** Per-area evidence as cached in `area_evidence`. */
export type AreaEvidenceMap = Record<Area, StoredAreaEvidence>
const CachedEvidence = z.object({
  language: z.string(),
  areas: z.partialRecord(z.enum(MATCH_AREAS), StoredAreaEvidence),
})

export function readCachedEvidence(cached: unknown, language: string): AreaEvidenceMap | null {
  const parsed = CachedEvidence.safeParse(cached)
  if (!parsed.success || parsed.data.language !== language) return null
  return fill(parsed.data.areas)
}

function fill(areas: Partial<AreaEvidenceMap>): AreaEvidenceMap {
  const out = {} as AreaEvidenceMap
  for (const a of MATCH_AREAS) out[a] = areas[a] ?? []
  return out
}

/**
 * What is cached for a pair once explained: the evidence of scoreMatch with its facts written in the
 * reader's language, tagged with that language (a cache in another language, or from before facts were
 * written per language, tagged `en`/`de`, is explained again).
 */
export function cacheOf(result: MatchResult, language: UiLanguage) {
  const areas = {} as AreaEvidenceMap
  for (const a of MATCH_AREAS) {
    areas[a] = result.areas[a].evidence.map((e) => ({
      ...(e.requirement ? { requirement: e.requirement } : {}),
      ...(e.outcome ? { outcome: e.outcome } : {}),
      facts: e.facts.map((f) => writeFact(f, language)),
    }))
  }
  return { language, areas }
}
