import { m } from '../../paraglide/messages'

/** Above a list opened from the dashboard: which skill it is filtered by, and the way back to all. */
export function SkillFilterNotice({ skill, onClear }: { skill: string; onClear: () => void }) {
  return (
    <p className="filter-notice" role="status">
      {m.dashboard_filter_skill({ skill })}{' '}
      <button type="button" className="button button-link" onClick={onClear}>
        {m.dashboard_filter_clear()}
      </button>
    </p>
  )
}
