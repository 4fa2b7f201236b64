import { z } from 'zod'

/** GET /api/taxonomy/occupations and /skills: the pickers' type-ahead (`q`: what was typed). */
export const TaxonomySearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(25).default(10),
})

/** An ISCO-08 unit group; `matched`: the job title that found it when that is not the group's title. */
export const OccupationSuggestionSchema = z.object({
  code: z.string(),
  title: z.string(),
  matched: z.string().nullable(),
})
export const OccupationSuggestionsSchema = z.object({ items: z.array(OccupationSuggestionSchema) })
export type OccupationSuggestion = z.infer<typeof OccupationSuggestionSchema>

export const SkillSuggestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['hard', 'soft']),
})
export const SkillSuggestionsSchema = z.object({ items: z.array(SkillSuggestionSchema) })
export type SkillSuggestion = z.infer<typeof SkillSuggestionSchema>
