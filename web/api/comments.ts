import { queryOptions } from '@tanstack/react-query'
import { CommentSchema, CommentsResponseSchema, type CommentWriteRequest } from '../../worker/contracts/comments'
import { api, idempotencyKey, parseJson } from './client'

export type { Comment, CommentMention } from '../../worker/contracts/comments'

export type CommentSubject = { kind: 'applicant' | 'job'; id: string }

// Keys carry the organization, so switching organizations never shows the previous one's comments.
export const commentsKey = (organizationId: string | null, subject: CommentSubject) =>
  ['comments', organizationId, subject.kind, subject.id] as const

export const commentQueries = {
  /** GET /api/comments/{applicants|jobs}/{id}: the subject's comments, oldest first. */
  list: (organizationId: string | null, subject: CommentSubject) =>
    queryOptions({
      queryKey: commentsKey(organizationId, subject),
      queryFn: ({ signal }) =>
        parseJson(
          subject.kind === 'applicant'
            ? api.comments.applicants[':applicantId'].$get({ param: { applicantId: subject.id } }, { init: { signal } })
            : api.comments.jobs[':jobId'].$get({ param: { jobId: subject.id } }, { init: { signal } }),
          CommentsResponseSchema,
        ),
    }),
}

/** POST /api/comments/{applicants|jobs}/{id} under the submission's Idempotency-Key. */
export function addComment(subject: CommentSubject, body: CommentWriteRequest, key: string) {
  return parseJson(
    subject.kind === 'applicant'
      ? api.comments.applicants[':applicantId'].$post(
          { param: { applicantId: subject.id }, json: body },
          idempotencyKey(key),
        )
      : api.comments.jobs[':jobId'].$post({ param: { jobId: subject.id }, json: body }, idempotencyKey(key)),
    CommentSchema,
  )
}

export function updateComment(id: string, body: CommentWriteRequest) {
  return parseJson(api.comments[':id'].update.$post({ param: { id }, json: body }), CommentSchema)
}

export async function deleteComment(id: string): Promise<void> {
  await api.comments[':id'].delete.$post({ param: { id } })
}
