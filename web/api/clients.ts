import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  ClientDraftSchema,
  ClientListResponseSchema,
  ClientSchema,
  ClientsAllResponseSchema,
  type CreateClientRequestSchema,
  DeleteClientResponseSchema,
} from '../../worker/contracts/clients'
import { BulkResultSchema, JobDetailSchema, MAX_BULK_IDS } from '../../worker/contracts/jobs'
import { api, idempotencyKey, parseJson } from './client'
import type { BulkResult } from './jobs'

export type { Client, ClientDraft, ClientListItem, ClientName } from '../../worker/contracts/clients'
export type ClientFields = z.output<typeof CreateClientRequestSchema>

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
  /** GET /api/clients?search=: the clients list. */
  list: (organizationId: string | null, search = '') =>
    queryOptions({
      queryKey: [...clientsKey(organizationId), 'list', search] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.clients.$get({ query: search ? { search } : {} }, { init: { signal } }),
          ClientListResponseSchema,
        ),
      staleTime: 30_000,
    }),
  /** GET /api/clients/{id}. */
  detail: (organizationId: string | null, id: string) =>
    queryOptions({
      queryKey: [...clientsKey(organizationId), 'detail', id] as const,
      queryFn: ({ signal }) =>
        parseJson(api.clients[':id'].$get({ param: { id } }, { init: { signal } }), ClientSchema),
    }),
}

/** POST /api/clients (Idempotency-Key: the wizard's save creates the client once). */
export function createClient(fields: ClientFields, key: string) {
  return parseJson(api.clients.$post({ json: fields }, idempotencyKey(key)), ClientSchema)
}

/** POST /api/clients/{id}/update: every reviewed field. */
export function updateClient(id: string, fields: ClientFields) {
  return parseJson(api.clients[':id'].update.$post({ param: { id }, json: fields }), ClientSchema)
}

/** POST /api/clients/{id}/delete: its jobs and applicants stay, without a client. */
export function deleteClient(id: string) {
  return parseJson(api.clients[':id'].delete.$post({ param: { id } }), DeleteClientResponseSchema)
}

/** POST /api/clients/draft: the AI information wizard's proposal; nothing is stored. */
export function draftClient(input: {
  name: string
  text?: string
  file?: { filename: string; contentBase64: string }
}) {
  return parseJson(api.clients.draft.$post({ json: input }), ClientDraftSchema)
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

/** POST /api/applicants/client (bulk client assignment), in chunks; applicants not found come back as refused. */
export async function setApplicantsClient(ids: readonly string[], clientId: string | null): Promise<BulkResult> {
  const result: BulkResult = { updated: [], refused: [] }
  for (let start = 0; start < ids.length; start += MAX_BULK_IDS) {
    const chunk = ids.slice(start, start + MAX_BULK_IDS)
    const part = await parseJson(api.applicants.client.$post({ json: { ids: chunk, clientId } }), BulkResultSchema)
    result.updated.push(...part.updated)
    result.refused.push(...part.refused)
  }
  return result
}
