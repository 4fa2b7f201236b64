/**
 * The JSON values matching's hot reads get back from D1 (matching.repo.ts packs a page of rows into
 * one value: about 17 µs per result row saved). Each page is parsed once, with these schemas built
 * once at module load; tests/engine/matching/packed-rows-cost.test.ts prints what that costs.
 */
import { z } from 'zod'
import { ATTRIBUTE_KINDS, COMPARISON_OPERATORS, MATCHING_OPTIONS } from '../contracts/enums'

/** [jobId, attribute, language, operator, value, maxValue, mandatory (SQLite 0/1)] */
export const PackedRequirements = z.array(
  z.tuple([
    z.string(),
    z.enum(ATTRIBUTE_KINDS),
    z.string().nullable(),
    z.enum(COMPARISON_OPERATORS),
    z.string(),
    z.string().nullable(),
    z.union([z.literal(0), z.literal(1)]),
  ]),
)

/** Applicant ids of a run, in the order of the query. */
export const PackedIds = z.array(z.string())

/** [id, prepared CV (a cache the engine checks itself: loadPreparedCv), model, prompt version] */
export const PackedStoredCvs = z.array(z.tuple([z.string(), z.unknown(), z.string().nullable(), z.string().nullable()]))

/** What the job-ad parser left in `jobs.profile` (db/schema/jobs.ts JobDerivedProfile). */
export const JobDerivedProfileSchema = z.object({
  isco: z.object({ code: z.string() }).nullable(),
  skills: z.array(z.string()),
  minYears: z.number().nullable(),
  cultureKeywords: z.array(z.string()),
})

/** applicants.hard_skills and soft_skills (drizzle types them string[]; parsed per row read). */
export const StoredSkills = z.array(z.string())

/** [id, title, description (only when profile is null), attribute weights (weightsOf parses), profile, option] */
export const PackedOpenJobs = z.array(
  z.tuple([
    z.string(),
    z.string(),
    z.string(),
    z.unknown(),
    JobDerivedProfileSchema.nullable(),
    z.enum(MATCHING_OPTIONS),
  ]),
)
