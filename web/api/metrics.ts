import { type QueryClient, queryOptions } from '@tanstack/react-query'
import {
  ApplicantMetricsSchema,
  AverageScoreMetricsSchema,
  type DashboardMetrics,
  DashboardMetricsSchema,
  JobMetricsSchema,
  SkillCountsSchema,
  SkillGapsSchema,
} from '../../worker/contracts/metrics'
import { api, parseJson } from './client'
import { hasEarlyResponse, takeEarlyResponse } from './early-response'

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

/** Asked for by index.html on a cold /dashboard (keep the path in step with its inline script). */
export const DASHBOARD_METRICS_PATH = '/api/metrics/dashboard'

/**
 * The answer index.html asked for, if it is this organization's figures. Asked before the app chose
 * the organization (a first sign-in), it may be a refusal or another organization's: then it is not used.
 */
async function adoptEarly(early: Promise<Response | null>, organizationId: string | null) {
  const response = await early
  if (!response?.ok) return null
  const parsed = DashboardMetricsSchema.safeParse(await response.json().catch(() => null))
  return parsed.success && parsed.data.organizationId === organizationId ? parsed.data : null
}

async function fetchDashboard(organizationId: string | null, signal: AbortSignal): Promise<DashboardMetrics> {
  const early = takeEarlyResponse(DASHBOARD_METRICS_PATH)
  const adopted = early ? await adoptEarly(early, organizationId) : null
  return adopted ?? parseJson(api.metrics.dashboard.$get(undefined, { init: { signal } }), DashboardMetricsSchema)
}

/**
 * One figure: taken from the combined answer (one request for the whole dashboard, shared by every
 * card while it is fresh); if that fails, the figure's own endpoint is asked, so one failing figure
 * still shows as an error in its card only.
 */
async function figure<K extends Exclude<keyof DashboardMetrics, 'organizationId'>>(
  client: QueryClient,
  organizationId: string | null,
  key: K,
  alone: () => Promise<DashboardMetrics[K]>,
): Promise<DashboardMetrics[K]> {
  const all = await client.fetchQuery(metricsQueries.dashboard(organizationId)).catch(() => null)
  return all ? all[key] : alone()
}

export const metricsQueries = {
  dashboard: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'dashboard'),
      queryFn: ({ signal }) => fetchDashboard(organizationId, signal),
      staleTime: METRICS_STALE_TIME,
      // A failure is not retried here: each card then asks its own endpoint (and retries that).
      retry: false,
    }),
  applicants: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'applicants'),
      queryFn: ({ client, signal }) =>
        figure(client, organizationId, 'applicants', () =>
          parseJson(api.metrics.applicants.$get(undefined, { init: { signal } }), ApplicantMetricsSchema),
        ),
      staleTime: METRICS_STALE_TIME,
    }),
  jobs: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'jobs'),
      queryFn: ({ client, signal }) =>
        figure(client, organizationId, 'jobs', () =>
          parseJson(api.metrics.jobs.$get(undefined, { init: { signal } }), JobMetricsSchema),
        ),
      staleTime: METRICS_STALE_TIME,
    }),
  averageScore: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'average-score'),
      queryFn: ({ client, signal }) =>
        figure(client, organizationId, 'averageScore', () =>
          parseJson(api.metrics['average-score'].$get(undefined, { init: { signal } }), AverageScoreMetricsSchema),
        ),
      staleTime: METRICS_STALE_TIME,
    }),
  availableSkills: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-applicants'),
      queryFn: ({ client, signal }) =>
        figure(client, organizationId, 'availableSkills', () =>
          parseJson(api.metrics.skills.applicants.$get(undefined, { init: { signal } }), SkillCountsSchema),
        ),
      staleTime: METRICS_STALE_TIME,
    }),
  demandedSkills: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-jobs'),
      queryFn: ({ client, signal }) =>
        figure(client, organizationId, 'demandedSkills', () =>
          parseJson(api.metrics.skills.jobs.$get(undefined, { init: { signal } }), SkillCountsSchema),
        ),
      staleTime: METRICS_STALE_TIME,
    }),
  skillGap: (organizationId: string | null) =>
    queryOptions({
      queryKey: metricsKey(organizationId, 'skills-gap'),
      queryFn: ({ client, signal }) =>
        figure(client, organizationId, 'skillGaps', () =>
          parseJson(api.metrics.skills.gap.$get(undefined, { init: { signal } }), SkillGapsSchema),
        ),
      staleTime: METRICS_STALE_TIME,
    }),
}

/**
 * Warms the cache for the dashboard without waiting; errors surface in the cards, not here. The six
 * figures share one request (the combined answer, index.html's on a cold load). The returned promise
 * settles when every figure has settled (it never rejects).
 */
export function prefetchDashboardMetrics(queryClient: QueryClient, organizationId: string | null): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(metricsQueries.applicants(organizationId)),
    queryClient.prefetchQuery(metricsQueries.jobs(organizationId)),
    queryClient.prefetchQuery(metricsQueries.averageScore(organizationId)),
    queryClient.prefetchQuery(metricsQueries.availableSkills(organizationId)),
    queryClient.prefetchQuery(metricsQueries.demandedSkills(organizationId)),
    queryClient.prefetchQuery(metricsQueries.skillGap(organizationId)),
  ]).then(() => undefined)
}

/** How long a cold load's route waits for the figures index.html asked for before it renders without them. */
export const EARLY_FIGURES_WAIT_MS = 1000

/**
 * The dashboard route's loader. On a cold load index.html asked for the figures with the HTML (ADR 0050),
 * so by the time the route resolves their answer has usually arrived: waiting for it lets the page's first
 * render (and its first paint) show the figures instead of skeletons that a second render replaces; the
 * metric card's text is the page's largest paint. The wait is bounded: a slow answer leaves the cards to
 * their skeletons as before. Without an early answer (in-app navigation) it only warms the cache.
 */
export function loadDashboardMetrics(
  queryClient: QueryClient,
  organizationId: string | null,
): Promise<void> | undefined {
  const early = hasEarlyResponse(DASHBOARD_METRICS_PATH)
  const loaded = prefetchDashboardMetrics(queryClient, organizationId)
  if (!early) return undefined
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, EARLY_FIGURES_WAIT_MS))])
}
