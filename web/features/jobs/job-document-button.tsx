import { useMutation } from '@tanstack/react-query'
import { type JobUpload, uploadJobDocument } from '../../api/jobs'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { checkFile, UPLOAD_ACCEPT } from '../applicant-upload/file-check'
import { fileStateLabel } from '../applicant-upload/upload-screen'

/** JSON bodies stop at 1 MiB; base64 adds a third, so a job ad may have about 700 KB. */
const MAX_JOB_DOCUMENT_BYTES = 700_000

/**
 * "Upload job description" (spec §2): the document is read by the same pipeline as CVs and comes back
 * as a description and proposed requirements, which fill the form for review; nothing is saved yet.
 */
export function JobDocumentButton({ id, onParsed }: { id: string; onParsed: (upload: JobUpload) => void }) {
  const mutation = useMutation({
    mutationFn: (file: File) => uploadJobDocument(file),
    onSuccess: (upload, file) => {
      onParsed(upload)
      notify('success', { title: m.jobs_upload_done({ filename: file.name }) })
    },
    onError: (error) => notify('error', { title: m.jobs_upload_failed(), description: errorMessage(error) }),
  })

  const onFile = (file: File | undefined) => {
    if (!file || mutation.isPending) return
    const reason = checkFile(file)
    if (reason) {
      notify('error', { title: fileStateLabel({ status: 'refused', reason }) })
      return
    }
    if (file.size > MAX_JOB_DOCUMENT_BYTES) {
      notify('error', { title: m.jobs_upload_too_large() })
      return
    }
    mutation.mutate(file)
  }

  return (
    <span className="file-button">
      <input
        id={id}
        className="visually-hidden file-input"
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={mutation.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          onFile(file)
        }}
      />
      <label htmlFor={id} className="button file-input-label">
        {mutation.isPending ? m.jobs_uploading() : m.jobs_upload_document()}
      </label>
      {mutation.isPending ? (
        <span className="visually-hidden" role="status">
          {m.jobs_uploading()}
        </span>
      ) : null}
    </span>
  )
}
