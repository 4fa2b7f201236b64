import { Dialog, Portal } from '@ark-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { type ChatSummary, chatsKey, createTeamChat } from '../../api/chats'
import { teamQueries } from '../../api/team'
import { useCreateMutation } from '../../api/use-create-mutation'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { MemberCheckboxes } from './member-checkboxes'

function NewTeamChatForm({
  organizationId,
  selfId,
  onCreated,
}: {
  organizationId: string | null
  selfId: string | undefined
  onCreated: (chat: ChatSummary) => void
}) {
  const queryClient = useQueryClient()
  const names = useQuery(teamQueries.names(organizationId))
  const [name, setName] = useState('')
  const [members, setMembers] = useState<string[]>([])
  const [error, setError] = useState<string | undefined>()
  const mutation = useCreateMutation<ChatSummary>({
    mutationFn: (_, key) => createTeamChat({ name: name.trim(), memberIds: members }, key),
    onSuccess: async (chat) => {
      await queryClient.invalidateQueries({ queryKey: chatsKey(organizationId) })
      onCreated(chat)
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    if (!name.trim()) {
      showErrorsAndFocus(event.currentTarget, () => setError(m.validation_name_required()))
      return
    }
    setError(undefined)
    mutation.mutate()
  }
  const others = (names.data ?? []).filter((n) => n.id !== selfId)
  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        id="chat-new-name"
        label={m.chat_new_name()}
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <MemberCheckboxes
        people={others}
        picked={members}
        onChange={setMembers}
        empty={names.data ? m.chat_new_no_members() : null}
      />
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_sending() : m.chat_new_submit()}
        </button>
      </div>
    </form>
  )
}

/** "New team chat": a name and the members of the organization who take part. */
export function NewTeamChatDialog({
  organizationId,
  selfId,
  onCreated,
}: {
  organizationId: string | null
  selfId: string | undefined
  onCreated: (chat: ChatSummary) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => document.getElementById('chat-new-name')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button button-primary">{m.chat_new_open()}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{m.chat_new_title()}</Dialog.Title>
            <NewTeamChatForm
              organizationId={organizationId}
              selfId={selfId}
              onCreated={(chat) => {
                setOpen(false)
                onCreated(chat)
              }}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
