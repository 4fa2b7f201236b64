import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { chatQueries } from '../../api/chats'
import { lazySchema } from '../../api/lazy-schema'
import { guardRoute } from '../../auth/guard'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { ChatsScreen } from '../../features/chats/chats-screen'
import { m } from '../../paraglide/messages'

const chatsSearchSchema = lazySchema(() => z.object({ chat: z.string().min(1).max(64).optional() }))

/** Recruiting chats (spec §2): the list and the open chat (?chat=id). */
export const Route = createFileRoute('/_authenticated/chats')({
  validateSearch: chatsSearchSchema,
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['CHAT'] }),
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(chatQueries.list(context.user?.organizationId ?? null)),
  component: ChatsPage,
})

function ChatsPage() {
  const { chat } = Route.useSearch()
  useDocumentTitle(m.chat_title())
  return (
    <>
      <h1>{m.chat_title()}</h1>
      <ChatsScreen chatId={chat} />
    </>
  )
}
