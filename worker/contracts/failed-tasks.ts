import { z } from 'zod'
import { FAILED_TASK_STATUSES, SEARCH_REINDEX_STATES, UPLOAD_ERROR_TYPES } from './enums'

/**
 * Platform administration of failed queue tasks and of the search index rebuild (spec §7 Queue and
 * Search). A referenced row that is gone keeps its id and reads `name: null` (shown as "deleted").
 */
const Reference = z.object({ id: z.string(), name: z.string().nullable() })

export const FailedTaskSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** The message kind (document.process, match.job, …); null for a message that broke the contract. */
  kind: z.string().nullable(),
  status: z.enum(FAILED_TASK_STATUSES),
  errorType: z.enum(UPLOAD_ERROR_TYPES).nullable(),
  errorMessage: z.string().nullable(),
  attempts: z.number().int(),
  organization: Reference.nullable(),
  applicant: Reference.nullable(),
  job: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
  /** The uploaded file of a CV task: a CV that never became an applicant is known by its file name. */
  document: z.object({ id: z.string(), filename: z.string().nullable() }).nullable(),
  principal: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type FailedTask = z.infer<typeof FailedTaskSchema>

export const FailedTaskListSchema = z.object({
  tasks: z.array(FailedTaskSchema),
  nextCursor: z.string().nullable(),
})

export const FailedTaskListQuerySchema = z.object({
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

/** Recover or re-run one task: the task as it stands afterwards (RECOVERING until the queue has run it). */
export const FailedTaskActionResultSchema = z.object({ task: FailedTaskSchema })

/** Recover all: how many were queued again in this call, and how many failed tasks are still waiting. */
export const RecoverAllResultSchema = z.object({
  recovered: z.number().int(),
  refused: z.number().int(),
  remaining: z.number().int(),
})

/** The latest search index rebuild of an organization; `state: null` when none ever ran. */
export const SearchReindexProgressSchema = z.object({
  organizationId: z.string(),
  state: z.enum(SEARCH_REINDEX_STATES).nullable(),
  done: z.number().int(),
  total: z.number().int(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
})
export type SearchReindexProgress = z.infer<typeof SearchReindexProgressSchema>

/** The local fault switch (worker/dev, local and test mode only): CV storage unavailable or back. */
export const CvStorageFaultSchema = z.object({ unavailable: z.boolean() })
