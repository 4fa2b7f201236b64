import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'
import { ApiError } from '../api/client'
import { lazySchema } from '../api/lazy-schema'
import { profileQueries } from '../api/profile'
import { guardRoute } from '../auth/guard'
import { useSession } from '../auth/use-session'
import { FixedLayout } from '../components/layout/fixed-layout'
import { useDocumentTitle } from '../components/layout/use-document-title'
import { PagePending } from '../components/page-status'
import { errorMessage } from '../i18n/error-message'
import { m } from '../paraglide/messages'

const emailChangeSearchSchema = lazySchema(() => z.object({ token: z.string().max(256).optional().catch(undefined) }))

/** The email-change confirmation result screen (spec §2). Mode Any: the link may open signed out. */
export const Route = createFileRoute('/email-change')({
  validateSearch: emailChangeSearchSchema,
  beforeLoad: guardRoute({ mode: 'Any' }),
  component: EmailChangePage,
})

function EmailChangePage() {
  const { token } = Route.useSearch()
  useDocumentTitle(m.email_change_title())
  return (
    <FixedLayout>
      <h1>{m.email_change_title()}</h1>
      {token ? <ApplyEmailChange token={token} /> : <EmailChangeInvalid />}
    </FixedLayout>
  )
}

function ApplyEmailChange({ token }: { token: string }) {
  const query = useQuery(profileQueries.setEmail(token))
  const session = useSession()
  if (query.isError) {
    const invalid = query.error instanceof ApiError && (query.error.status === 400 || query.error.status === 404)
    return invalid ? <EmailChangeInvalid /> : <p role="alert">{errorMessage(query.error)}</p>
  }
  if (!query.data) return <PagePending />
  return (
    <>
      <p className="notice notice-success" role="status">
        {m.email_change_success({ email: query.data.email })}
      </p>
      <p className="form-links">
        {session.status === 'authenticated' ? (
          <Link to="/profile">{m.email_change_to_profile()}</Link>
        ) : (
          <Link to="/login" search={{ email: query.data.email }}>
            {m.common_back_to_login()}
          </Link>
        )}
      </p>
    </>
  )
}

function EmailChangeInvalid() {
  return (
    <>
      <p className="notice notice-error" role="alert">
        {m.error_email_change_link_invalid()}
      </p>
      <p className="form-links">
        <Link to="/profile" search={{ tab: 'security' }}>
          {m.email_change_to_security()}
        </Link>
      </p>
    </>
  )
}
