import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { addChatMembers, type ChatSummary, chatQueries, chatsKey } from '../../api/chats'
import { teamQueries } from '../../api/team'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { chatName } from '../applicants/applicant-name'
import { MemberCheckboxes } from './member-checkboxes'

function AddMembersForm({
  organizationId,
  chat,
  onAdded,
}: {
  organizationId: string | null
  chat: ChatSummary
  onAdded: () => void
}) {
  const queryClient = useQueryClient()
  const names = useQuery(teamQueries.names(organizationId))
  const [picked, setPicked] = useState<string[]>([])
  const [error, setError] = useState<string | undefined>()
  // Adding someone twice changes nothing on the server, so a plain mutation is safe to repeat.
  const mutation = useMutation({
    mutationFn: () => addChatMembers(chat.id, picked),
    onSuccess: async (updated) => {
      queryClient.setQueryData(chatQueries.detail(organizationId, chat.id).queryKey, updated)
      await queryClient.invalidateQueries({ queryKey: chatsKey(organizationId) })
      onAdded()
    },
  })
  const inChat = new Set(chat.members.map((x) => x.userId))
  const others = (names.data ?? []).filter((n) => !inChat.has(n.id))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    if (picked.length === 0) {
      setError(m.chat_add_members_pick_one())
      event.currentTarget.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus()
      return
    }
    setError(undefined)
    mutation.mutate()
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{errorMessage(mutation.error)}</p> : error ? <p>{error}</p> : null}
      </div>
      {names.isPending ? <p className="muted">{m.common_loading()}</p> : null}
      <MemberCheckboxes
        people={others}
        picked={picked}
        onChange={setPicked}
        empty={names.data ? m.chat_add_members_everyone() : null}
      />
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_sending() : m.chat_add_members_submit()}
        </button>
      </div>
    </form>
  )
}

/** "Add people" of a team chat: colleagues who are not in it yet join it (and read its history). */
export function AddMembersDialog({ organizationId, chat }: { organizationId: string | null; chat: ChatSummary }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Dialog.Trigger className="button button-small">{m.chat_add_members_open()}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{m.chat_add_members_title({ name: chatName(chat) })}</Dialog.Title>
            <AddMembersForm organizationId={organizationId} chat={chat} onAdded={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
