import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { JobStatus } from '../../worker/contracts/enums'
import {
  AssignResultSchema,
  BulkResultSchema,
  type CreateJobRequestSchema,
  DeleteJobsResponseSchema,
  JobApplicantListSchema,
  JobDetailSchema,
  JobListResponseSchema,
  JobUploadResponseSchema,
  MatchWithAllResponseSchema,
  type UpdateJobRequestSchema,
  type UpdateWeightsRequestSchema,
  WeightsResponseSchema,
} from '../../worker/contracts/jobs'
import { api, idempotencyKey, parseJson } from './client'
import { MATCH_POLL_MS } from './matches'

export type {
  JobDetail,
  JobListItem,
  RequirementInput,
  Weights,
} from '../../worker/contracts/jobs'
export type CreateJobRequest = z.infer<typeof CreateJobRequestSchema>
export type UpdateJobRequest = z.infer<typeof UpdateJobRequestSchema>
export type UpdateWeightsRequest = z.infer<typeof UpdateWeightsRequestSchema>
export type JobUpload = z.infer<typeof JobUploadResponseSchema>
export type BulkResult = z.infer<typeof BulkResultSchema>

export const JOBS_PAGE_SIZE = 50
/** BulkSetStatusRequestSchema and DeleteJobsRequestSchema take at most this many ids. */
export const JOBS_BULK_CHUNK = 100

export interface JobListFilter {
  search?: string
  status?: JobStatus
  /** The dashboard's drill-down: a canonical skill key; `skillName` only labels the filter. */
  skill?: string
  skillName?: string
}

// Keys carry the organization, so switching organizations never shows the previous one's jobs.
export const jobsKey = (organizationId: string | null) => ['jobs', organizationId] as const
export const tenantWeightsKey = (organizationId: string | null) => ['tenant-weights', organizationId] as const

export const jobQueries = {
  list: (organizationId: string | null, filter: JobListFilter = {}) =>
    infiniteQueryOptions({
      queryKey: [
        ...jobsKey(organizationId),
        'list',
        filter.search ?? '',
        filter.status ?? '',
        filter.skill ?? '',
      ] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        parseJson(
          api.jobs.$get(
            {
              query: {
                limit: String(JOBS_PAGE_SIZE),
                ...(pageParam ? { cursor: pageParam } : {}),
                ...(filter.search ? { search: filter.search } : {}),
                ...(filter.status ? { status: filter.status } : {}),
                ...(filter.skill ? { skill: filter.skill } : {}),
              },
            },
            { init: { signal } },
          ),
          JobListResponseSchema,
        ),
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      staleTime: 30_000,
    }),
  detail: (organizationId: string | null, id: string) =>
    queryOptions({
      queryKey: [...jobsKey(organizationId), 'detail', id] as const,
      queryFn: ({ signal }) =>
        parseJson(api.jobs[':id'].$get({ param: { id } }, { init: { signal } }), JobDetailSchema),
      // While a matching run is going the counts change: ask again until nothing is left.
      refetchInterval: (query) => ((query.state.data?.matching.pending ?? 0) > 0 ? MATCH_POLL_MS : false),
      staleTime: 30_000,
    }),
  /** Assigned (true) or unassigned (false) applicants of a job. */
  applicants: (organizationId: string | null, id: string, assigned: boolean) =>
    infiniteQueryOptions({
      queryKey: [...jobsKey(organizationId), 'applicants', id, assigned] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const route = assigned ? api.jobs[':id']['assigned-applicants'] : api.jobs[':id']['unassigned-applicants']
        return parseJson(
          route.$get(
            { param: { id }, query: { limit: String(JOBS_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) } },
            { init: { signal } },
          ),
          JobApplicantListSchema,
        )
      },
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      staleTime: 10_000,
    }),
  /** The organization's default attribute weights (only jobs created later copy them). */
  tenantWeights: (organizationId: string | null) =>
    queryOptions({
      queryKey: tenantWeightsKey(organizationId),
      queryFn: ({ signal }) =>
        parseJson(api.tenant['skill-weight'].$get({}, { init: { signal } }), WeightsResponseSchema),
      staleTime: 30_000,
    }),
}

