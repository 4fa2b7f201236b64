import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  FailedTaskActionResultSchema,
  FailedTaskListSchema,
  RecoverAllResultSchema,
  SearchReindexProgressSchema,
} from '../../worker/contracts/failed-tasks'
import { OkResponseSchema } from '../../worker/contracts/identity'
import { api, parseJson } from './client'

export type { FailedTask, SearchReindexProgress } from '../../worker/contracts/failed-tasks'

export const FAILED_TASKS_PAGE_SIZE = 50
/** While a task is back on the queue (RECOVERING) or a rebuild runs, the screens ask again this often. */
export const LIVE_POLL_MS = 2_000

// Platform-wide data: the keys carry no organization (switching organizations changes nothing here).
export const failedTasksKey = ['admin-failed-tasks'] as const
export const searchReindexKey = ['admin-search-reindex'] as const

export const failedTaskQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: [...failedTasksKey, 'list'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        parseJson(
          api.admin.queue.failed.$get(
            { query: { limit: String(FAILED_TASKS_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) } },
            { init: { signal } },
          ),
          FailedTaskListSchema,
        ),
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      // Live status while a recovered task is queued: poll until none is RECOVERING.
      refetchInterval: (query) =>
        query.state.data?.pages.some((page) => page.tasks.some((t) => t.status === 'RECOVERING'))
          ? LIVE_POLL_MS
          : false,
    }),
}

export const searchReindexQueries = {
  progress: (organizationId: string) =>
    queryOptions({
      queryKey: [...searchReindexKey, organizationId] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.admin.search.reindex[':organizationId'].$get({ param: { organizationId } }, { init: { signal } }),
          SearchReindexProgressSchema,
        ),
      refetchInterval: (query) =>
        query.state.data?.state === 'QUEUED' || query.state.data?.state === 'RUNNING' ? LIVE_POLL_MS : false,
    }),
}

/** Puts the task's original message back on its queue. */
export function recoverFailedTask(id: string) {
  return parseJson(api.admin.queue[':id'].recover.$post({ param: { id } }), FailedTaskActionResultSchema)
}

/** Starts the task over as a new run (a CV gets a new processing version). */
export function rerunFailedTask(id: string) {
  return parseJson(api.admin.queue[':id'].rerun.$post({ param: { id } }), FailedTaskActionResultSchema)
}

export function removeFailedTask(id: string) {
  return parseJson(api.admin.queue[':id'].remove.$post({ param: { id } }), OkResponseSchema)
}

/** One call recovers a share of the failed tasks; the caller repeats while some were recovered. */
export function recoverAllFailedTasks() {
  return parseJson(api.admin.queue.recover.failed.$post(), RecoverAllResultSchema)
}

export function startSearchReindex(organizationId: string) {
  return parseJson(
    api.admin.search.reindex[':organizationId'].$post({ param: { organizationId } }),
    SearchReindexProgressSchema,
  )
}
