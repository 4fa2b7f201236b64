import { z } from 'zod'
import { EntityIdSchema } from './params'

/** Longest comment: a few paragraphs; longer notes belong in the applicant's or job's own fields. */
export const COMMENT_MAX_LENGTH = 5000
/** Most members one comment can mention. */
export const COMMENT_MAX_MENTIONS = 20

/** Spec §5: a comment must not be empty ('Message cannot be empty'); blank space alone is empty. */
export const CommentTextSchema = z
  .string()
  .trim()
  .min(1, 'Message cannot be empty')
  .max(COMMENT_MAX_LENGTH, `Must be at most ${COMMENT_MAX_LENGTH} characters`)

/** POST /api/comments/{applicants|jobs}/{id} and POST /api/comments/{id}/update. */
export const CommentWriteRequestSchema = z.object({
  text: CommentTextSchema,
  /** User ids of mentioned team members (picked in the text area); non-members are dropped. */
  mentions: z.array(EntityIdSchema).max(COMMENT_MAX_MENTIONS).default([]),
})
export type CommentWriteRequest = z.infer<typeof CommentWriteRequestSchema>

export const CommentMentionSchema = z.object({ id: z.string(), name: z.string() })
export type CommentMention = z.infer<typeof CommentMentionSchema>

/** One comment on an applicant or a job (spec §3 Applicant comments). */
export const CommentSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Null once the author's account is deleted. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  mentions: z.array(CommentMentionSchema),
  createdAt: z.number(),
  updatedAt: z.number(),
  edited: z.boolean(),
  /** What the current member may do with it: edit their own; delete their own, admins any. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
})
export type Comment = z.infer<typeof CommentSchema>

/** GET /api/comments/{applicants|jobs}/{id}: oldest first, like a conversation. */
export const CommentsResponseSchema = z.array(CommentSchema)

export const CommentApplicantParam = z.object({ applicantId: EntityIdSchema })
export const CommentJobParam = z.object({ jobId: EntityIdSchema })
