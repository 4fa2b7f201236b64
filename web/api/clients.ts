import { queryOptions } from '@tanstack/react-query'
import { ClientsAllResponseSchema } from '../../worker/contracts/clients'
import { BulkResultSchema, JobDetailSchema, MAX_BULK_IDS } from '../../worker/contracts/jobs'
import { api, parseJson } from './client'
import type { BulkResult } from './jobs'

export type { ClientName } from '../../worker/contracts/clients'

// Keys carry the organization, so switching organizations never shows the previous one's clients.
export const clientsKey = (organizationId: string | null) => ['clients', organizationId] as const

export const clientQueries = {
  /** GET /api/clients/all: the organization's clients, sorted by name (the job's client picker). */
  all: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...clientsKey(organizationId), 'all'] as const,
      queryFn: ({ signal }) => parseJson(api.clients.all.$get({}, { init: { signal } }), ClientsAllResponseSchema),
      staleTime: 60_000,
    }),
}

/** POST /api/jobs/{id}/client: null removes the client. Answers the updated job. */
export function setJobClient(jobId: string, clientId: string | null) {
  return parseJson(api.jobs[':id'].client.$post({ param: { id: jobId }, json: { clientId } }), JobDetailSchema)
}

/** POST /api/jobs/client in chunks the contract accepts; jobs not found come back as refused. */
export async function setJobsClient(ids: readonly string[], clientId: string | null): Promise<BulkResult> {
  const result: BulkResult = { updated: [], refused: [] }
  for (let start = 0; start < ids.length; start += MAX_BULK_IDS) {
    const chunk = ids.slice(start, start + MAX_BULK_IDS)
    const part = await parseJson(api.jobs.client.$post({ json: { ids: chunk, clientId } }), BulkResultSchema)
    result.updated.push(...part.updated)
    result.refused.push(...part.refused)
  }
  return result
}
