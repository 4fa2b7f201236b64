import { useQuery } from '@tanstack/react-query'
import { chatsKey, openSubjectChat } from '../../api/chats'
import { ErrorNotice } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { ChatRoom } from './chat-room'

/** The Chat tab of an applicant or a job (spec §2): its one chat, created the first time it is opened. */
export function SubjectChat({
  organizationId,
  subject,
}: {
  organizationId: string | null
  subject: { applicantId: string } | { jobId: string }
}) {
  const key = 'applicantId' in subject ? ['applicant', subject.applicantId] : ['job', subject.jobId]
  const chat = useQuery({
    queryKey: [...chatsKey(organizationId), 'for', ...key] as const,
    queryFn: () => openSubjectChat(subject),
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (chat.isError) return <ErrorNotice message={errorMessage(chat.error)} onRetry={() => void chat.refetch()} />
  if (!chat.data) {
    return (
      <p role="status" className="muted">
        {m.common_loading()}
      </p>
    )
  }
  return <ChatRoom chatId={chat.data.id} />
}
