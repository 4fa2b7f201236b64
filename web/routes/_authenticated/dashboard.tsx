import { createFileRoute } from '@tanstack/react-router'
import { useDeferredValue, useEffect } from 'react'
import { prefetchDashboardMetrics } from '../../api/metrics'
import { guardRoute } from '../../auth/guard'
import { useSessionUser } from '../../auth/use-session'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { ApplicantsCard, AverageScoreCard, OpenPositionsCard } from '../../features/dashboard/metric-cards'
import { AvailableSkillsTable, DemandedSkillsTable, SkillGapTable } from '../../features/dashboard/skill-tables'
import { warmNumberFormats } from '../../features/dashboard/week-change'
import { useScoreOverview } from '../../features/organization/use-score-overview'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'

export const Route = createFileRoute('/_authenticated/dashboard')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['DASHBOARD'], requiresOrganization: true }),
  // Only warms the cache. prefetchQuery (not awaited ensureQueryData) so the page appears at once
  // and each card shows its own skeleton or error instead of one error for the whole page.
  loader: ({ context }) => prefetchDashboardMetrics(context.queryClient, context.user?.organizationId ?? null),
  component: DashboardPage,
})

function DashboardPage() {
  const organizationId = useSessionUser()?.organizationId ?? null
  const showScores = useScoreOverview()
  useDocumentTitle(m.dashboard_title())
  // The skill lists and charts follow the figures in a render and commit of their own (ADR 0050): the
  // first commit (and its layout) holds the shell and the metric cards only, the largest text of a
  // phone's first screen. Nothing is below the lists, so their arrival moves nothing on screen.
  const listsShown = useDeferredValue(true, false)
  // While the answers travel, in a task of its own (see warmNumberFormats).
  useEffect(() => {
    const timer = setTimeout(() => warmNumberFormats(getLocale()), 0)
    return () => clearTimeout(timer)
  }, [])
  return (
    <>
      <h1>{m.dashboard_title()}</h1>
      <div className="card-grid">
        <ApplicantsCard organizationId={organizationId} />
        <OpenPositionsCard organizationId={organizationId} />
        {/* The score overview switch (ADR 0019) hides the average fit score with the other numbers. */}
        {showScores ? <AverageScoreCard organizationId={organizationId} /> : null}
      </div>
      {listsShown ? (
        <div className="card-grid card-grid-wide">
          <AvailableSkillsTable organizationId={organizationId} />
          <DemandedSkillsTable organizationId={organizationId} />
          <SkillGapTable organizationId={organizationId} />
        </div>
      ) : null}
    </>
  )
}
