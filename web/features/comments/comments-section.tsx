import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import {
  addComment,
  type Comment,
  type CommentSubject,
  commentQueries,
  commentsKey,
  deleteComment,
  updateComment,
} from '../../api/comments'
import { teamQueries } from '../../api/team'
import { useCreateMutation } from '../../api/use-create-mutation'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { formatDateTime } from '../admin-users/labels'
import { CommentEditor } from './comment-editor'

interface CommentsSectionProps {
  subject: CommentSubject
  organizationId: string | null
  /** GET /api/team/names needs JOB_READ; without it the picker offers nobody. */
  canMention: boolean
}

function CommentItem({
  comment,
  candidates,
  onSaved,
  onDeleted,
}: {
  comment: Comment
  candidates: readonly { id: string; name: string }[]
  onSaved: () => void
  onDeleted: () => void
}) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const author = comment.author?.name ?? m.comments_deleted_author()
  const save = useMutation({
    mutationFn: (body: { text: string; mentions: string[] }) => updateComment(comment.id, body),
    onSuccess: () => {
      setEditing(false)
      onSaved()
    },
    onError: (error) => notify('error', { title: m.comments_update_failed(), description: errorMessage(error) }),
  })
  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: () => {
      setConfirming(false)
      onDeleted()
    },
    onError: (error) => notify('error', { title: m.comments_delete_failed(), description: errorMessage(error) }),
  })

  return (
    <li className="comment">
      <p className="comment-meta">
        <span className="comment-author">{author}</span>{' '}
        <time dateTime={new Date(comment.createdAt).toISOString()}>{formatDateTime(comment.createdAt)}</time>
        {comment.edited ? <span className="comment-edited"> · {m.comments_edited()}</span> : null}
      </p>
      {editing ? (
        <CommentEditor
          id={`comment-edit-${comment.id}`}
          label={m.comments_edit_label()}
          submitLabel={m.comments_save()}
          candidates={candidates}
          initialText={comment.text}
          initialMentions={comment.mentions}
          pending={save.isPending}
          onSubmit={async (body) => {
            try {
              await save.mutateAsync(body)
              return true
            } catch {
              return false
            }
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="comment-text">{comment.text}</p>
      )}
      {!editing && (comment.canEdit || comment.canDelete) ? (
        <div className="button-row comment-actions">
          {comment.canEdit ? (
            <button type="button" className="button button-small button-secondary" onClick={() => setEditing(true)}>
              {m.comments_edit()}
              <span className="visually-hidden"> {m.comments_by({ author })}</span>
            </button>
          ) : null}
          {comment.canDelete ? (
            <button type="button" className="button button-small button-secondary" onClick={() => setConfirming(true)}>
              {m.comments_delete()}
              <span className="visually-hidden"> {m.comments_by({ author })}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.comments_delete_title()}
        description={m.comments_delete_description()}
        confirmLabel={m.comments_delete()}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  )
}

/** Comments on an applicant or a job (spec §2), with @mentions that notify the colleague (ADR 0025). */
export function CommentsSection({ subject, organizationId, canMention }: CommentsSectionProps) {
  const queryClient = useQueryClient()
  const key = commentsKey(organizationId, subject)
  const query = useQuery(commentQueries.list(organizationId, subject))
  const names = useQuery({ ...teamQueries.names(organizationId), enabled: canMention })
  const candidates = (names.data ?? []).map((n) => ({ id: n.id, name: n.name }))
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key })
  const add = useCreateMutation({
    mutationFn: (body: { text: string; mentions: string[] }, idempotencyKey) =>
      addComment(subject, body, idempotencyKey),
    onSuccess: refresh,
    onError: (error) => notify('error', { title: m.comments_add_failed(), description: errorMessage(error) }),
  })
  const headingId = `comments-${subject.kind}-${subject.id}`

  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.comments_title()}</h2>
      {query.isError ? (
        <ErrorNotice message={m.comments_load_failed()} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <div className="skeleton-group" role="status">
          <span className="visually-hidden">{m.common_loading()}</span>
          <span className="skeleton skeleton-line" aria-hidden="true" />
        </div>
      ) : query.data.length === 0 ? (
        <p className="empty">{m.comments_none()}</p>
      ) : (
        <ul className="comment-list">
          {query.data.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              candidates={candidates}
              onSaved={refresh}
              onDeleted={refresh}
            />
          ))}
        </ul>
      )}
      <CommentEditor
        id={`comment-new-${subject.kind}-${subject.id}`}
        label={m.comments_new_label()}
        submitLabel={m.comments_add()}
        candidates={candidates}
        pending={add.isPending}
        onSubmit={async (body) => {
          try {
            await add.mutateAsync(body)
            return true
          } catch {
            return false
          }
        }}
      />
    </section>
  )
}
