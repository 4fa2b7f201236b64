import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import {
  ApplicantMatchListSchema,
  AssignResultSchema,
  JobMatchListSchema,
  MatchReasoningSchema,
  MatchWithAllResponseSchema,
} from '../../worker/contracts/jobs'
import { api, idempotencyKey, parseJson } from './client'

export type { ApplicantMatchItem, JobMatchItem, MatchReasoning } from '../../worker/contracts/jobs'

export const MATCHES_PAGE_SIZE = 50
/** While matching runs ('N applicants left'), the lists are asked again this often. */
export const MATCH_POLL_MS = 2000

export const matchesKey = (organizationId: string | null) => ['matches', organizationId] as const

/** Poll while the first page says work is pending; stop once nothing is left. */
function pollWhilePending(data: { pages: { matching: { pending: number } }[] } | undefined): number | false {
  return (data?.pages[0]?.matching.pending ?? 0) > 0 ? MATCH_POLL_MS : false
}

export const matchQueries = {
  /** Applicants of a job, best score first. */
  forJob: (organizationId: string | null, jobId: string) =>
    infiniteQueryOptions({
      queryKey: [...matchesKey(organizationId), 'job', jobId] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        parseJson(
          api.jobs[':id'].match.$get(
            {
              param: { id: jobId },
              query: { limit: String(MATCHES_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) },
            },
            { init: { signal } },
          ),
          JobMatchListSchema,
        ),
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      refetchInterval: (query) => pollWhilePending(query.state.data),
      staleTime: 10_000,
    }),
  /** Open positions of an applicant, best score first. */
  forApplicant: (organizationId: string | null, applicantId: string) =>
    infiniteQueryOptions({
      queryKey: [...matchesKey(organizationId), 'applicant', applicantId] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        parseJson(
          api.applicants[':id'].match.$get(
            {
              param: { id: applicantId },
              query: { limit: String(MATCHES_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) },
            },
            { init: { signal } },
          ),
          ApplicantMatchListSchema,
        ),
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      refetchInterval: (query) => pollWhilePending(query.state.data),
      staleTime: 10_000,
    }),
  /** The reasoning and evidence of one applicant–job pair. */
  reasoning: (organizationId: string | null, jobId: string, applicantId: string) =>
    queryOptions({
      queryKey: [...matchesKey(organizationId), 'reasoning', jobId, applicantId] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.jobs[':id']['match-reasoning'].$get(
            { param: { id: jobId }, query: { applicantId } },
            { init: { signal } },
          ),
          MatchReasoningSchema,
        ),
      staleTime: 30_000,
    }),
}

/** POST /api/applicants/{id}/job */
export function assignApplicantToJob(applicantId: string, jobId: string, key: string) {
  return parseJson(
    api.applicants[':id'].job.$post({ param: { id: applicantId }, json: { jobId } }, idempotencyKey(key)),
    AssignResultSchema,
  )
}

/** POST /api/applicants/{id}/delete-job */
export function unassignApplicantFromJob(applicantId: string, jobId: string) {
  return parseJson(
    api.applicants[':id']['delete-job'].$post({ param: { id: applicantId }, json: { jobId } }),
    AssignResultSchema,
  )
}

/** POST /api/applicants/{id}/match-with-all */
export function matchApplicantWithAll(applicantId: string, key: string) {
  return parseJson(
    api.applicants[':id']['match-with-all'].$post({ param: { id: applicantId } }, idempotencyKey(key)),
    MatchWithAllResponseSchema,
  )
}

/** How long an edit's re-match is followed before the lists are left to their own refresh. */
const FOLLOW_LIMIT_MS = 120_000

/**
 * An edit matches the applicant again in the background: once its run is done, every match list of
 * the organization (a job's, with the tagline and knockouts) is asked again, whichever screen is open.
 */
export async function refreshMatchesWhenRematched(
  queryClient: QueryClient,
  organizationId: string | null,
  applicantId: string,
): Promise<void> {
  const deadline = Date.now() + FOLLOW_LIMIT_MS
  while (Date.now() < deadline) {
    const page = await parseJson(
      api.applicants[':id'].match.$get({ param: { id: applicantId }, query: { limit: '1' } }),
      ApplicantMatchListSchema,
    ).catch(() => null)
    // Done, or the applicant cannot be read (deleted, signed out): the lists are asked once more.
    if (!page || page.matching.pending === 0) break
    await new Promise((resolve) => setTimeout(resolve, MATCH_POLL_MS))
  }
  await queryClient.invalidateQueries({ queryKey: matchesKey(organizationId) })
}
