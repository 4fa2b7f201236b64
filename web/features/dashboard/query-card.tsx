import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
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
  let body: ReactNode
  if (query.data !== undefined) body = children(query.data)
  else if (query.isError)
    body = <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
  else
    body = (
      <div className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-value" aria-hidden="true" />
        <span className="skeleton skeleton-line" aria-hidden="true" />
      </div>
    )
  return (
    <section className={className} aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <h2 id={headingId} className="card-title">
        {title}
      </h2>
      {bodyClassName ? <div className={bodyClassName}>{body}</div> : body}
    </section>
  )
}
