import { queryOptions } from '@tanstack/react-query'
import type { JobStatus } from '../../worker/contracts/enums'
import { AutocompleteResponseSchema, EntityAutocompleteResponseSchema } from '../../worker/contracts/search'
import { api, parseJson } from './client'

export type { EntitySuggestion, SearchGroup } from '../../worker/contracts/search'

/** Quick suggestions per group of the overlay, and in a picker. */
export const SUGGESTIONS_PER_GROUP = 5
export const PICKER_SUGGESTIONS = 10

/** Suggestions change with every edit elsewhere; a few seconds of reuse covers typing back and forth. */
const SUGGESTION_STALE_MS = 5_000

// Keys carry the organization, so switching organizations never shows the previous one's hits.
export const searchKey = (organizationId: string | null) => ['search', organizationId] as const

export const searchQueries = {
  /** POST /api/search/autocomplete: the overlay's grouped quick suggestions. */
  autocomplete: (organizationId: string | null, query: string) =>
    queryOptions({
      queryKey: [...searchKey(organizationId), 'autocomplete', query] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.search.autocomplete.$post({ json: { query, limit: SUGGESTIONS_PER_GROUP } }, { init: { signal } }),
          AutocompleteResponseSchema,
        ),
      staleTime: SUGGESTION_STALE_MS,
    }),
  /** POST /api/search/job-autocomplete: jobs by a prefix (pickers). */
  jobs: (organizationId: string | null, query: string, status?: JobStatus) =>
    queryOptions({
      queryKey: [...searchKey(organizationId), 'jobs', query, status ?? null] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.search['job-autocomplete'].$post(
            { json: { query, limit: PICKER_SUGGESTIONS, status } },
            { init: { signal } },
          ),
          EntityAutocompleteResponseSchema,
        ),
      staleTime: SUGGESTION_STALE_MS,
    }),
  /** POST /api/search/applicant-autocomplete: applicants by a prefix (pickers). */
  applicants: (organizationId: string | null, query: string) =>
    queryOptions({
      queryKey: [...searchKey(organizationId), 'applicants', query] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.search['applicant-autocomplete'].$post(
            { json: { query, limit: PICKER_SUGGESTIONS } },
            { init: { signal } },
          ),
          EntityAutocompleteResponseSchema,
        ),
      staleTime: SUGGESTION_STALE_MS,
    }),
}
