import { z } from 'zod'
import {
  ATTRIBUTE_KINDS,
  COMPARISON_OPERATORS,
  DEGREE_LEVELS,
  JOB_STATUSES,
  LANGUAGE_PROFICIENCIES,
  MATCH_AREAS,
  MATCHING_OPTIONS,
  REQUIREMENT_OUTCOMES,
  SENIORITY_LEVELS,
} from './enums'

/** Spec §5 and §9: title at least 5 characters, description at least 50. */
export const JOB_TITLE_MIN = 5
export const JOB_DESCRIPTION_MIN = 50
/** Bulk calls and requirement lists stay below D1's per-invocation limits. */
export const MAX_BULK_IDS = 100
export const MAX_REQUIREMENTS = 50

const atLeast = (value: number) => ({ message: `Must be at least ${value} characters` })
const atMost = (value: number) => ({ message: `Must be at most ${value} characters` })
const Id = z.string().min(1).max(64)
const Ids = z.array(Id).min(1).max(MAX_BULK_IDS)

export const JobTitleSchema = z.string().trim().min(JOB_TITLE_MIN, atLeast(JOB_TITLE_MIN)).max(200, atMost(200))
export const JobDescriptionSchema = z
  .string()
  .trim()
  .min(JOB_DESCRIPTION_MIN, atLeast(JOB_DESCRIPTION_MIN))
  .max(50_000, atMost(50_000))

const SCALES: Partial<Record<(typeof ATTRIBUTE_KINDS)[number], readonly string[]>> = {
  degree: DEGREE_LEVELS,
  seniority: SENIORITY_LEVELS,
  language_proficiency: LANGUAGE_PROFICIENCIES,
}

/** One requirement (spec §3): an attribute, an operator (BETWEEN with value and maxValue), mandatory or not. */
export const RequirementSchema = z
  .object({
    attribute: z.enum(ATTRIBUTE_KINDS),
    /** ISO 639-1 code; required for language_proficiency, ignored otherwise. */
    language: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/)
      .nullish(),
    operator: z.enum(COMPARISON_OPERATORS),
    value: z.string().trim().min(1).max(200),
    maxValue: z.string().trim().min(1).max(200).nullish(),
    mandatory: z.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    const scale = SCALES[r.attribute]
    if (scale && !scale.includes(r.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Unknown level' })
    if (scale && r.maxValue && !scale.includes(r.maxValue))
      ctx.addIssue({ code: 'custom', path: ['maxValue'], message: 'Unknown level' })
    if (r.attribute === 'isco' && !/^\d{1,4}$/.test(r.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'An ISCO-08 code has 1 to 4 digits' })
    if (r.operator === 'BETWEEN' && !r.maxValue)
      ctx.addIssue({ code: 'custom', path: ['maxValue'], message: 'BETWEEN needs a maxValue' })
    if (r.attribute === 'language_proficiency' && !r.language)
      ctx.addIssue({ code: 'custom', path: ['language'], message: 'Name the language' })
  })
export type RequirementInput = z.infer<typeof RequirementSchema>

export const RequirementResponseSchema = z.object({
  id: z.string(),
  attribute: z.enum(ATTRIBUTE_KINDS),
  language: z.string().nullable(),
  operator: z.enum(COMPARISON_OPERATORS),
  value: z.string(),
  maxValue: z.string().nullable(),
  mandatory: z.boolean(),
})

/** Attribute weights over the eight match areas, integer percentages that sum to 100. */
export const WeightsSchema = z.object(
  Object.fromEntries(MATCH_AREAS.map((a) => [a, z.number()])) as Record<(typeof MATCH_AREAS)[number], z.ZodNumber>,
)
export type Weights = z.infer<typeof WeightsSchema>

/**
 * POST /jobs/{id}/skill-weight and /tenant/skill-weight: either a whole set (scaled to sum 100) or one
 * area moved to a new value (the others rebalance proportionally).
 */
export const UpdateWeightsRequestSchema = z.union([
  z.object({ weights: z.partialRecord(z.enum(MATCH_AREAS), z.number()) }),
  z.object({ area: z.enum(MATCH_AREAS), value: z.number() }),
])
export const WeightsResponseSchema = z.object({
  weights: WeightsSchema,
  /** False when nothing was set yet and `weights` shows the defaults. */
  isSet: z.boolean(),
})

/** GET /jobs */
export const JobListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(JOB_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  /** The dashboard's drill-down: only those with this skill (a canonical key of worker/metrics/skill-key.ts). */
  skill: z.string().trim().min(1).max(120).optional(),
})
export const JobListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  matchingOption: z.enum(MATCHING_OPTIONS),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.number(),
  assignedCount: z.number(),
})
export const JobListResponseSchema = z.object({ items: z.array(JobListItemSchema), nextCursor: z.string().nullable() })
export type JobListItem = z.infer<typeof JobListItemSchema>

