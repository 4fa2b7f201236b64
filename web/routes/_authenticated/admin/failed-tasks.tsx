import { createFileRoute } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { failedTaskQueries } from '../../../api/failed-tasks'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { FailedTasksTable } from '../../../features/admin-failed-tasks/failed-tasks-table'
import { m } from '../../../paraglide/messages'

/** Platform admin (spec §2 Admin screens "failed tasks"): queue tasks that failed, across all organizations. */
export const Route = createFileRoute('/_authenticated/admin/failed-tasks')({
  beforeLoad: guardRoute({ mode: 'Admin' }),
  // Only warms the cache: the table shows its own skeleton and error state.
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(failedTaskQueries.list()),
  component: AdminFailedTasksPage,
})

function AdminFailedTasksPage() {
  const permissions = useSessionUser()?.permissions ?? []
  useDocumentTitle(m.admin_tasks_title())
  return (
    <>
      <h1 id="admin-tasks-heading">{m.admin_tasks_title()}</h1>
      <p className="tagline">{m.admin_tasks_intro()}</p>
      <FailedTasksTable
        labelledBy="admin-tasks-heading"
        abilities={{
          canUpdate: hasAllPermissions(permissions, ['ADMIN_UPDATE']),
          canDelete: hasAllPermissions(permissions, ['ADMIN_DELETE']),
        }}
      />
    </>
  )
}
