import { z } from 'zod'
import {
  DEGREE_LEVELS,
  DUPLICATE_MATCHES,
  LANGUAGE_PROFICIENCIES,
  MATCHING_OPTIONS,
  PROCESSING_STATES,
  SENIORITY_LEVELS,
} from './enums'
import { LANGUAGE_CODES } from './languages'

/** Spec §5: document upload formats. The server still decides the real type from the bytes. */
export const UPLOAD_EXTENSIONS = ['pdf', 'txt', 'doc', 'docx', 'jpeg', 'jpg', 'png', 'pptx'] as const
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
/** One request may announce this many files; the SPA sends larger selections in chunks. */
export const MAX_FILES_PER_REQUEST = 1000

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? ''

export const UploadFileSchema = z
  .object({
    filename: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .refine((n) => (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(n)), {
        message: 'Unsupported file type. Allowed: pdf, txt, doc, docx, jpeg, jpg, png, pptx',
      }),
    size: z.number().int().min(1).max(MAX_UPLOAD_BYTES, { message: 'The file is larger than 20 MB' }),
    contentType: z.string().max(200).default('application/octet-stream'),
  })
  .meta({ examples: [{ filename: 'cv.pdf', size: 1024, contentType: 'application/pdf' }] })

/** POST /api/applicants/upload-url */
export const UploadUrlRequestSchema = z.object({ files: z.array(UploadFileSchema).min(1).max(MAX_FILES_PER_REQUEST) })
export const UploadTargetSchema = z.object({
  documentId: z.string(),
  filename: z.string(),
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.number(),
})
export const UploadUrlResponseSchema = z.object({ uploads: z.array(UploadTargetSchema) })
export type UploadTarget = z.infer<typeof UploadTargetSchema>

/** POST /api/applicants: start processing uploaded documents (one applicant per CV). */
export const CreateApplicantsRequestSchema = z.object({
  documentIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_FILES_PER_REQUEST),
})
/** skipped counts documents not queued, of which `refused` failed at once on the plan's applicant limit. */
export const CreateApplicantsResponseSchema = z.object({
  accepted: z.number(),
  skipped: z.number(),
  refused: z.number(),
})

export const ApplicantListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The dashboard's drill-down: only those with this skill (a canonical key of worker/metrics/skill-key.ts). */
  skill: z.string().trim().min(1).max(120).optional(),
})

export const ApplicantListItemSchema = z.object({
  id: z.string(),
  /** Blank when the CV names nobody; the screens then say so beside `filename`. */
  name: z.string(),
  /** The current CV's file name (null before one is stored). */
  filename: z.string().nullable(),
  tagline: z.string().nullable(),
  createdAt: z.number(),
  applicationsCount: z.number(),
  openToAll: z.boolean(),
  processingState: z.enum(PROCESSING_STATES),
  /** Agencies: the client the applicant is assigned to (bulk client assignment). */
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export const ApplicantListResponseSchema = z.object({
  items: z.array(ApplicantListItemSchema),
  nextCursor: z.string().nullable(),
})
export type ApplicantListItem = z.infer<typeof ApplicantListItemSchema>

export const ApplicantProfileSchema = z.object({
  documentLanguage: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  links: z.array(z.string()),
  title: z.string().nullable(),
  languages: z.array(z.object({ language: z.string(), proficiency: z.enum(LANGUAGE_PROFICIENCIES) })),
  degree: z.enum(DEGREE_LEVELS).nullable(),
  education: z.array(
    z.object({
      degree: z.string().nullable(),
      level: z.enum(DEGREE_LEVELS).nullable(),
      institution: z.string().nullable(),
      year: z.number().nullable(),
    }),
  ),
  experience: z.array(
    z.object({
      title: z.string().nullable(),
      company: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
  ),
  yearsOfExperience: z.number().nullable(),
  seniority: z.enum(SENIORITY_LEVELS).nullable(),
  isco: z.object({ code: z.string(), title: z.string() }).nullable(),
  achievements: z.array(z.string()),
  /** Fields a recruiter corrected (Edit CV): a re-parse of the same document keeps them (ADR 0031). */
  corrected: z.object({ fields: z.array(z.string()), at: z.number(), by: z.string().nullable() }).nullable(),
})
export type ApplicantProfile = z.infer<typeof ApplicantProfileSchema>

/**
 * The profile as stored in `applicants.profile`: rows written by the seed, the benchmark or an older
 * parser may lack fields, which read as empty; a field of the wrong type is a corrupt row.
 */
const F = ApplicantProfileSchema.shape
export const StoredApplicantProfileSchema = z.object({
  documentLanguage: F.documentLanguage.default(null),
  email: F.email.default(null),
  phone: F.phone.default(null),
  location: F.location.default(null),
  links: F.links.default([]),
  title: F.title.default(null),
  languages: F.languages.default([]),
  degree: F.degree.default(null),
  education: F.education.default([]),
  experience: F.experience.default([]),
  yearsOfExperience: F.yearsOfExperience.default(null),
  seniority: F.seniority.default(null),
  // The seed wrote a bare code before 2026-11-24; nothing ever read it (matching saw no occupation).
  isco: z.union([F.isco, z.string().transform(() => null)]).default(null),
  achievements: F.achievements.default([]),
  corrected: F.corrected.default(null),
})

export const ApplicantDocumentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
})

export const ApplicantDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  summary: z.string().nullable(),
  hardSkills: z.array(z.string()),
  softSkills: z.array(z.string()),
  matchingOption: z.enum(MATCHING_OPTIONS),
  processingState: z.enum(PROCESSING_STATES),
  createdAt: z.number(),
  updatedAt: z.number(),
  profile: ApplicantProfileSchema.nullable(),
  document: ApplicantDocumentSchema.nullable(),
  /** The model and prompt version that produced the profile. */
  parsedBy: z.object({ model: z.string(), promptVersion: z.string() }).nullable(),
})
export type ApplicantDetail = z.infer<typeof ApplicantDetailSchema>