/** POST /jobs */
export const CreateJobRequestSchema = z.object({
  title: JobTitleSchema,
  description: JobDescriptionSchema,
  requirements: z.array(RequirementSchema).max(MAX_REQUIREMENTS).default([]),
  matchingOption: z.enum(MATCHING_OPTIONS).default('ALL'),
  clientId: Id.nullish(),
})
/** POST /jobs/{id}/update: requirements, when given, replace all of the job's requirements. */
export const UpdateJobRequestSchema = z.object({
  title: JobTitleSchema.optional(),
  description: JobDescriptionSchema.optional(),
  requirements: z.array(RequirementSchema).max(MAX_REQUIREMENTS).optional(),
  matchingOption: z.enum(MATCHING_OPTIONS).optional(),
})

/** Background matching: how many applicants (job side) or positions (applicant side) are left. */
export const MatchingProgressSchema = z.object({ pending: z.number() })

export const JobDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(JOB_STATUSES),
  matchingOption: z.enum(MATCHING_OPTIONS),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  requirements: z.array(RequirementResponseSchema),
  weights: WeightsResponseSchema,
  recruiters: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  counts: z.object({ assigned: z.number(), matched: z.number(), knockouts: z.number() }),
  matching: MatchingProgressSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  openedAt: z.number().nullable(),
  closedAt: z.number().nullable(),
})
export type JobDetail = z.infer<typeof JobDetailSchema>

export const DeleteJobsRequestSchema = z.object({ ids: Ids })
export const DeleteJobsResponseSchema = z.object({ deleted: z.number() })

/** POST /jobs/{id}/client (clientId null removes it) and /jobs/client (bulk). */
export const SetClientRequestSchema = z.object({ clientId: Id.nullable() })
export const BulkSetClientRequestSchema = z.object({ ids: Ids, clientId: Id.nullable() })

/** POST /jobs/{id}/status and /jobs/status (bulk). */
export const SetStatusRequestSchema = z.object({ status: z.enum(JOB_STATUSES) })
export const BulkSetStatusRequestSchema = z.object({ ids: Ids, status: z.enum(JOB_STATUSES) })
export const BulkResultSchema = z.object({
  updated: z.array(z.string()),
  /** Jobs that were not changed, with the error code that says why. */
  refused: z.array(z.object({ id: z.string(), code: z.string() })),
})

/** POST /jobs/{id}/add-recruiter and delete-recruiter. */
export const RecruiterRequestSchema = z.object({ userId: Id })
/** The job's recruiters after add-recruiter or delete-recruiter. */
export const RecruitersResponseSchema = z.object({
  recruiters: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
})

/** POST /jobs/apply-applicant */
export const ApplyApplicantRequestSchema = z.object({ jobId: Id, applicantId: Id })
/** POST /jobs/{id}/bulk-assign-unassign-applicant */
export const BulkAssignRequestSchema = z
  .object({
    assign: z.array(Id).max(MAX_BULK_IDS).default([]),
    unassign: z.array(Id).max(MAX_BULK_IDS).default([]),
  })
  .refine((b) => b.assign.length + b.unassign.length > 0, { message: 'Nothing to assign or unassign' })
export const AssignResultSchema = z.object({ assigned: z.number(), unassigned: z.number() })