export function createJob(request: CreateJobRequest, key: string) {
  return parseJson(api.jobs.$post({ json: request }, idempotencyKey(key)), JobDetailSchema)
}

export function updateJob(id: string, request: UpdateJobRequest) {
  return parseJson(api.jobs[':id'].update.$post({ param: { id }, json: request }), JobDetailSchema)
}

export function deleteJob(id: string) {
  return parseJson(api.jobs[':id'].delete.$post({ param: { id } }), DeleteJobsResponseSchema)
}

function chunks<T>(items: readonly T[], size = JOBS_BULK_CHUNK): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

/** POST /api/jobs/delete in chunks; stops at the first failing chunk. */
export async function deleteJobs(ids: readonly string[]): Promise<number> {
  let deleted = 0
  for (const chunk of chunks(ids)) {
    deleted += (await parseJson(api.jobs.delete.$post({ json: { ids: chunk } }), DeleteJobsResponseSchema)).deleted
  }
  return deleted
}

export function setJobStatus(id: string, status: JobStatus) {
  return parseJson(api.jobs[':id'].status.$post({ param: { id }, json: { status } }), JobDetailSchema)
}

/** POST /api/jobs/status: each job on its own; refused ones come back with the reason's code. */
export async function setJobsStatus(ids: readonly string[], status: JobStatus): Promise<BulkResult> {
  const result: BulkResult = { updated: [], refused: [] }
  for (const chunk of chunks(ids)) {
    const part = await parseJson(api.jobs.status.$post({ json: { ids: chunk, status } }), BulkResultSchema)
    result.updated.push(...part.updated)
    result.refused.push(...part.refused)
  }
  return result
}

export function setJobWeights(id: string, request: UpdateWeightsRequest) {
  return parseJson(api.jobs[':id']['skill-weight'].$post({ param: { id }, json: request }), WeightsResponseSchema)
}

export function setTenantWeights(request: UpdateWeightsRequest) {
  return parseJson(api.tenant['skill-weight'].$post({ json: request }), WeightsResponseSchema)
}

const RecruitersSchema = z.object({
  recruiters: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
})

export function removeRecruiter(id: string, userId: string) {
  return parseJson(api.jobs[':id']['delete-recruiter'].$post({ param: { id }, json: { userId } }), RecruitersSchema)
}

export function matchJobWithAll(id: string, key: string) {
  return parseJson(
    api.jobs[':id']['match-with-all'].$post({ param: { id } }, idempotencyKey(key)),
    MatchWithAllResponseSchema,
  )
}

/** POST /api/jobs/{id}/bulk-assign-unassign-applicant, in chunks of the contract's maximum. */
export async function assignApplicants(
  id: string,
  change: { assign?: readonly string[]; unassign?: readonly string[] },
): Promise<{ assigned: number; unassigned: number }> {
  const total = { assigned: 0, unassigned: 0 }
  const assign = chunks(change.assign ?? [])
  const unassign = chunks(change.unassign ?? [])
  for (let i = 0; i < Math.max(assign.length, unassign.length); i++) {
    const part = await parseJson(
      api.jobs[':id']['bulk-assign-unassign-applicant'].$post({
        param: { id },
        json: { assign: assign[i] ?? [], unassign: unassign[i] ?? [] },
      }),
      AssignResultSchema,
    )
    total.assigned += part.assigned
    total.unassigned += part.unassigned
  }
  return total
}

/** Reads a file into base64 without blowing the stack on large inputs. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  const step = 0x8000
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step))
  return btoa(binary)
}

/** POST /api/jobs/upload-url: a job-description document → description and proposed requirements. */
export async function uploadJobDocument(file: File): Promise<JobUpload> {
  return parseJson(
    api.jobs['upload-url'].$post({ json: { filename: file.name, contentBase64: await fileToBase64(file) } }),
    JobUploadResponseSchema,
  )
}
