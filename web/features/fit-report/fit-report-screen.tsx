import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { UI_LANGUAGES, type UiLanguage } from '../../../worker/contracts/enums'
import { ApiError } from '../../api/client'
import {
  downloadFitReportPdf,
  type FitReportPdfRequest,
  type FitReportRequest,
  generateFitReport,
} from '../../api/fit-reports'
import { useCreateMutation } from '../../api/use-create-mutation'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { applicantName } from '../applicants/applicant-name'
import { languageName } from '../identity/language-field'
import { FitReportContent } from './fit-report-view'
import { HrefLink } from './href-link'
import { MessageComposer, type MessageDraft } from './message-composer'
import { saveBlob } from './save-blob'

/** 'Failed to generate candidate fit report', with the server's reason when it has one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'FIT_REPORT_FAILED') return errorMessage(error)
  return m.fit_report_failed()
}

function matchesHref(jobId: string): string {
  return `/jobs/${encodeURIComponent(jobId)}?tab=matches`
}

function BackLinks({ applicantId, jobId }: { applicantId: string; jobId?: string }) {
  return (
    <nav className="breadcrumb fit-back-links" aria-label={m.fit_back_links()}>
      <Link to="/applicants/$applicantId" params={{ applicantId }}>
        {m.fit_back_to_applicant()}
      </Link>
      {jobId ? <HrefLink href={matchesHref(jobId)}>{m.fit_back_to_matches()}</HrefLink> : null}
    </nav>
  )
}

/** The request for the PDF: the report, and the drafted message when there is one. */
function pdfRequest(request: FitReportRequest, draft: MessageDraft | null): FitReportPdfRequest {
  if (!draft || draft.body.trim() === '') return request
  return {
    ...request,
    message: {
      language: draft.language,
      subject: draft.channel === 'email' && draft.subject.trim() !== '' ? draft.subject : null,
      body: draft.body,
    },
  }
}

function DownloadPdfButton({ request, draft }: { request: FitReportRequest; draft: MessageDraft | null }) {
  const hintId = useId()
  const mutation = useCreateMutation({
    mutationFn: (_, key) => downloadFitReportPdf(pdfRequest(request, draft), key),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    onError: (error) => notify('error', { title: m.fit_pdf_failed(), description: errorMessage(error) }),
  })
  return (
    <>
      <button
        type="button"
        className="button"
        aria-disabled={mutation.isPending || undefined}
        aria-describedby={draft ? hintId : undefined}
        onClick={() => {
          if (!mutation.isPending) mutation.mutate()
        }}
      >
        {mutation.isPending ? (
          <>
            <span className="spinner" aria-hidden="true" />
            &nbsp;{m.fit_pdf_downloading()}
          </>
        ) : (
          m.fit_download_pdf()
        )}
      </button>
      {draft ? (
        <span id={hintId} className="field-hint">
          {m.fit_pdf_with_message()}
        </span>
      ) : null}
    </>
  )
}

/**
 * The fit report of one applicant for one job (spec §2 Fit report): written fresh when the page
 * opens (and when its language changes), then downloadable as a PDF and the base of a message.
 */
export function FitReportScreen({
  applicantId,
  jobId,
  language,
  onLanguageChange,
}: {
  applicantId: string
  jobId: string | undefined
  language: UiLanguage | undefined
  onLanguageChange: (language: UiLanguage) => void
}) {
  // Not useCreateMutation: a language change while one report is written asks for another one. The
  // key travels in the variables instead, one per generation (and reused if TanStack Query retries).
  const mutation = useMutation({
    mutationFn: ({ idempotencyKey, ...input }: FitReportRequest & { idempotencyKey: string }) =>
      generateFitReport(input, idempotencyKey),
  })
  const result = mutation.data
  const [draft, setDraft] = useState<MessageDraft | null>(null)
  useDocumentTitle(result ? m.fit_title_for({ name: applicantName(result.applicant.name) }) : m.fit_title())

  // Generate once per applicant, job and language. The ref keeps React's development double effect
  // (StrictMode) from writing two reports for one visit.
  const requested = useRef<string | null>(null)
  const { mutate } = mutation
  useEffect(() => {
    if (!jobId) return
    const key = `${applicantId}|${jobId}|${language ?? ''}`
    if (requested.current === key) return
    requested.current = key
    mutate({ applicantId, jobId, ...(language ? { language } : {}), idempotencyKey: crypto.randomUUID() })
  }, [applicantId, jobId, language, mutate])

  if (!jobId) {
    return (
      <>
        <BackLinks applicantId={applicantId} />
        <h1>{m.fit_title()}</h1>
        <p className="notice">{m.fit_no_job()}</p>
      </>
    )
  }

  const request: FitReportRequest = { applicantId, jobId, ...(language ? { language } : {}) }
  const reportLanguage = language ?? result?.report.language
  return (
    <>
      <BackLinks applicantId={applicantId} jobId={jobId} />
      <div className="page-header">
        <div>
          <h1>{result ? m.fit_title_for({ name: applicantName(result.applicant.name) }) : m.fit_title()}</h1>
          {result ? <p className="tagline">{m.fit_for_job({ title: result.job.title })}</p> : null}
        </div>
        <div className="button-row fit-actions">
          <div className="field field-inline">
            <label htmlFor="fit-report-language">{m.fit_report_language()}</label>
            <select
              id="fit-report-language"
              value={reportLanguage ?? ''}
              disabled={mutation.isPending}
              onChange={(event) => {
                const next = UI_LANGUAGES.find((code) => code === event.target.value)
                if (next) onLanguageChange(next)
              }}
            >
              {reportLanguage ? null : <option value="">{m.fit_report_language_default()}</option>}
              {UI_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          </div>
          {result ? <DownloadPdfButton request={request} draft={draft} /> : null}
        </div>
      </div>
      {mutation.isPending || mutation.isIdle ? (
        <div className="page-pending" role="status">
          <span className="spinner" aria-hidden="true" />
          {m.fit_generating()}
        </div>
      ) : mutation.isError ? (
        <ErrorNotice
          message={failureText(mutation.error)}
          onRetry={() => mutation.mutate({ ...request, idempotencyKey: crypto.randomUUID() })}
        />
      ) : result ? (
        <>
          <FitReportContent result={result} />
          <MessageComposer
            key={`${applicantId}|${jobId}`}
            applicantId={applicantId}
            jobId={jobId}
            defaultLanguage={result.report.language}
            onDraftChange={setDraft}
          />
        </>
      ) : null}
    </>
  )
}
