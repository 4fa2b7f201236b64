import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { z } from 'zod'
// The constants, not the inbox contract: every route module is part of the app's entry, and the
// contract's module would build all of its schemas at start (issue 19).
import { EMAIL_FILTERS, MAIL_PROVIDERS } from '../../../worker/contracts/enums'
import { inboxQueries } from '../../api/inbox'
import { lazySchema } from '../../api/lazy-schema'
import { guardRoute } from '../../auth/guard'
import { useSessionUser } from '../../auth/use-session'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { notify } from '../../components/toast/toaster'
import { InboxScreen } from '../../features/inbox/inbox-screen'
import { errorCodeMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

const inboxSearchSchema = lazySchema(() => {
  const MailTypeSchema = z.enum(MAIL_PROVIDERS)
  return z.object({
    filter: z.enum(EMAIL_FILTERS).catch('ALL').default('ALL'),
    mail: z.string().min(1).max(64).optional(),
    // The provider's way back (worker/inbox/external-account.routes.ts): connected, or why not.
    connected: MailTypeSchema.optional().catch(undefined),
    error: z.string().max(64).optional(),
    type: MailTypeSchema.optional().catch(undefined),
  })
})

/** The inbox (spec §2 Inbox mail, Connected Email Accounts). */
export const Route = createFileRoute('/_authenticated/inbox')({
  validateSearch: inboxSearchSchema,
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['APPLICANT_CREATE'] }),
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(inboxQueries.accounts(context.user?.organizationId ?? null)),
  component: InboxPage,
})

function InboxPage() {
  const { filter, mail, connected, error } = Route.useSearch()
  const user = useSessionUser()
  const navigate = useNavigate()
  useDocumentTitle(m.inbox_title())
  useEffect(() => {
    if (!connected && !error) return
    if (connected) notify('success', { title: m.inbox_connected_toast() })
    if (error) notify('error', { title: errorCodeMessage(error) })
    // Said once: the outcome leaves the address so a reload does not repeat it.
    void navigate({ to: '/inbox', search: { filter }, replace: true })
  }, [connected, error, filter, navigate])
  return (
    <>
      <h1>{m.inbox_title()}</h1>
      <InboxScreen organizationId={user?.organizationId ?? null} filter={filter} mail={mail} />
    </>
  )
}
