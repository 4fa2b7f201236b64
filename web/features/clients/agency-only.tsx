import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages'

/** Shown instead of the clients screens to an organization that is not an agency (spec §1, §2). */
export function AgencyOnlyNotice() {
  return (
    <div className="empty-state">
      <p>{m.clients_not_agency()}</p>
      <Link to="/organization/general" className="button">
        {m.clients_not_agency_action()}
      </Link>
    </div>
  )
}
