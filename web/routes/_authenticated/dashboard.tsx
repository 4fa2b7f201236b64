import { createFileRoute } from '@tanstack/react-router'
import { useDeferredValue } from 'react'
import { loadDashboardMetrics } from '../../api/metrics'
import { guardRoute } from '../../auth/guard'
import { useSessionUser } from '../../auth/use-session'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { ApplicantsCard, AverageScoreCard, OpenPositionsCard } from '../../features/dashboard/metric-cards'
import { AvailableSkillsTable, DemandedSkillsTable, SkillGapTable } from '../../features/dashboard/skill-tables'
import { useScoreOverview } from '../../features/organization/use-score-overview'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/dashboard')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['DASHBOARD'], requiresOrganization: true }),
  // Warms the cache; errors show in each card (its own skeleton or error, never one error for the whole
  // page). Only a cold load waits, briefly, for the figures index.html asked for (loadDashboardMetrics).
  loader: ({ context }) => loadDashboardMetrics(context.queryClient, context.user?.organizationId ?? null),
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
