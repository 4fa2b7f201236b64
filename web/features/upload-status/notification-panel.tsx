import { Popover, Portal } from '@ark-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtom, useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import { isRetryableUpload, type UploadStatusItem, type UploadStatusOp } from '../../../worker/contracts/upload-status'
import { removeAllUploadStatus, removeUploadStatus, retryUpload } from '../../api/upload-status'
import { BellIcon, NOTIFICATION_SUMMARY_ID } from '../../components/layout/shell-twins'
import { ProgressBar } from '../../components/progress-bar'
import { notify } from '../../components/toast/toaster'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { notificationPanelOpenAtom, replacedDocumentsAtom, uploadStatusAtom } from '../../state/uploads'
import { applyUploadStatusOps, trackDocuments } from './batch-store'
import { MentionNotifications } from './mention-notifications'
import { NotificationBadge, NotificationSummary, useMentionNotifications } from './notification-badge'
import { uploadErrorLabel } from './upload-error-label'
import { countUnseen } from './upload-status-list'
import { useSeenUploads } from './use-seen-uploads'

/** Rows rendered at once; thousands of uploads would otherwise make opening the panel slow. */
export const PANEL_MAX_ROWS = 200

const displayName = (item: UploadStatusItem) => item.title || item.filename

function useUploadStatusActions() {
  const store = useStore()
  const applyLocally = (ops: UploadStatusOp[]) => void applyUploadStatusOps(store, ops)

  // The stream brings every change too; applying it here as well makes the panel answer at once
  // even while the stream reconnects. Both are idempotent.
  const remove = useMutation({
    mutationFn: removeUploadStatus,
    onSuccess: (_, documentId) => applyLocally([{ op: 'DELETE', documentId }]),
    onError: () => notify('error', { title: m.notifications_delete_failed() }),
  })
  const removeAll = useMutation({
    mutationFn: removeAllUploadStatus,
    onSuccess: () => applyLocally([{ op: 'CLEAR' }]),
    onError: () => notify('error', { title: m.notifications_delete_failed() }),
  })
  const retry = useMutation({
    mutationFn: (item: UploadStatusItem) => retryUpload(item.documentId),
    onSuccess: (_, item) => {
      // Processing again: the old error must not count as the outcome of the retry.
      applyLocally([
        {
          op: 'SET',
          documentId: item.documentId,
          item: { ...item, status: 'PROCESSING', progress: 0, errorType: null, reason: null, updatedAt: Date.now() },
        },
      ])
      trackDocuments(store, [item.documentId])
    },
    onError: () => notify('error', { title: m.notifications_retry_failed() }),
  })
  return { remove, removeAll, retry }
}

