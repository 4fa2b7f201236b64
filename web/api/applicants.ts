import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  ApplicantDetailSchema,
  ApplicantDuplicatesResponseSchema,
  ApplicantListResponseSchema,
  CreateApplicantsResponseSchema,
  type UpdateApplicantRequestSchema,
  type UploadTarget,
  UploadUrlResponseSchema,
} from '../../worker/contracts/applicants'
import { applicantsKey } from './applicants-key'
import { ApiError, api, idempotencyKey, NETWORK_ERROR, parseJson, request } from './client'

export type {
  ApplicantDetail,
  ApplicantDuplicate,
  ApplicantListItem,
  UploadTarget,
} from '../../worker/contracts/applicants'

export type UpdateApplicantRequest = z.input<typeof UpdateApplicantRequestSchema>

export const APPLICANTS_PAGE_SIZE = 50

const ApplicantTextSchema = z.object({ text: z.string() })

export { applicantsKey }

export const applicantQueries = {
  /** `skill`: the dashboard's drill-down, a canonical skill key. */
  list: (organizationId: string | null, skill?: string) =>
    infiniteQueryOptions({
      queryKey: [...applicantsKey(organizationId), 'list', skill ?? ''] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        parseJson(
          api.applicants.$get(
            {
              query: {
                limit: String(APPLICANTS_PAGE_SIZE),
                ...(pageParam ? { cursor: pageParam } : {}),
                ...(skill ? { skill } : {}),
              },
            },
            { init: { signal } },
          ),
          ApplicantListResponseSchema,
        ),
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      // The route prefetches; without a stale time the table would fetch the same page again on mount.
      staleTime: 30_000,
    }),
  detail: (organizationId: string | null, id: string) =>
    queryOptions({
      queryKey: [...applicantsKey(organizationId), 'detail', id] as const,
      queryFn: ({ signal }) =>
        parseJson(api.applicants[':id'].$get({ param: { id } }, { init: { signal } }), ApplicantDetailSchema),
      staleTime: 30_000,
    }),
  /** Likely duplicate people of an applicant, waiting for merge or keep (issue 19). */
  duplicates: (organizationId: string | null, id: string) =>
    queryOptions({
      queryKey: [...applicantsKey(organizationId), 'duplicates', id] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.applicants[':id'].duplicates.$get({ param: { id } }, { init: { signal } }),
          ApplicantDuplicatesResponseSchema,
        ),
      staleTime: 30_000,
    }),
  /** The extracted text of the original document, the preview of formats a browser cannot show safely. */
  text: (organizationId: string | null, id: string) =>
    queryOptions({
      queryKey: [...applicantsKey(organizationId), 'text', id] as const,
      queryFn: ({ signal }) =>
        parseJson(api.applicants[':id'].text.$get({ param: { id } }, { init: { signal } }), ApplicantTextSchema),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}

/** The original file: served as an attachment; `inline` asks for the sandboxed PDF preview. */
export function applicantDocumentUrl(id: string, options: { inline?: boolean } = {}): string {
  const path = `/api/applicants/${encodeURIComponent(id)}/document`
  return options.inline ? `${path}?inline=1` : path
}

export interface UploadFileInfo {
  filename: string
  size: number
  contentType: string
}

/** POST /api/applicants/upload-url: one upload target per file, in the order of `files`. */
export function requestUploadUrls(files: readonly UploadFileInfo[], key: string) {
  return parseJson(
    api.applicants['upload-url'].$post({ json: { files: [...files] } }, idempotencyKey(key)),
    UploadUrlResponseSchema,
  )
}

/**
 * Sends a file to its upload target. The Worker's own endpoint (a path on this origin) needs the
 * session cookie and CSRF header like every write, so it goes through `request`; a signed storage URL
 * on another origin carries its authorization in the URL and gets no credentials.
 */
export async function uploadFile(target: UploadTarget, file: Blob, signal?: AbortSignal): Promise<void> {
  const init: RequestInit = { method: target.method, headers: target.headers, body: file, signal }
  if (target.uploadUrl.startsWith('/')) {
    await request(target.uploadUrl, init)
    return
  }
  let response: Response
  try {
    response = await fetch(target.uploadUrl, { ...init, credentials: 'omit' })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new ApiError({ status: 0, payload: null, code: NETWORK_ERROR, cause })
  }
  if (!response.ok) throw new ApiError({ status: response.status, payload: await response.text().catch(() => null) })
}

/** POST /api/applicants: starts processing uploaded documents. */
export function createApplicants(documentIds: readonly string[], key: string) {
  return parseJson(
    api.applicants.$post({ json: { documentIds: [...documentIds] } }, idempotencyKey(key)),
    CreateApplicantsResponseSchema,
  )
}

const AnySchema = z.unknown()

export function updateApplicant(id: string, changes: UpdateApplicantRequest) {
  return parseJson(api.applicants[':id'].update.$post({ param: { id }, json: changes }), AnySchema)
}

export function keepDuplicate(id: string, existingId: string) {
  return parseJson(api.applicants[':id'].duplicates.keep.$post({ param: { id }, json: { existingId } }), AnySchema)
}

const MergeResponseSchema = z.object({ applicantId: z.string() })

export function mergeDuplicate(id: string, existingId: string) {
  return parseJson(
    api.applicants[':id'].duplicates.merge.$post({ param: { id }, json: { existingId } }),
    MergeResponseSchema,
  )
}

export function deleteApplicant(id: string) {
  return parseJson(api.applicants[':id'].delete.$post({ param: { id } }), AnySchema)
}

/** The bulk delete takes this many ids per request (DeleteApplicantsRequestSchema). */
export const DELETE_CHUNK_SIZE = 500

/** POST /api/applicants/delete, in chunks; stops at the first failing chunk. */
export async function deleteApplicants(ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += DELETE_CHUNK_SIZE) {
    const chunk = ids.slice(start, start + DELETE_CHUNK_SIZE)
    await parseJson(api.applicants.delete.$post({ json: { ids: chunk } }), AnySchema)
  }
}
