import { Link } from '@tanstack/react-router'
import { FixedLayout } from '../components/layout/fixed-layout'
import { useDocumentTitle } from '../components/layout/use-document-title'
import { m } from '../paraglide/messages'

/** `organization`: the account is fine, its organization was suspended by a platform admin. */
export function SuspendedPage({ reason }: { reason?: 'organization' }) {
  const title = reason === 'organization' ? m.suspended_organization_title() : m.suspended_title()
  useDocumentTitle(title)
  return (
    <FixedLayout>
      <h1>{title}</h1>
      <p>{reason === 'organization' ? m.suspended_organization_text() : m.suspended_text()}</p>
      <Link to="/login" className="button">
        {m.suspended_back_to_login()}
      </Link>
    </FixedLayout>
  )
}
