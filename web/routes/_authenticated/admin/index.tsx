import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { FAILED_TASKS_PAGE_SIZE, failedTaskQueries } from '../../../api/failed-tasks'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { formatCount } from '../../../i18n/format-count'
import { m } from '../../../paraglide/messages'

/**
 * The platform admin's landing page: where an admin without an organization starts (the tenant
 * dashboard would have nothing to show), and an overview of the admin screens for every admin.
 */
export const Route = createFileRoute('/_authenticated/admin/')({
  beforeLoad: guardRoute({ mode: 'Admin' }),
  // Only warms the cache: the failed-tasks line shows its own loading and error state.
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(failedTaskQueries.list()),
  component: AdminHomePage,
})

const AREAS = [
  { to: '/admin/organizations', title: () => m.admin_orgs_title(), intro: () => m.admin_orgs_intro() },
  { to: '/admin/users', title: () => m.admin_users_title(), intro: () => m.admin_users_intro() },
  { to: '/admin/failed-tasks', title: () => m.admin_tasks_title(), intro: () => m.admin_tasks_intro() },
  { to: '/admin/ai-models', title: () => m.ai_admin_models_title(), intro: () => m.ai_admin_models_intro() },
  { to: '/admin/ai-prompts', title: () => m.ai_admin_prompts_title(), intro: () => m.ai_admin_prompts_intro() },
] as const

function FailedTasksStatus() {
  const query = useInfiniteQuery(failedTaskQueries.list())
  if (query.isError) return <p className="notice notice-error">{m.admin_home_failed_error()}</p>
  const first = query.data?.pages[0]
  if (first === undefined) {
    return (
      <p className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-line" aria-hidden="true" />
      </p>
    )
  }
  // The first page is enough for the headline: a full page with more behind it reads "50 or more".
  const count = first.tasks.length
  return (
    <p role="status" className={count > 0 ? 'notice notice-warning' : 'muted'}>
      {count === 0
        ? m.admin_home_failed_none()
        : first.nextCursor
          ? m.admin_home_failed_many({ count: formatCount(FAILED_TASKS_PAGE_SIZE) })
          : m.admin_home_failed_count({ count: formatCount(count) })}
    </p>
  )
}

function AdminHomePage() {
  const user = useSessionUser()
  useDocumentTitle(m.admin_home_title())
  return (
    <>
      <h1>{m.admin_home_title()}</h1>
      <p className="tagline">{m.admin_home_intro()}</p>
      {user && !user.organizationId ? (
        <p className="notice">
          {m.admin_home_no_organization()} <Link to="/profile">{m.admin_home_profile_link()}</Link>
        </p>
      ) : null}
      <FailedTasksStatus />
      <ul className="card-grid plain-list" aria-label={m.admin_home_sections_label()}>
        {AREAS.map((area) => (
          <li key={area.to} className="card">
            <h2 className="card-title">
              <Link to={area.to}>{area.title()}</Link>
            </h2>
            <p>{area.intro()}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