function NotificationRow({
  item,
  applicantId,
  actions,
  onNavigate,
}: {
  item: UploadStatusItem
  applicantId: string
  actions: ReturnType<typeof useUploadStatusActions>
  onNavigate: () => void
}) {
  const name = displayName(item)
  return (
    <li className="notification-item" data-status={item.status.toLowerCase()}>
      <div className="notification-text">
        <p className="notification-name">{name}</p>
        {item.status === 'PROCESSING' ? (
          <>
            <p className="notification-status">{m.notifications_processing()}</p>
            <ProgressBar
              value={item.progress}
              label={m.notifications_progress_label({ name })}
              valueText={`${item.progress} %`}
            />
          </>
        ) : item.status === 'SUCCESS' && item.reason === 'duplicate' ? (
          // The same file was imported before: nothing new, the link goes to the candidate it is in.
          <p className="notification-status">
            {m.upload_reason_duplicate()}{' '}
            <Link to="/applicants/$applicantId" params={{ applicantId }} onClick={onNavigate}>
              {m.notifications_view_existing()}
              <span className="visually-hidden"> {name}</span>
            </Link>
          </p>
        ) : item.status === 'SUCCESS' ? (
          <p className="notification-status">
            {m.notifications_success()}{' '}
            {item.type === 'CV' ? (
              <Link to="/applicants/$applicantId" params={{ applicantId }} onClick={onNavigate}>
                {m.notifications_view_document()}
                <span className="visually-hidden"> {name}</span>
              </Link>
            ) : null}
          </p>
        ) : (
          <>
            <p className="notification-status notification-error">
              {item.reason === 'interrupted'
                ? uploadErrorLabel(item.errorType, item.reason)
                : `${m.notifications_failed()}: ${uploadErrorLabel(item.errorType, item.reason)}`}
            </p>
            {item.reason === 'interrupted' ? (
              // The bytes never arrived: only the file itself can help, so the upload screen opens.
              <Link to="/applicants/upload" className="button button-small" onClick={onNavigate}>
                {m.notifications_choose_again()}
                <span className="visually-hidden"> {name}</span>
              </Link>
            ) : isRetryableUpload(item) ? (
              <button
                type="button"
                className="button button-small"
                aria-disabled={actions.retry.isPending || undefined}
                onClick={() => {
                  if (!actions.retry.isPending) actions.retry.mutate(item)
                }}
              >
                {m.notifications_retry()}
                <span className="visually-hidden"> {name}</span>
              </button>
            ) : null}
          </>
        )}
      </div>
      <button
        type="button"
        className="icon-button notification-remove"
        aria-label={m.notifications_remove({ name })}
        onClick={() => actions.remove.mutate(item.documentId)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}

/**
 * The header's notification button and panel (spec §1 "notifications for document uploads"), with
 * the member's mentions in comments and chats above the uploads (ADR 0025).
 */
export function NotificationPanel() {
  const [open, setOpen] = useAtom(notificationPanelOpenAtom)
  const { items } = useAtomValue(uploadStatusAtom).list
  const replaced = useAtomValue(replacedDocumentsAtom)
  const actions = useUploadStatusActions()
  const shown = items.slice(0, PANEL_MAX_ROWS)
  const mentions = useMentionNotifications()
  // The badge counts what changed since the panel was last open, not every upload ever listed.
  const { seenAt, markSeen } = useSeenUploads()
  const unseen = countUnseen(items, seenAt)
  const latest = items.reduce((max, item) => Math.max(max, item.updatedAt), 0)
  useEffect(() => {
    if (open && latest > 0) markSeen(latest)
  }, [open, latest, markSeen])
  const badge = unseen.unseen + mentions.unread
  const hasMentions = (mentions.query.data?.items.length ?? 0) > 0

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger
        className="icon-button notification-trigger"
        aria-describedby={NOTIFICATION_SUMMARY_ID}
        data-shell-control="notifications"
      >
        <BellIcon />
        <span className="visually-hidden">{m.notifications_title()}</span>
        <NotificationBadge count={badge} failed={unseen.failed} />
      </Popover.Trigger>
      <NotificationSummary items={items} unreadMentions={mentions.unread} />
      <Portal>
        <Popover.Positioner>
          <Popover.Content className="notification-panel" aria-label={m.notifications_title()}>
            <div className="notification-panel-header">
              <Popover.Title className="notification-panel-title">{m.notifications_title()}</Popover.Title>
              {items.length > 0 ? (
                <button
                  type="button"
                  className="button button-small"
                  aria-disabled={actions.removeAll.isPending || undefined}
                  onClick={() => {
                    if (!actions.removeAll.isPending) actions.removeAll.mutate()
                  }}
                >
                  {m.notifications_remove_all()}
                </button>
              ) : null}
              <Popover.CloseTrigger className="icon-button" aria-label={m.notifications_close()}>
                <span aria-hidden="true">×</span>
              </Popover.CloseTrigger>
            </div>
            <MentionNotifications onNavigate={() => setOpen(false)} />
            {items.length === 0 ? (
              hasMentions ? null : (
                <p className="empty">{m.notifications_empty()}</p>
              )
            ) : (
              <ul className="notification-list">
                {shown.map((item) => (
                  <NotificationRow
                    key={item.documentId}
                    item={item}
                    // The item names its applicant (a duplicate's is another document's); older items do not,
                    // and a new upload's applicant has the document's id (guaranteed by the API).
                    applicantId={item.applicantId ?? replaced[item.documentId] ?? item.documentId}
                    actions={actions}
                    onNavigate={() => setOpen(false)}
                  />
                ))}
              </ul>
            )}
            {items.length > shown.length ? (
              <p className="table-note">{m.notifications_more({ count: formatCount(items.length - shown.length) })}</p>
            ) : null}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
