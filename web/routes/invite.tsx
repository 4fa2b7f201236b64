import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { lazySchema } from '../api/lazy-schema'
import { guardRoute } from '../auth/guard'
import { FixedLayout } from '../components/layout/fixed-layout'
import { useDocumentTitle } from '../components/layout/use-document-title'
import { PageError } from '../components/route-error'
import { InviteSignup } from '../features/invite/invite-signup'
import { m } from '../paraglide/messages'

const inviteSearchSchema = lazySchema(() => z.object({ token: z.string().max(256).optional().catch(undefined) }))

/**
 * The link of an invitation mail. Mode Any: a guest creates the account here (or signs in and comes
 * back), and a signed-in user with an account joins the organization right here (POST /team/join).
 */
export const Route = createFileRoute('/invite')({
  validateSearch: inviteSearchSchema,
  beforeLoad: guardRoute({ mode: 'Any' }),
  component: InvitePage,
  errorComponent: PageError,
})

function InvitePage() {
  const { token } = Route.useSearch()
  useDocumentTitle(m.invite_title())
  return (
    <FixedLayout>
      <h1>{m.invite_title()}</h1>
      <InviteSignup token={token} />
    </FixedLayout>
  )
}
