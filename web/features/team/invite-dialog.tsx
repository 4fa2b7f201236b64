import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { EmailSchema } from '../../../worker/contracts/identity'
import type { PermissionPreset } from '../../../worker/contracts/permissions'
import { inviteMember, teamKey } from '../../api/team'
import { useCreateMutation } from '../../api/use-create-mutation'
import { DialogForm, FormDialog } from '../../components/form-dialog'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
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
  const [problems, setProblems] = useState<{ email?: string }>({})
  const mutation = useCreateMutation({
    mutationFn: (_, key) => inviteMember({ email: email.trim(), preset }, key),
    onSuccess: async (invite) => {
      notify('success', { title: m.team_invite_sent({ email: invite.email }) })
      onInvited()
      await queryClient.invalidateQueries({ queryKey: teamKey(organizationId) })
    },
  })
  return (
    <DialogForm
      mutation={mutation}
      check={() => ({ email: emailProblem(email) })}
      onProblems={setProblems}
      onValid={() => mutation.mutate()}
      submitLabel={m.team_invite_submit()}
      pendingLabel={m.common_sending()}
    >
      <TextField
        id="team-invite-email"
        type="email"
        autoComplete="off"
        label={m.team_invite_email()}
        value={email}
        error={problems.email}
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
    </DialogForm>
  )
}

/** "Invite member": email and a preset; the server mails the link in the invitee's language. */
export function InviteDialog({ organizationId, onInvited }: { organizationId: string | null; onInvited: () => void }) {
  return (
    <FormDialog
      openLabel={m.team_invite_open()}
      title={m.team_invite_title()}
      description={m.team_invite_description()}
      initialFocusId="team-invite-email"
    >
      {(close) => (
        <InviteForm
          organizationId={organizationId}
          onInvited={() => {
            close()
            onInvited()
          }}
        />
      )}
    </FormDialog>
  )
}
