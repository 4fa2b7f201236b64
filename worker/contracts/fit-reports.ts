import { z } from 'zod'
import { MESSAGE_LANGUAGES, UI_LANGUAGES } from './enums'

/** Fit reports and candidate messages (spec §2 Fit report; §7 /applicants/fit-report, fit-report-pdf). */
const FitPointSchema = z.object({ text: z.string(), facts: z.array(z.string()) })

export const FitReportSchema = z.object({
  language: z.enum(UI_LANGUAGES),
  score: z.number(),
  knockout: z.boolean(),
  summary: z.string(),
  strengths: z.array(FitPointSchema),
  gaps: z.array(FitPointSchema),
  knockouts: z.array(FitPointSchema),
  questions: z.array(z.string()),
  areas: z.array(
    z.object({ area: z.string(), label: z.string(), score: z.number(), weight: z.number(), neutral: z.boolean() }),
  ),
})
export type FitReportView = z.infer<typeof FitReportSchema>

export const FitReportRequestSchema = z.object({
  applicantId: z.string().min(1).max(64),
  jobId: z.string().min(1).max(64),
  /** Defaults to the organization's language. */
  language: z.enum(UI_LANGUAGES).optional(),
})

/** The PDF may carry the message the recruiter drafted beside the report, in its own language. */
export const FitReportPdfRequestSchema = FitReportRequestSchema.extend({
  message: z
    .object({
      language: z.enum(MESSAGE_LANGUAGES),
      subject: z.string().max(500).nullable(),
      body: z.string().trim().min(1).max(20_000),
    })
    .optional(),
})
export type FitReportPdfRequest = z.infer<typeof FitReportPdfRequestSchema>

export const FitReportResponseSchema = z.object({
  id: z.string(),
  applicant: z.object({ id: z.string(), name: z.string() }),
  job: z.object({ id: z.string(), title: z.string() }),
  report: FitReportSchema,
  model: z.string(),
  promptVersion: z.string(),
  /** Set when the configured model failed and the embedded engine wrote the report instead: why. */
  fallbackReason: z.string().optional(),
  createdAt: z.number(),
})
export type FitReportResponse = z.infer<typeof FitReportResponseSchema>

export const CandidateMessageRequestSchema = FitReportRequestSchema.omit({ language: true }).extend({
  decision: z.enum(['invite', 'reject']),
  channel: z.enum(['email', 'sms']),
  language: z.enum(MESSAGE_LANGUAGES),
})

export const CandidateMessageSchema = z.object({
  language: z.enum(MESSAGE_LANGUAGES),
  dir: z.enum(['ltr', 'rtl']),
  subject: z.string().nullable(),
  body: z.string(),
  sms: z
    .object({
      encoding: z.enum(['GSM-7', 'UCS-2']),
      units: z.number(),
      segments: z.number(),
      perSegment: z.number(),
      remaining: z.number(),
    })
    .nullable(),
  /** Who wrote it (messages AI setting) and, when a model failed and the embedded phrases answered, why. */
  model: z.string(),
  promptVersion: z.string(),
  fallbackReason: z.string().optional(),
})
export type CandidateMessage = z.infer<typeof CandidateMessageSchema>
