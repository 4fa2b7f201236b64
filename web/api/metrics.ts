import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { requestJson } from './client'

// Response contracts of the dashboard metrics (GET, DASHBOARD permission). They move to
// worker/contracts once the worker publishes them.
const applicantMetricsSchema = z.object({
  total: z.number(),
  createdThisWeek: z.number(),
  createdLastWeek: z.number(),
})
const jobMetricsSchema = z.object({ open: z.number(), openedThisWeek: z.number(), openedLastWeek: z.number() })
const averageScoreSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  averageThisWeek: z.number().nullable(),
  averageLastWeek: z.number().nullable(),
})
const skillCountsSchema = z.object({ skills: z.array(z.object({ skill: z.string(), count: z.number() })) })
const skillGapSchema = z.object({
  skills: z.array(z.object({ skill: z.string(), demand: z.number(), supply: z.number(), gap: z.number() })),
})

export type ApplicantMetrics = z.infer<typeof applicantMetricsSchema>
export type JobMetrics = z.infer<typeof jobMetricsSchema>
export type AverageScoreMetrics = z.infer<typeof averageScoreSchema>
export type SkillCount = z.infer<typeof skillCountsSchema>['skills'][number]
export type SkillGap = z.infer<typeof skillGapSchema>['skills'][number]

// Keys carry the organization so that switching organizations can never show the previous
// organization's numbers, even for a moment.
const metricsKey = (organizationId: string | null, name: string) => ['metrics', organizationId, name] as const
const METRICS_STALE_TIME = 60_000

export const metricsQueries = {
  applicants: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'applicants'),
      queryFn: ({ signal }) => requestJson('/api/metrics/applicants', applicantMetricsSchema, { signal }),
      staleTime: METRICS_STALE_TIME,
    }),
  jobs: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'jobs'),
      queryFn: ({ signal }) => requestJson('/api/metrics/jobs', jobMetricsSchema, { signal }),
      staleTime: METRICS_STALE_TIME,
    }),
  averageScore: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'average-score'),
      queryFn: ({ signal }) => requestJson('/api/metrics/average-score', averageScoreSchema, { signal }),
      staleTime: METRICS_STALE_TIME,
    }),
  availableSkills: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-applicants'),
      queryFn: ({ signal }) => requestJson('/api/metrics/skills/applicants', skillCountsSchema, { signal }),
      staleTime: METRICS_STALE_TIME,
    }),
  demandedSkills: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-jobs'),
      queryFn: ({ signal }) => requestJson('/api/metrics/skills/jobs', skillCountsSchema, { signal }),
      staleTime: METRICS_STALE_TIME,
    }),
  skillGap: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-gap'),
      queryFn: ({ signal }) => requestJson('/api/metrics/skills/gap', skillGapSchema, { signal }),
      staleTime: METRICS_STALE_TIME,
    }),
}

/** Warms the cache for the dashboard without waiting; errors surface in the cards, not here. */
export function prefetchDashboardMetrics(queryClient: QueryClient, organizationId: string | null): void {
  void queryClient.prefetchQuery(metricsQueries.applicants(organizationId))
  void queryClient.prefetchQuery(metricsQueries.jobs(organizationId))
  void queryClient.prefetchQuery(metricsQueries.averageScore(organizationId))
  void queryClient.prefetchQuery(metricsQueries.availableSkills(organizationId))
  void queryClient.prefetchQuery(metricsQueries.demandedSkills(organizationId))
  void queryClient.prefetchQuery(metricsQueries.skillGap(organizationId))
}
