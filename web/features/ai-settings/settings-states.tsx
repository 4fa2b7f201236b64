import { m } from '../../paraglide/messages'

/** Skeleton rows while a settings list loads (announced once, politely). */
export function SettingsSkeleton() {
  return (
    <div className="skeleton-group" role="status">
      <span className="visually-hidden">{m.common_loading()}</span>
      <span className="skeleton skeleton-line" aria-hidden="true" />
      <span className="skeleton skeleton-line" aria-hidden="true" />
      <span className="skeleton skeleton-line" aria-hidden="true" />
    </div>
  )
}

/** Said once above a list the user may look at but not change. */
export function ReadOnlyNotice() {
  return <p className="notice">{m.ai_read_only()}</p>
}

/** Whether a setting is the platform default or the organization's own. */
export function SourceBadge({ isDefault }: { isDefault: boolean }) {
  return isDefault ? (
    <span className="badge">{m.ai_default_badge()}</span>
  ) : (
    <span className="badge" data-status="custom">
      {m.ai_custom_badge()}
    </span>
  )
}