/** Edit CV bounds: the SPA's form checks the same numbers before sending. */
export const PROFILE_EDIT_LIMITS = {
  text: 200,
  phone: 50,
  languages: 30,
  education: 30,
  experience: 50,
  maxYears: 70,
} as const

const editText = (max: number) => z.string().trim().min(1).max(max).nullable()
/** CV dates as the parser writes them: "2019" or "2019-03". */
export const CV_MONTH_PATTERN = /^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/
const cvMonth = z.string().regex(CV_MONTH_PATTERN, 'A date is YYYY or YYYY-MM')

/**
 * The profile fields Edit CV may set (spec §2), each replacing the stored value as a whole. What the
 * matcher reads (worker/matching/profiles.ts toParsedCv) is exactly these plus the columns below.
 * `isco` is a 4-digit ISCO-08 unit group; the server stores it with its taxonomy title.
 */
export const ProfileEditSchema = z
  .object({
    email: z.email().max(254).nullable(),
    phone: editText(PROFILE_EDIT_LIMITS.phone),
    location: editText(PROFILE_EDIT_LIMITS.text),
    title: editText(PROFILE_EDIT_LIMITS.text),
    languages: z
      .array(z.object({ language: z.enum(LANGUAGE_CODES), proficiency: z.enum(LANGUAGE_PROFICIENCIES) }))
      .max(PROFILE_EDIT_LIMITS.languages)
      .refine((list) => new Set(list.map((l) => l.language)).size === list.length, {
        message: 'Each language once',
      }),
    degree: z.enum(DEGREE_LEVELS).nullable(),
    education: z
      .array(
        z.object({
          degree: editText(PROFILE_EDIT_LIMITS.text),
          level: z.enum(DEGREE_LEVELS).nullable(),
          institution: editText(PROFILE_EDIT_LIMITS.text),
          year: z.number().int().min(1900).max(2100).nullable(),
        }),
      )
      .max(PROFILE_EDIT_LIMITS.education),
    experience: z
      .array(
        z
          .object({
            title: editText(PROFILE_EDIT_LIMITS.text),
            company: editText(PROFILE_EDIT_LIMITS.text),
            start: cvMonth.nullable(),
            end: z.union([cvMonth, z.literal('present')]).nullable(),
          })
          // "2019" < "2019-03" < "present" as strings, which is the order of the dates.
          .refine((e) => !e.start || !e.end || e.end === 'present' || e.start <= e.end, {
            message: 'The end is before the start',
            path: ['end'],
          }),
      )
      .max(PROFILE_EDIT_LIMITS.experience),
    yearsOfExperience: z.number().min(0).max(PROFILE_EDIT_LIMITS.maxYears).nullable(),
    seniority: z.enum(SENIORITY_LEVELS).nullable(),
    isco: z
      .string()
      .regex(/^\d{4}$/, 'An ISCO-08 unit group has 4 digits')
      .nullable(),
  })
  .partial()
export type ProfileEdit = z.infer<typeof ProfileEditSchema>

/** POST /api/applicants/:id/update: edit fields, or replace the CV (re-processed like a new upload). */
export const UpdateApplicantRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200).optional(),
    /** null or empty: the tagline is built from title, seniority and skills again (ADR 0031). */
    tagline: z.string().trim().max(300).nullable().optional(),
    summary: z.string().trim().max(5000).nullable().optional(),
    hardSkills: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
    softSkills: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
    matchingOption: z.enum(MATCHING_OPTIONS).optional(),
    profile: ProfileEditSchema.optional(),
    documentId: z.string().min(1).max(64).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' })

export const DeleteApplicantsRequestSchema = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(500) })

/** POST /api/applicants/batch-subscribe: the current state of a batch of uploads. */
export const BatchSubscribeRequestSchema = z.object({
  documentIds: z.array(z.string().min(1).max(64)).min(1).max(1000),
})

/** POST /api/upload-status/retry and /remove. */
export const UploadStatusActionSchema = z.object({ documentId: z.string().min(1).max(64) })
/** POST /api/upload-status/interrupted: announced files whose upload a reloaded tab lost (ADR 0033). */
export const UploadInterruptedRequestSchema = z.object({
  documentIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_FILES_PER_REQUEST),
})

/** POST /api/applicants/:id/duplicates/keep | merge: the existing person the flag points at. */
export const DuplicateActionSchema = z.object({ existingId: z.string().min(1).max(64) })
export const ApplicantDuplicateSchema = z.object({
  existingId: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  match: z.enum(DUPLICATE_MATCHES),
  createdAt: z.number(),
})
/** GET /api/applicants/:id/duplicates: open likely-duplicate flags, oldest first. */
export const ApplicantDuplicatesResponseSchema = z.object({ items: z.array(ApplicantDuplicateSchema) })
export type ApplicantDuplicate = z.infer<typeof ApplicantDuplicateSchema>
