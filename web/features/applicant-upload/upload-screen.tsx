import { Link } from '@tanstack/react-router'
import { useAtom, useSetAtom, useStore } from 'jotai'
import { type DragEvent, useEffect, useState, useSyncExternalStore } from 'react'
import { createApplicants, requestUploadUrls, uploadFile } from '../../api/applicants'
import { reportInterruptedUploads } from '../../api/upload-status'
import { ProgressBar } from '../../components/progress-bar'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { notificationPanelOpenAtom, uploadSessionAtom } from '../../state/uploads'
import { formatFileSize } from '../applicants/labels'
import { addToUploadBatch, closeUploadBatch, openUploadBatch } from '../upload-status/batch-store'
import { type RefusalReason, UPLOAD_ACCEPT } from './file-check'
import { forgetArrived, rememberAnnounced, reportPending } from './pending-uploads'
import type { FileState, UploadEntry } from './upload-runner'
import { summarize, UploadSession, type UploadSummary } from './upload-session'

/** Rows rendered at once: thousands of list items would make every update slow. */
export const UPLOAD_MAX_ROWS = 200
const INPUT_ID = 'upload-files-input'

const noSubscription = () => () => {}
const noSnapshot = () => 0

const REFUSAL_LABELS: Record<RefusalReason | 'server', () => string> = {
  unsupported: () => m.upload_refused_unsupported(),
  too_large: () => m.upload_refused_too_large(),
  empty: () => m.upload_refused_empty(),
  server: () => m.upload_refused_server(),
}

export function fileStateLabel(state: FileState): string {
  switch (state.status) {
    case 'waiting':
      return m.upload_state_waiting()
    case 'uploading':
      return m.upload_state_uploading()
    case 'uploaded':
      return m.upload_state_uploaded()
    case 'refused':
      return `${m.upload_state_refused()}: ${REFUSAL_LABELS[state.reason]()}`
    case 'failed':
      return `${m.upload_state_failed()}: ${state.stage === 'create' ? m.applicants_add_failed() : errorMessage(state.error)}`
  }
}

/** What the live region says: coarse steps while running (not every file), the result at the end. */
function liveSummary(summary: UploadSummary, running: boolean): string {
  if (running) {
    const percent = summary.total === 0 ? 0 : Math.floor((summary.settled / summary.total) * 10) * 10
    return m.upload_running_summary({ percent: formatCount(percent) })
  }
  return m.upload_done_summary({
    uploaded: formatCount(summary.uploaded),
    refused: formatCount(summary.refused),
    failed: formatCount(summary.failed),
  })
}

function FileRow({ entry }: { entry: UploadEntry<File> }) {
  return (
    <li className="upload-row" data-status={entry.state.status}>
      <span className="upload-row-name">{entry.file.name}</span>
      <span className="upload-row-size">{formatFileSize(entry.file.size)}</span>
      <span className="upload-row-state">{fileStateLabel(entry.state)}</span>
    </li>
  )
}

function DropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false)
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) onFiles([...event.dataTransfer.files])
  }
  return (
    // The drop target is an extra for mouse users; the labelled file input does the same for everyone.
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop has no keyboard equivalent; the input is it
    <div
      className="drop-zone"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className="drop-zone-hint">{m.upload_drop_hint()}</p>
      <input
        id={INPUT_ID}
        className="visually-hidden file-input"
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        disabled={disabled}
        aria-describedby="upload-formats"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          // Cleared so that choosing the same files again still counts as a change.
          event.target.value = ''
          onFiles(files)
        }}
      />
      <label htmlFor={INPUT_ID} className="button button-primary file-input-label">
        {m.upload_choose_files()}
      </label>
      <p id="upload-formats" className="field-hint">
        {m.upload_formats_hint()}
      </p>
    </div>
  )
}