/** GET /jobs/{id}/match and /applicants/{id}/match */
export const MatchListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const AreaScoreSchema = z.object({ score: z.number(), weight: z.number(), neutral: z.boolean() })
export const FailedRequirementSchema = z.object({
  attribute: z.enum(ATTRIBUTE_KINDS),
  language: z.string().nullable(),
  operator: z.enum(COMPARISON_OPERATORS),
  value: z.string(),
  maxValue: z.string().nullable(),
})
const MatchFields = {
  score: z.number(),
  knockout: z.boolean(),
  /** Mandatory requirements that were not met (shown, never hidden). */
  knockouts: z.array(FailedRequirementSchema),
  areas: z.record(z.enum(MATCH_AREAS), AreaScoreSchema),
  computedAt: z.number(),
  assigned: z.boolean(),
}
export const JobMatchItemSchema = z.object({
  applicantId: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  ...MatchFields,
})
export const JobMatchListSchema = z.object({
  items: z.array(JobMatchItemSchema),
  nextCursor: z.string().nullable(),
  matching: MatchingProgressSchema,
})
export const ApplicantMatchItemSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  ...MatchFields,
})
export const ApplicantMatchListSchema = z.object({
  items: z.array(ApplicantMatchItemSchema),
  nextCursor: z.string().nullable(),
  matching: MatchingProgressSchema,
})
export type JobMatchItem = z.infer<typeof JobMatchItemSchema>
export type ApplicantMatchItem = z.infer<typeof ApplicantMatchItemSchema>

/** GET /jobs/{id}/match-reasoning?applicantId= and /applicants/{id}/match-reasoning?jobId= */
export const JobReasoningQuerySchema = z.object({ applicantId: Id })
export const ApplicantReasoningQuerySchema = z.object({ jobId: Id })
export const AreaEvidenceSchema = z.object({
  requirement: FailedRequirementSchema.extend({ mandatory: z.boolean() }).nullable(),
  outcome: z.enum(REQUIREMENT_OUTCOMES).nullable(),
  facts: z.array(z.string()),
})
export const MatchReasoningSchema = z.object({
  jobId: z.string(),
  applicantId: z.string(),
  score: z.number(),
  knockout: z.boolean(),
  knockouts: z.array(FailedRequirementSchema),
  reasoning: z.string(),
  /** The organization's language the reasoning is written in. */
  language: z.string(),
  areas: z.record(z.enum(MATCH_AREAS), AreaScoreSchema.extend({ evidence: z.array(AreaEvidenceSchema) })),
  /** The model and prompt version of the CV facts the score rests on. */
  model: z.string(),
  promptVersion: z.string(),
  /** Who wrote `reasoning` (match_reasoning AI setting); null for reasoning cached before this was kept. */
  reasoningModel: z.string().nullable(),
  reasoningPromptVersion: z.string().nullable(),
  computedAt: z.number(),
})
export type MatchReasoning = z.infer<typeof MatchReasoningSchema>

/** GET /jobs/{id}/assigned-applicants and unassigned-applicants */
export const JobApplicantsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export const JobApplicantItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  createdAt: z.number(),
  score: z.number().nullable(),
  knockout: z.boolean().nullable(),
})
export const JobApplicantListSchema = z.object({
  items: z.array(JobApplicantItemSchema),
  nextCursor: z.string().nullable(),
})

/** POST /applicants/{id}/job and /applicants/{id}/delete-job */
export const ApplicantJobRequestSchema = z.object({ jobId: Id })
/** POST /jobs/{id}/match-with-all and /applicants/{id}/match-with-all */
export const MatchWithAllResponseSchema = z.object({
  matchingOption: z.enum(MATCHING_OPTIONS),
  matching: MatchingProgressSchema,
})

/** POST /jobs/upload-url: a job-description document, parsed into a description and proposed requirements. */
export const JobUploadRequestSchema = z.object({
  filename: z.string().trim().min(1).max(255),
  /** The document's bytes, base64 (a job ad is small: JSON bodies stop at 1 MiB). */
  contentBase64: z.string().min(1).max(1_000_000),
})
export const JobUploadResponseSchema = z.object({
  title: z.string(),
  description: z.string(),
  requirements: z.array(FailedRequirementSchema.extend({ mandatory: z.boolean() })),
})
