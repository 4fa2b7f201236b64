import { Link } from '@tanstack/react-router'
import { FixedLayout } from '../components/layout/fixed-layout'
import { useDocumentTitle } from '../components/layout/use-document-title'
import { m } from '../paraglide/messages'

export function NotFoundPage() {
  useDocumentTitle(m.not_found_title())
  return (
    <FixedLayout>
      <h1>{m.not_found_title()}</h1>
      <p>{m.not_found_text()}</p>
      <Link to="/" className="button">
        {m.not_found_back_to_start()}
      </Link>
    </FixedLayout>
  )
}
