import { z } from 'zod'

/**
 * Dashboard figures (GET /api/metrics/*, spec §7 Metrics). Each carries its value a week ago from the
 * daily snapshot (ADR 0027): null when there is no snapshot from 7 to 13 days ago.
 */
const lastWeek = z.number().nullable()

export const ApplicantMetricsSchema = z.object({ total: z.number(), lastWeek })
export const JobMetricsSchema = z.object({ open: z.number(), lastWeek })
export const AverageScoreMetricsSchema = z.object({ average: z.number().nullable(), count: z.number(), lastWeek })
/** `key` is the taxonomy's canonical skill: the drill-down filters applicants and jobs by it. */
export const SkillCountsSchema = z.object({
  skills: z.array(z.object({ key: z.string(), skill: z.string(), count: z.number(), lastWeek })),
})
/**
 * A gap is a skill whose share among open jobs exceeds its share among applicants, in percentage
 * points (demand minus supply); `lastWeekGap` is the same figure from last week's snapshot.
 */
export const SkillGapsSchema = z.object({
  openJobs: z.number(),
  applicants: z.number(),
  skills: z.array(
    z.object({
      key: z.string(),
      skill: z.string(),
      demand: z.number(),
      supply: z.number(),
      gap: z.number(),
      lastWeekGap: lastWeek,
    }),
  ),
})

/**
 * Every figure of the dashboard in one answer (GET /api/metrics/dashboard), so a cold dashboard asks
 * once, from index.html, beside the session (ADR 0050). `organizationId` names the organization the
 * figures belong to: an answer asked for before the app chose its organization is not taken for another.
 */
export const DashboardMetricsSchema = z.object({
  organizationId: z.string(),
  applicants: ApplicantMetricsSchema,
  jobs: JobMetricsSchema,
  averageScore: AverageScoreMetricsSchema,
  availableSkills: SkillCountsSchema,
  demandedSkills: SkillCountsSchema,
  skillGaps: SkillGapsSchema,
})

export type ApplicantMetrics = z.infer<typeof ApplicantMetricsSchema>
export type JobMetrics = z.infer<typeof JobMetricsSchema>
export type AverageScoreMetrics = z.infer<typeof AverageScoreMetricsSchema>
export type SkillCounts = z.infer<typeof SkillCountsSchema>
export type SkillGaps = z.infer<typeof SkillGapsSchema>
export type DashboardMetrics = z.infer<typeof DashboardMetricsSchema>
