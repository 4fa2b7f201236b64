import { z } from 'zod'

/** Dashboard figures (GET /api/metrics/*). The worker returns these shapes; the SPA parses them. */
export const ApplicantMetricsSchema = z.object({
  total: z.number(),
  createdThisWeek: z.number(),
  createdLastWeek: z.number(),
})
export const JobMetricsSchema = z.object({ open: z.number(), openedThisWeek: z.number(), openedLastWeek: z.number() })
export const AverageScoreMetricsSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  averageThisWeek: z.number().nullable(),
  averageLastWeek: z.number().nullable(),
})
export const SkillCountsSchema = z.object({ skills: z.array(z.object({ skill: z.string(), count: z.number() })) })
export const SkillGapsSchema = z.object({
  skills: z.array(z.object({ skill: z.string(), demand: z.number(), supply: z.number(), gap: z.number() })),
})

export type ApplicantMetrics = z.infer<typeof ApplicantMetricsSchema>
export type JobMetrics = z.infer<typeof JobMetricsSchema>
export type AverageScoreMetrics = z.infer<typeof AverageScoreMetricsSchema>
export type SkillCounts = z.infer<typeof SkillCountsSchema>
export type SkillGaps = z.infer<typeof SkillGapsSchema>
