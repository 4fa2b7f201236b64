import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type ChatSummary, chatsKey, createTeamChat } from '../../api/chats'
import { teamQueries } from '../../api/team'
import { useCreateMutation } from '../../api/use-create-mutation'
import { DialogForm, FormDialog } from '../../components/form-dialog'
import { TextField } from '../../components/text-field'
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
  const [problems, setProblems] = useState<{ name?: string }>({})
  const mutation = useCreateMutation<ChatSummary>({
    mutationFn: (_, key) => createTeamChat({ name: name.trim(), memberIds: members }, key),
    onSuccess: async (chat) => {
      await queryClient.invalidateQueries({ queryKey: chatsKey(organizationId) })
      onCreated(chat)
    },
  })
  const others = (names.data ?? []).filter((n) => n.id !== selfId)
  return (
    <DialogForm
      mutation={mutation}
      check={() => ({ name: name.trim() ? undefined : m.validation_name_required() })}
      onProblems={setProblems}
      onValid={() => mutation.mutate()}
      submitLabel={m.chat_new_submit()}
      pendingLabel={m.common_sending()}
    >
      <TextField
        id="chat-new-name"
        label={m.chat_new_name()}
        value={name}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <MemberCheckboxes
        people={others}
        picked={members}
        onChange={setMembers}
        empty={names.data ? m.chat_new_no_members() : null}
      />
    </DialogForm>
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
  return (
    <FormDialog openLabel={m.chat_new_open()} title={m.chat_new_title()} initialFocusId="chat-new-name">
      {(close) => (
        <NewTeamChatForm
          organizationId={organizationId}
          selfId={selfId}
          onCreated={(chat) => {
            close()
            onCreated(chat)
          }}
        />
      )}
    </FormDialog>
  )
}
