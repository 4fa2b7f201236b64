import { m } from '../paraglide/messages'

/** Shown while a page waits for its data (route pending). Announced politely, never steals focus. */
export function PagePending() {
  return (
    <div className="page-pending" role="status">
      <span className="spinner" aria-hidden="true" />
      {m.common_loading()}
    </div>
  )
}

/** A failed request inside a page: what went wrong, and a way to try again. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-notice" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {m.common_retry()}
        </button>
      ) : null}
    </div>
  )
}
