import { m } from '../../paraglide/messages'

/** Placeholder rows while a table's first page loads; only "loading" is read out. */
export function TableSkeleton() {
  return (
    <div className="skeleton-group" role="status">
      <span className="visually-hidden">{m.common_loading()}</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <span key={row} className="skeleton skeleton-row" aria-hidden="true" />
      ))}
    </div>
  )
}
