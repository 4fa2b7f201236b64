import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useDeferredValue } from 'react'
import { ErrorNotice } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/**
 * A dashboard panel with its own loading skeleton and error state, so one failing metric does not
 * blank the whole dashboard.
 */
export function QueryCard<T>({
  id,
  title,
  query,
  className = 'card',
  bodyClassName,
  children,
}: {
  id: string
  title: string
  query: UseQueryResult<T>
  className?: string
  /** Holds the body's loaded height while it loads (see .metric-body), so nothing below moves. */
  bodyClassName?: string
  children: (data: T) => ReactNode
}) {
  const headingId = `${id}-heading`
  // A query's answer re-renders synchronously (React Query subscribes through useSyncExternalStore),
  // so six answers arriving together made one long task of the whole dashboard. The body follows the
  // answer as a deferred value instead: React renders it in slices and yields in between (ADR 0036).
  const shown = useDeferredValue(query)
  let body: ReactNode
  if (shown.data !== undefined) body = children(shown.data)
  else if (shown.isError)
    body = <ErrorNotice message={errorMessage(shown.error)} onRetry={() => void query.refetch()} />
  else
    body = (
      <div className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-value" aria-hidden="true" />
        <span className="skeleton skeleton-line" aria-hidden="true" />
      </div>
    )
  return (
    <section className={className} aria-labelledby={headingId} aria-busy={shown.isPending || undefined}>
      <h2 id={headingId} className="card-title">
        {title}
      </h2>
      {bodyClassName ? <div className={bodyClassName}>{body}</div> : body}
    </section>
  )
}
