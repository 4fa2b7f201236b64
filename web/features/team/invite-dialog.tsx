import { Dialog, Portal } from '@ark-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { EmailSchema } from '../../../worker/contracts/identity'
import type { PermissionPreset } from '../../../worker/contracts/permissions'
import { inviteMember, teamKey } from '../../api/team'
import { useCreateMutation } from '../../api/use-create-mutation'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { TEAM_PRESET_LABELS } from './labels'

// "suspend" grants nothing on a team, exactly like "none": inviting someone suspended makes no sense.
const INVITE_PRESETS: readonly PermissionPreset[] = ['user', 'admin', 'none']

function emailProblem(value: string): string | undefined {
  if (!value.trim()) return m.team_invite_email_required()
  return EmailSchema.safeParse(value).success ? undefined : m.team_invite_email_invalid()
}

function InviteForm({ organizationId, onInvited }: { organizationId: string | null; onInvited: () => void }) {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [preset, setPreset] = useState<PermissionPreset>('user')
  const [error, setError] = useState<string | undefined>()
  const mutation = useCreateMutation({
    mutationFn: (_, key) => inviteMember({ email: email.trim(), preset }, key),
    onSuccess: async (invite) => {
      notify('success', { title: m.team_invite_sent({ email: invite.email }) })
      onInvited()
      await queryClient.invalidateQueries({ queryKey: teamKey(organizationId) })
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const problem = emailProblem(email)
    if (problem) {
      showErrorsAndFocus(event.currentTarget, () => setError(problem))
      return
    }
    setError(undefined)
    mutation.mutate()
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        id="team-invite-email"
        type="email"
        autoComplete="off"
        label={m.team_invite_email()}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="field">
        <label htmlFor="team-invite-preset">{m.team_invite_preset()}</label>
        <select
          id="team-invite-preset"
          value={preset}
          onChange={(event) => setPreset(event.target.value as PermissionPreset)}
        >
          {INVITE_PRESETS.map((value) => (
            <option key={value} value={value}>
              {TEAM_PRESET_LABELS[value]()}
            </option>
          ))}
        </select>
      </div>
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_sending() : m.team_invite_submit()}
        </button>
      </div>
    </form>
  )
}

/** "Invite member": email and a preset; the server mails the link in the invitee's language. */
export function InviteDialog({ organizationId, onInvited }: { organizationId: string | null; onInvited: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => document.getElementById('team-invite-email')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button button-primary">{m.team_invite_open()}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{m.team_invite_title()}</Dialog.Title>
            <Dialog.Description>{m.team_invite_description()}</Dialog.Description>
            <InviteForm
              organizationId={organizationId}
              onInvited={() => {
                setOpen(false)
                onInvited()
              }}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