/** Spec §2 "Upload applicant": choose or drop many CVs; each file's state and the overall progress. */
export function UploadScreen({ owner }: { owner: string }) {
  const store = useStore()
  const [current, setCurrent] = useAtom(uploadSessionAtom)
  const openPanel = useSetAtom(notificationPanelOpenAtom)
  const [problemsOnly, setProblemsOnly] = useState(false)
  const session = current?.owner === owner ? current.session : null
  useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getSnapshot ?? noSnapshot)
  const running = session?.running ?? false

  // Leaving the page stops nothing, but closing the tab would: ask first.
  useEffect(() => {
    if (!running) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [running])

  const start = (files: File[]) => {
    if (files.length === 0 || running) return
    const next = new UploadSession<File>(files)
    setCurrent({ owner, session: next })
    const batchId = openUploadBatch(store)
    void next
      .start(
        {
          // One Idempotency-Key per call: each call is one step of this single run (`running` keeps
          // a second run from starting), and a later round asks for other files, hence a new key.
          requestUploadUrls: async (files) => {
            const answer = await requestUploadUrls(files, crypto.randomUUID())
            // Until its bytes arrive, a reload of this tab would lose the file: remember it (ADR 0033).
            rememberAnnounced(
              owner,
              answer.uploads.map((u) => u.documentId),
            )
            return answer
          },
          uploadFile: async (target, file) => {
            await uploadFile(target, file)
            forgetArrived(owner, target.documentId)
          },
          createApplicants: async (documentIds) => {
            try {
              return await createApplicants(documentIds, crypto.randomUUID())
            } catch (error) {
              notify('error', { title: m.applicants_add_failed() })
              throw error
            }
          },
        },
        { onProcessing: (documentIds) => addToUploadBatch(store, batchId, documentIds) },
      )
      .finally(() => {
        closeUploadBatch(store, batchId)
        // Files whose upload failed stay announced on the server: show them as interrupted as well.
        void reportPending(owner, reportInterruptedUploads).catch(() => undefined)
      })
  }

  const summary = session ? summarize(session.entries) : null
  const listed = session
    ? (problemsOnly
        ? session.entries.filter((entry) => entry.state.status === 'refused' || entry.state.status === 'failed')
        : session.entries
      ).slice(0, UPLOAD_MAX_ROWS)
    : []
  const listedTotal = summary === null ? 0 : problemsOnly ? summary.refused + summary.failed : summary.total

  return (
    <>
      <DropZone disabled={running} onFiles={start} />
      {session && summary ? (
        <section className="card upload-progress" aria-labelledby="upload-files-heading">
          <h2 id="upload-files-heading" className="card-title">
            {m.upload_files_title({ count: formatCount(summary.total) })}
          </h2>
          <ProgressBar
            value={summary.total === 0 ? 0 : (summary.settled / summary.total) * 100}
            label={m.upload_progress_label()}
            valueText={m.upload_progress_text({
              done: formatCount(summary.settled),
              total: formatCount(summary.total),
            })}
          />
          <p className="upload-counts">
            {m.upload_progress_text({ done: formatCount(summary.settled), total: formatCount(summary.total) })}
          </p>
          <p className="upload-live" role="status" aria-live="polite">
            {liveSummary(summary, running)}
          </p>
          {!running ? (
            <div className="upload-done">
              {summary.uploaded > 0 ? <p>{m.upload_done_processing()}</p> : null}
              <div className="button-row">
                {summary.uploaded > 0 ? (
                  <button type="button" className="button button-primary" onClick={() => openPanel(true)}>
                    {m.upload_show_notifications()}
                  </button>
                ) : null}
                <Link to="/applicants" className="button">
                  {m.upload_go_to_applicants()}
                </Link>
              </div>
            </div>
          ) : null}
          {summary.refused + summary.failed > 0 ? (
            <label className="checkbox-field">
              <input type="checkbox" checked={problemsOnly} onChange={(e) => setProblemsOnly(e.target.checked)} />
              {m.upload_problems_only()}
            </label>
          ) : null}
          <ul className="upload-list" aria-label={m.upload_list_label()}>
            {listed.map((entry, index) => (
              // Files have no id of their own; the order of a session never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: stable order within one upload
              <FileRow key={index} entry={entry} />
            ))}
          </ul>
          {listedTotal > listed.length ? (
            <p className="table-note">{m.upload_more_files({ count: formatCount(listedTotal - listed.length) })}</p>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
