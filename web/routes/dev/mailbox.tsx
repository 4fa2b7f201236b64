import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { lazySchema } from '../../api/lazy-schema'
import { guardRoute } from '../../auth/guard'
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { DevMailbox } from '../../features/dev-mailbox/dev-mailbox'
import { m } from '../../paraglide/messages'

const mailboxSearchSchema = lazySchema(() =>
  z.object({
    to: z.string().max(254).optional().catch(undefined),
    id: z.string().max(64).optional().catch(undefined),
  }),
)

/** The dev mailbox (local mode only): the mails of sign-up, reset, links and invites. */
export const Route = createFileRoute('/dev/mailbox')({
  validateSearch: mailboxSearchSchema,
  beforeLoad: guardRoute({ mode: 'Any' }),
  component: DevMailboxPage,
})

function DevMailboxPage() {
  const { to, id } = Route.useSearch()
  useDocumentTitle(m.dev_mailbox_title())
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page dev-page">
      <h1>{m.dev_mailbox_title()}</h1>
      <p className="muted">{m.dev_mailbox_text()}</p>
      <DevMailbox key={to ?? ''} to={to ?? ''} id={id} />
    </main>
  )
}
