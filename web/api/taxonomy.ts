import { queryOptions } from '@tanstack/react-query'
import { OccupationSuggestionsSchema, SkillSuggestionsSchema } from '../../worker/contracts/taxonomy'
import { api, parseJson } from './client'

export type { OccupationSuggestion, SkillSuggestion } from '../../worker/contracts/taxonomy'

export const TAXONOMY_SUGGESTIONS = 10

// The taxonomies are the same for every organization and change only with a deploy.
const key = ['taxonomy'] as const

export const taxonomyQueries = {
  /** GET /api/taxonomy/occupations: ISCO-08 unit groups by a job title, or by code. */
  occupations: (text: string) =>
    queryOptions({
      queryKey: [...key, 'occupations', text] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.taxonomy.occupations.$get(
            { query: { q: text, limit: String(TAXONOMY_SUGGESTIONS) } },
            { init: { signal } },
          ),
          OccupationSuggestionsSchema,
        ),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** GET /api/taxonomy/skills: skills by any of their names. */
  skills: (text: string) =>
    queryOptions({
      queryKey: [...key, 'skills', text] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.taxonomy.skills.$get({ query: { q: text, limit: String(TAXONOMY_SUGGESTIONS) } }, { init: { signal } }),
          SkillSuggestionsSchema,
        ),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}
