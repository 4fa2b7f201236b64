import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { searchReindexQueries, startSearchReindex } from '../../api/failed-tasks'
import { ErrorNotice } from '../../components/page-status'
import { ProgressBar } from '../../components/progress-bar'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { formatDateTime } from '../admin-users/labels'

/**
 * Spec §2 admin "search index rebuild" for one organization: a button that queues the rebuild, its
 * progress while it runs (polled) and the result. Self-contained, for the admin organization page.
 */
export function ReindexPanel({
  organizationId,
  organizationName,
}: {
  organizationId: string
  organizationName: string
}) {
  const queryClient = useQueryClient()
  const options = searchReindexQueries.progress(organizationId)
  const progress = useQuery(options)
  const start = useMutation({
    mutationFn: () => startSearchReindex(organizationId),
    onSuccess: (data) => queryClient.setQueryData(options.queryKey, data),
  })
  const state = progress.data?.state ?? null
  const running = state === 'QUEUED' || state === 'RUNNING'
  const done = formatCount(progress.data?.done ?? 0)
  const total = formatCount(progress.data?.total ?? 0)
  const percent = progress.data && progress.data.total > 0 ? (progress.data.done / progress.data.total) * 100 : 0

  return (
    <section className="card reindex-panel" aria-labelledby={`reindex-${organizationId}-heading`}>
      <h2 id={`reindex-${organizationId}-heading`} className="card-title">
        {m.admin_search_title()}
      </h2>
      <p>{m.admin_search_intro({ organization: organizationName })}</p>
      {progress.isError ? (
        <ErrorNotice message={m.admin_search_load_failed()} onRetry={() => void progress.refetch()} />
      ) : null}
      {start.isError ? <ErrorNotice message={errorMessage(start.error)} /> : null}
      {state === 'FAILED' ? <ErrorNotice message={m.error_search_reindex_failed()} /> : null}
      {running ? (
        <ProgressBar
          value={state === 'QUEUED' ? 0 : percent}
          label={m.admin_search_progress_label({ organization: organizationName })}
          valueText={m.admin_search_progress_value({ done, total })}
        />
      ) : null}
      <p role="status">
        {progress.data === undefined
          ? null
          : state === 'QUEUED'
            ? m.admin_search_queued()
            : state === 'RUNNING'
              ? m.admin_search_running({ done, total })
              : state === 'DONE' && progress.data.finishedAt !== null
                ? m.admin_search_done({ date: formatDateTime(progress.data.finishedAt), total })
                : state === null
                  ? m.admin_search_never()
                  : null}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={running || start.isPending || progress.data === undefined}
          onClick={() => start.mutate()}
        >
          {start.isPending ? m.admin_search_starting() : m.admin_search_start()}
        </button>
      </div>
    </section>
  )
}
