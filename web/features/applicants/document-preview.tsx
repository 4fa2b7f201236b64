import { useQuery } from '@tanstack/react-query'
import type { ApplicantDetail } from '../../api/applicants'
import { applicantDocumentUrl, applicantQueries } from '../../api/applicants'
import { useSessionUser } from '../../auth/use-session'
import { ErrorNotice } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { formatFileSize } from './labels'

type ApplicantDocument = NonNullable<ApplicantDetail['document']>

function ExtractedText({ applicantId }: { applicantId: string }) {
  const organizationId = useSessionUser()?.organizationId ?? null
  const query = useQuery(applicantQueries.text(organizationId, applicantId))
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
    ) : (
      <div className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-line" aria-hidden="true" />
        <span className="skeleton skeleton-line" aria-hidden="true" />
      </div>
    )
  }
  if (query.data.text.trim() === '') return <p className="empty">{m.applicant_no_text()}</p>
  return (
    // A named, focusable region so keyboard users can scroll a long text.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="document-text" tabIndex={0} aria-label={m.applicant_extracted_text()}>
      <pre>{query.data.text}</pre>
    </section>
  )
}

/**
 * The original CV: always downloadable (served as an attachment). PDFs are previewed from the
 * server's sandboxed inline answer; other formats (Word, images, …) are never rendered by the browser,
 * the extracted text stands in for them.
 */
export function DocumentPreview({ applicantId, document }: { applicantId: string; document: ApplicantDocument }) {
  const isPdf = document.contentType === 'application/pdf'
  return (
    <section className="card document-card" aria-labelledby="applicant-document-heading">
      <h2 id="applicant-document-heading" className="card-title">
        {m.applicant_document()}
      </h2>
      <div className="document-meta">
        <span className="document-name">{document.filename}</span>
        <span className="muted">{formatFileSize(document.sizeBytes)}</span>
        <a className="button button-small" href={applicantDocumentUrl(applicantId)} download={document.filename}>
          {m.applicant_download()}
          <span className="visually-hidden"> {document.filename}</span>
        </a>
      </div>
      {isPdf ? (
        // <object> rather than <iframe>: it has fallback content for browsers without a PDF viewer.
        <object
          className="document-frame"
          data={applicantDocumentUrl(applicantId, { inline: true })}
          type="application/pdf"
          title={m.applicant_preview_title({ filename: document.filename })}
        >
          <p className="empty">{m.applicant_preview_unavailable()}</p>
        </object>
      ) : (
        <>
          <h3 className="subheading">{m.applicant_extracted_text()}</h3>
          <ExtractedText applicantId={applicantId} />
        </>
      )}
    </section>
  )
}
