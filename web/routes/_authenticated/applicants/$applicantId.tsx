import { Tabs } from '@ark-ui/react'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { applicantQueries } from '../../../api/applicants'
import { ApiError } from '../../../api/client'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../components/page-status'
import { DeleteApplicantButton, ReplaceCvButton } from '../../../features/applicants/applicant-actions'
import { ApplicantDetails } from '../../../features/applicants/applicant-details'
import { ApplicantEditButton } from '../../../features/applicants/applicant-edit-dialog'
import { applicantName } from '../../../features/applicants/applicant-name'
import { DuplicateNotice } from '../../../features/applicants/duplicate-notice'
import { SubjectChat } from '../../../features/chats/subject-chat'
import { CommentsSection } from '../../../features/comments/comments-section'
import { ApplicantMatches } from '../../../features/matches/applicant-matches'
import { errorMessage } from '../../../i18n/error-message'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/applicants/$applicantId')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['APPLICANT_READ'] }),
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(
      applicantQueries.detail(context.user?.organizationId ?? null, params.applicantId),
    ),
  component: ApplicantPage,
})

/** The tabs of spec §2: Details and Chat (the applicant's one chat, for members with CHAT). */
const TABS = [
  { value: 'details', label: () => m.applicant_tab_details() },
  { value: 'chat', label: () => m.chat_tab() },
] as const

function BackLink() {
  return (
    <p className="breadcrumb">
      <Link to="/applicants">{m.applicants_back_to_list()}</Link>
    </p>
  )
}

function ApplicantPage() {
  const { applicantId } = Route.useParams()
  const user = useSessionUser()
  const organizationId = user?.organizationId ?? null
  const permissions = user?.permissions ?? []
  const query = useQuery(applicantQueries.detail(organizationId, applicantId))
  const notFound = query.error instanceof ApiError && query.error.status === 404
  useDocumentTitle(
    query.data ? applicantName(query.data.name) : notFound ? m.applicant_not_found() : m.applicant_title(),
  )

  if (query.data === undefined) {
    if (notFound) {
      return (
        <>
          <BackLink />
          <h1>{m.applicant_not_found()}</h1>
        </>
      )
    }
    return (
      <>
        <BackLink />
        <h1>{m.applicant_title()}</h1>
        {query.isError ? (
          <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <div className="skeleton-group" role="status">
            <span className="visually-hidden">{m.common_loading()}</span>
            <span className="skeleton skeleton-value" aria-hidden="true" />
            <span className="skeleton skeleton-line" aria-hidden="true" />
            <span className="skeleton skeleton-line" aria-hidden="true" />
          </div>
        )}
      </>
    )
  }

  const applicant = query.data
  const canEdit = hasAllPermissions(permissions, ['APPLICANT_CREATE'])
  const canChat = hasAllPermissions(permissions, ['CHAT'])
  return (
    <>
      <BackLink />
      <div className="page-header">
        <div>
          <h1>{applicantName(applicant.name, applicant.document?.filename)}</h1>
          {applicant.tagline ? <p className="tagline">{applicant.tagline}</p> : null}
        </div>
        <div className="button-row">
          {canEdit ? (
            <>
              <ApplicantEditButton applicant={applicant} organizationId={organizationId} />
              <ReplaceCvButton applicantId={applicant.id} organizationId={organizationId} />
            </>
          ) : null}
          {hasAllPermissions(permissions, ['APPLICANT_DELETE']) ? (
            <DeleteApplicantButton
              applicantId={applicant.id}
              name={applicantName(applicant.name)}
              organizationId={organizationId}
            />
          ) : null}
        </div>
      </div>
      {applicant.processingState === 'PENDING' ? (
        <p className="notice" role="status">
          {m.applicant_processing_notice()}
        </p>
      ) : null}
      {canEdit ? (
        <DuplicateNotice
          applicantId={applicant.id}
          name={applicantName(applicant.name)}
          organizationId={organizationId}
          canMerge={hasAllPermissions(permissions, ['APPLICANT_DELETE'])}
        />
      ) : null}
      <Tabs.Root defaultValue={TABS[0].value} className="tabs" lazyMount>
        <Tabs.List className="tab-list" aria-label={m.applicant_tabs_label()}>
          {TABS.filter((tab) => tab.value !== 'chat' || canChat).map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className="tab">
              {tab.label()}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="details" className="tab-panel">
          <ApplicantDetails applicant={applicant} />
          {/* Matching (issue 5): assigned jobs, find open positions, assign, match with all. */}
          <div className="detail-grid applicant-matches">
            <ApplicantMatches
              applicantId={applicant.id}
              organizationId={organizationId}
              matchingOption={applicant.matchingOption}
              canAssign={hasAllPermissions(permissions, ['JOB_UPDATE'])}
              canMatchWithAll={canEdit}
              canReadJobs={hasAllPermissions(permissions, ['JOB_READ'])}
            />
          </div>
          <CommentsSection
            subject={{ kind: 'applicant', id: applicant.id }}
            organizationId={organizationId}
            canMention={hasAllPermissions(permissions, ['JOB_READ'])}
          />
        </Tabs.Content>
        {canChat ? (
          <Tabs.Content value="chat" className="tab-panel">
            <SubjectChat organizationId={organizationId} subject={{ applicantId: applicant.id }} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </>
  )
}
