import { m } from '../../paraglide/messages'
import { ErrorNotice } from '../page-status'

/** The parts of an infinite query the footer needs. */
export interface PagedQuery {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
}

/**
 * Fetches the next page. A click while it loads is ignored, not disabled, so focus stays on the
 * button.
 */
export function LoadMoreButton({
  query,
  label,
}: {
  query: Pick<PagedQuery, 'isFetchingNextPage' | 'fetchNextPage'>
  label: string
}) {
  return (
    <button
      type="button"
      className="button"
      aria-disabled={query.isFetchingNextPage || undefined}
      onClick={() => {
        if (!query.isFetchingNextPage) void query.fetchNextPage()
      }}
    >
      {query.isFetchingNextPage ? m.common_loading() : label}
    </button>
  )
}

/**
 * Below a paged table: how many rows are shown (announced), then "load more", or the error of a
 * failed next page with a retry.
 */
export function LoadMoreFooter({
  query,
  shown,
  failed,
  loadMore,
}: {
  query: PagedQuery
  shown: string
  failed: string
  loadMore: string
}) {
  return (
    <div className="load-more">
      <p className="table-note" role="status">
        {shown}
      </p>
      {query.isFetchNextPageError ? (
        <ErrorNotice message={failed} onRetry={() => void query.fetchNextPage()} />
      ) : query.hasNextPage ? (
        <LoadMoreButton query={query} label={loadMore} />
      ) : null}
    </div>
  )
}
