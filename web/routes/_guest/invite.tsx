import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { InviteSignup } from '../../features/invite/invite-signup'
import { m } from '../../paraglide/messages'

const inviteSearchSchema = z.object({ token: z.string().max(256).optional().catch(undefined) })

/** The link of an invitation mail. */
export const Route = createFileRoute('/_guest/invite')({
  validateSearch: inviteSearchSchema,
  component: InvitePage,
})

function InvitePage() {
  const { token } = Route.useSearch()
  useDocumentTitle(m.invite_title())
  return (
    <>
      <h1>{m.invite_title()}</h1>
      <InviteSignup token={token} />
    </>
  )
}
