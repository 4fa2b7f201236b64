import { z } from 'zod'
import { JOB_STATUSES, SEARCH_DOCUMENT_TYPES } from './enums'

/** Longest query: a name and a few words; anything longer is not a quick search. */
export const SEARCH_QUERY_MAX = 200

const QueryText = z.string().max(SEARCH_QUERY_MAX)

/** POST /api/search/autocomplete: quick suggestions of the global search overlay. */
export const AutocompleteRequestSchema = z.object({
  query: QueryText,
  /** Suggestions per group. */
  limit: z.number().int().min(1).max(10).default(5),
})
export type AutocompleteRequest = z.infer<typeof AutocompleteRequestSchema>

/** POST /api/search/job-autocomplete and /applicant-autocomplete: the pickers of one kind. */
export const EntityAutocompleteRequestSchema = z.object({
  query: QueryText,
  limit: z.number().int().min(1).max(20).default(10),
})
export type EntityAutocompleteRequest = z.infer<typeof EntityAutocompleteRequestSchema>

/** POST /api/search/job-autocomplete: optionally only jobs of one status (assigning offers open ones). */
export const JobAutocompleteRequestSchema = EntityAutocompleteRequestSchema.extend({
  status: z.enum(JOB_STATUSES).optional(),
})

/** One suggestion: the entity's id and title, and a line of its text. */
export const EntitySuggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  /** Assessments (fit reports) are about an applicant and a job. */
  applicantId: z.string().optional(),
  jobId: z.string().optional(),
  /** A chat message is opened in its chat. */
  chatId: z.string().optional(),
})
export type EntitySuggestion = z.infer<typeof EntitySuggestionSchema>

/** Spec §3 search document types: candidate, client, assessment, job; and chat messages (issue 15). */
export const SearchGroupSchema = z.object({
  type: z.enum(SEARCH_DOCUMENT_TYPES),
  items: z.array(EntitySuggestionSchema),
})
export type SearchGroup = z.infer<typeof SearchGroupSchema>

/** Groups in a fixed order, best first inside each; groups without hits are left out. */
export const AutocompleteResponseSchema = z.object({ groups: z.array(SearchGroupSchema) })
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>

export const EntityAutocompleteResponseSchema = z.object({ items: z.array(EntitySuggestionSchema) })
