import { Tabs } from '@ark-ui/react'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { ApiError } from '../../../api/client'
import { jobQueries } from '../../../api/jobs'
import { lazySchema } from '../../../api/lazy-schema'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../components/page-status'
import { SubjectChat } from '../../../features/chats/subject-chat'
import { CommentsSection } from '../../../features/comments/comments-section'
import { JobDetailsTab } from '../../../features/jobs/job-details-tab'
import { JobWeightsTab } from '../../../features/jobs/job-weights-tab'
import { StatusBadge } from '../../../features/jobs/jobs-table'
import { JobMatchesTab } from '../../../features/matches/job-matches-tab'
import { errorMessage } from '../../../i18n/error-message'
import { m } from '../../../paraglide/messages'

const JOB_TABS = ['details', 'weights', 'chat', 'matches', 'comments'] as const
type JobTab = (typeof JOB_TABS)[number]

// The tab and the expanded match live in the URL: the applicant page links straight to its match.
const jobSearchSchema = lazySchema(() =>
  z.object({
    tab: z.enum(JOB_TABS).optional().catch(undefined),
    applicantId: z.string().min(1).max(64).optional().catch(undefined),
  }),
)

export const Route = createFileRoute('/_authenticated/jobs/$jobId')({
  validateSearch: jobSearchSchema,
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['JOB_READ'] }),
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(jobQueries.detail(context.user?.organizationId ?? null, params.jobId)),
  component: JobPage,
})

/** Chat and comments join these tabs with their features (spec §2); until then no tab leads nowhere. */
const TABS: { value: JobTab; label: () => string }[] = [
  { value: 'details', label: () => m.jobs_tab_details() },
  { value: 'weights', label: () => m.jobs_tab_weights() },
  { value: 'chat', label: () => m.chat_tab() },
  { value: 'matches', label: () => m.jobs_tab_matches() },
  { value: 'comments', label: () => m.jobs_tab_comments() },
]

function BackLink() {
  return (
    <p className="breadcrumb">
      <Link to="/jobs">{m.jobs_back_to_list()}</Link>
    </p>
  )
}

function JobPage() {
  const { jobId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const user = useSessionUser()
  const organizationId = user?.organizationId ?? null
  const permissions = user?.permissions ?? []
  const query = useQuery(jobQueries.detail(organizationId, jobId))
  const notFound = query.error instanceof ApiError && query.error.status === 404
  useDocumentTitle(query.data?.title ?? (notFound ? m.jobs_not_found() : m.jobs_job_title()))

  if (query.data === undefined) {
    return (
      <>
        <BackLink />
        <h1>{notFound ? m.jobs_not_found() : m.jobs_job_title()}</h1>
        {notFound ? null : query.isError ? (
          <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <div className="skeleton-group" role="status">
            <span className="visually-hidden">{m.common_loading()}</span>
            <span className="skeleton skeleton-value" aria-hidden="true" />
            <span className="skeleton skeleton-line" aria-hidden="true" />
          </div>
        )}
      </>
    )
  }

  const job = query.data
  const canUpdate = hasAllPermissions(permissions, ['JOB_UPDATE'])
  const canChat = hasAllPermissions(permissions, ['CHAT'])
  const tab = search.tab === 'chat' && !canChat ? 'details' : (search.tab ?? 'details')
  return (
    <>
      <BackLink />
      <div className="page-header">
        <div>
          <h1>{job.title}</h1>
          <p className="tagline">
            <StatusBadge status={job.status} />
            {job.client ? ` · ${job.client.name}` : ''}
          </p>
        </div>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          void navigate({ search: (prev) => ({ ...prev, tab: details.value as JobTab }), replace: true })
        }
        className="tabs"
        // Panels mount when first shown: the match list polls only once somebody looks at it.
        lazyMount
      >
        <Tabs.List className="tab-list" aria-label={m.jobs_tabs_label()}>
          {TABS.filter((entry) => entry.value !== 'chat' || canChat).map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value} className="tab">
              {entry.label()}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="details" className="tab-panel">
          <JobDetailsTab
            job={job}
            organizationId={organizationId}
            canUpdate={canUpdate}
            canDelete={hasAllPermissions(permissions, ['JOB_DELETE'])}
          />
        </Tabs.Content>
        <Tabs.Content value="weights" className="tab-panel">
          <JobWeightsTab
            job={job}
            organizationId={organizationId}
            canUpdate={canUpdate}
            canSeeDefaults={hasAllPermissions(permissions, ['ORGANIZATION_READ'])}
          />
        </Tabs.Content>
        {canChat ? (
          <Tabs.Content value="chat" className="tab-panel">
            <SubjectChat organizationId={organizationId} subject={{ jobId: job.id }} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="matches" className="tab-panel">
          {hasAllPermissions(permissions, ['APPLICANT_READ']) ? (
            <JobMatchesTab
              job={job}
              organizationId={organizationId}
              canUpdate={canUpdate}
              expanded={search.applicantId}
              onExpand={(applicantId) => void navigate({ search: (prev) => ({ ...prev, applicantId }), replace: true })}
            />
          ) : (
            <p className="notice">{m.matches_no_permission()}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="comments" className="tab-panel">
          <CommentsSection subject={{ kind: 'job', id: job.id }} organizationId={organizationId} canMention />
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}
