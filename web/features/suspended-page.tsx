import { Link } from '@tanstack/react-router'
import { FixedLayout } from '../components/layout/fixed-layout'
import { useDocumentTitle } from '../components/layout/use-document-title'
import { m } from '../paraglide/messages'

export function SuspendedPage() {
  useDocumentTitle(m.suspended_title())
  return (
    <FixedLayout>
      <h1>{m.suspended_title()}</h1>
      <p>{m.suspended_text()}</p>
      <Link to="/login" className="button">
        {m.suspended_back_to_login()}
      </Link>
    </FixedLayout>
  )
}
