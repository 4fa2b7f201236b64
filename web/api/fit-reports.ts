import type { z } from 'zod'
import {
  type CandidateMessageRequestSchema,
  CandidateMessageSchema,
  type FitReportPdfRequest,
  FitReportResponseSchema,
} from '../../worker/contracts/fit-reports'
import { api, idempotencyKey, parseJson } from './client'

export type {
  CandidateMessage,
  FitReportPdfRequest,
  FitReportResponse,
  FitReportView,
} from '../../worker/contracts/fit-reports'
export type CandidateMessageRequest = z.input<typeof CandidateMessageRequestSchema>

export interface FitReportRequest {
  applicantId: string
  jobId: string
  language?: 'en_US' | 'de_DE'
}

// Fit reports are written fresh on every request (and stored per generation on the server), so they
// are mutations, not cached queries.

/** POST /api/applicants/fit-report */
export function generateFitReport(input: FitReportRequest, key: string) {
  return parseJson(api.applicants['fit-report'].$post({ json: input }, idempotencyKey(key)), FitReportResponseSchema)
}

/** POST /api/applicants/fit-report/message: an invite or reject message, email or short text. */
export function generateCandidateMessage(input: CandidateMessageRequest) {
  return parseJson(api.applicants['fit-report'].message.$post({ json: input }), CandidateMessageSchema)
}

const FALLBACK_PDF_NAME = 'fit-report.pdf'

/**
 * The file name from a Content-Disposition header (`filename*=UTF-8''…` wins over `filename="…"`),
 * reduced to a safe base name so a header can never steer the download into a path.
 */
export function filenameFromDisposition(header: string | null, fallback = FALLBACK_PDF_NAME): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header)
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header)
  let name: string | undefined
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''))
    } catch {
      name = undefined
    }
  }
  name ??= (plain?.[1] ?? plain?.[2])?.trim()
  const base = name
    ?.split(/[\\/]/)
    .pop()
    ?.split('')
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
  return base && base !== '.' && base !== '..' ? base : fallback
}

/** POST /api/applicants/fit-report-pdf: the PDF as a Blob and the server's file name. */
export async function downloadFitReportPdf(
  input: FitReportPdfRequest,
  key: string,
): Promise<{ blob: Blob; filename: string }> {
  const response = await api.applicants['fit-report-pdf'].$post({ json: input }, idempotencyKey(key))
  const blob = await response.blob()
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition'))
  return { blob: blob.type ? blob : new Blob([blob], { type: 'application/pdf' }), filename }
}
