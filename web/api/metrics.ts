import { type QueryClient, queryOptions } from '@tanstack/react-query'
import {
  ApplicantMetricsSchema,
  AverageScoreMetricsSchema,
  JobMetricsSchema,
  SkillCountsSchema,
  SkillGapsSchema,
} from '../../worker/contracts/metrics'
import { api, parseJson } from './client'

export type {
  ApplicantMetrics,
  AverageScoreMetrics,
  JobMetrics,
} from '../../worker/contracts/metrics'
export type SkillCount = import('../../worker/contracts/metrics').SkillCounts['skills'][number]
export type SkillGap = import('../../worker/contracts/metrics').SkillGaps['skills'][number]

// Keys carry the organization so that switching organizations can never show the previous
// organization's numbers, even for a moment.
const metricsKey = (organizationId: string | null, name: string) => ['metrics', organizationId, name] as const
const METRICS_STALE_TIME = 60_000

export const metricsQueries = {
  applicants: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'applicants'),
      queryFn: ({ signal }) =>
        parseJson(api.metrics.applicants.$get(undefined, { init: { signal } }), ApplicantMetricsSchema),
      staleTime: METRICS_STALE_TIME,
    }),
  jobs: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'jobs'),
      queryFn: ({ signal }) => parseJson(api.metrics.jobs.$get(undefined, { init: { signal } }), JobMetricsSchema),
      staleTime: METRICS_STALE_TIME,
    }),
  averageScore: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'average-score'),
      queryFn: ({ signal }) =>
        parseJson(api.metrics['average-score'].$get(undefined, { init: { signal } }), AverageScoreMetricsSchema),
      staleTime: METRICS_STALE_TIME,
    }),
  availableSkills: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-applicants'),
      queryFn: ({ signal }) =>
        parseJson(api.metrics.skills.applicants.$get(undefined, { init: { signal } }), SkillCountsSchema),
      staleTime: METRICS_STALE_TIME,
    }),
  demandedSkills: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-jobs'),
      queryFn: ({ signal }) =>
        parseJson(api.metrics.skills.jobs.$get(undefined, { init: { signal } }), SkillCountsSchema),
      staleTime: METRICS_STALE_TIME,
    }),
  skillGap: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-gap'),
      queryFn: ({ signal }) => parseJson(api.metrics.skills.gap.$get(undefined, { init: { signal } }), SkillGapsSchema),
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
