/**
 * Stored rows → the engine's inputs. Applicants keep their parse split over columns and a JSON
 * profile; jobs keep requirements in rows, weights as JSON and the parser's reading of the ad in
 * `profile`. Stored JSON is parsed leniently: a missing field reads as "unknown", never as a crash.
 */
import { z } from 'zod'
import { DEGREE_LEVELS, LANGUAGE_PROFICIENCIES, MATCH_AREAS, SENIORITY_LEVELS } from '../contracts/enums'
import type { Weights } from '../contracts/jobs'
import { parseJobDescription } from '../engine/job-parsing'
import {
  type JobProfile,
  normalizeWeights,
  prepareCv,
  type Requirement,
  type StoredPreparedCv,
  serializePreparedCv,
} from '../engine/matching'
import type { ParsedCv } from '../engine/parsing'
import type { JobDerivedProfile } from '../jobs/jobs.repo'

const orNull = <T extends z.ZodType>(s: T) => s.nullable().catch(null)
const list = <T extends z.ZodType>(s: T) => z.array(s).catch([])

const StoredProfile = z.object({
  documentLanguage: orNull(z.string()),
  email: orNull(z.string()),
  phone: orNull(z.string()),
  location: orNull(z.string()),
  links: list(z.string()),
  title: orNull(z.string()),
  languages: list(z.object({ language: z.string(), proficiency: z.enum(LANGUAGE_PROFICIENCIES) })),
  degree: orNull(z.enum(DEGREE_LEVELS)),
  education: list(
    z.object({
      degree: z.string().nullable(),
      level: z.enum(DEGREE_LEVELS).nullable(),
      institution: z.string().nullable(),
      year: z.number().nullable(),
    }),
  ),
  experience: list(
    z.object({
      title: z.string().nullable(),
      company: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
  ),
  yearsOfExperience: orNull(z.number()),
  seniority: orNull(z.enum(SENIORITY_LEVELS)),
  isco: orNull(z.object({ code: z.string(), title: z.string() })),
  achievements: list(z.string()),
  evidence: z.record(z.string(), z.array(z.object({ line: z.number(), text: z.string() }))).catch({}),
})

export interface ApplicantForMatching {
  id: string
  name: string
  tagline: string | null
  summary: string | null
  hardSkills: string[]
  softSkills: string[]
  profile: unknown
  parsedByModel: string | null
  parsedByPromptVersion: string | null
  /** The stored prepared CV (engine/matching/stored-cv.ts), null until computed. */
  preparedCv: unknown
  updatedAt: number
}

/** What scoring reads of an applicant when the job never needs the CV itself (matching.repo storedCvPage). */
export type StoredCvRow = Pick<ApplicantForMatching, 'id' | 'preparedCv' | 'parsedByModel' | 'parsedByPromptVersion'>

/** What the CV side of matching is computed from. */
export type CvColumns = Pick<
  ApplicantForMatching,
  'name' | 'tagline' | 'summary' | 'hardSkills' | 'softSkills' | 'profile'
>

/** The engine's ParsedCv from an applicant row (the columns win over the JSON they came from). */
export function toParsedCv(a: CvColumns): ParsedCv {
  const p = StoredProfile.parse(a.profile ?? {})
  return {
    isCv: true,
    documentKind: 'cv',
    ...p,
    name: a.name,
    tagline: a.tagline,
    summary: a.summary,
    hardSkills: a.hardSkills,
    softSkills: a.softSkills,
  }
}

/** The prepared CV to store beside an applicant's columns, computed from the values as they are stored. */
export function storedCvOf(a: CvColumns): StoredPreparedCv {
  return serializePreparedCv(prepareCv(toParsedCv(a)))
}

const StoredWeights = z.partialRecord(z.enum(MATCH_AREAS), z.number()).catch({})

/** A job's weights over the eight areas, summing to 100 (the engine's defaults fill gaps). */
export function weightsOf(stored: unknown): Weights {
  return normalizeWeights(StoredWeights.parse(stored ?? {}))
}

/**
 * What the parser reads from a job's title and description besides the proposed requirements.
 * `cultureText`: the culture of whoever the job hires for (a recruiting client's, or the agency's own
 * for staffing, worker/clients/client-culture.ts); its culture words join the ad's for culture fit.
 */
export function deriveJobProfile(title: string, description: string, cultureText?: string | null): JobDerivedProfile {
  const parsed = parseJobDescription(`${title}\n\n${description}`)
  const own = parsed.cultureKeywords ?? []
  const extra = cultureText?.trim() ? (parseJobDescription(cultureText).cultureKeywords ?? []) : []
  return {
    // The word vote is a proposal for the recruiter (job upload); scoring keeps to the title's
    // occupation, which every isolate reads the same whether or not it loaded the vote's table.
    isco: parsed.isco && parsed.isco.source !== 'vote' ? parsed.isco : null,
    skills: parsed.skills ?? [],
    minYears: parsed.minYears ?? null,
    cultureKeywords: [...new Set([...own, ...extra])],
  }
}

export interface RequirementRow {
  attribute: Requirement['attribute']
  language: string | null
  operator: Requirement['operator']
  value: string
  maxValue: string | null
  mandatory: boolean
}

export interface JobForMatching {
  id: string
  title: string
  description: string
  attributeWeights: unknown
  profile: JobDerivedProfile | null
  matchingOption: 'ALL' | 'ASSIGNED_ONLY'
}

export function toJobProfile(job: JobForMatching, requirements: RequirementRow[]): JobProfile {
  const derived = job.profile ?? deriveJobProfile(job.title, job.description)
  return {
    title: job.title,
    description: job.description,
    requirements: requirements.map((r) => ({
      attribute: r.attribute,
      ...(r.language ? { language: r.language } : {}),
      operator: r.operator,
      value: r.value,
      maxValue: r.maxValue,
      mandatory: r.mandatory,
    })),
    weights: weightsOf(job.attributeWeights),
    isco: derived.isco,
    skills: derived.skills,
    minYears: derived.minYears,
    cultureKeywords: derived.cultureKeywords,
  }
}
