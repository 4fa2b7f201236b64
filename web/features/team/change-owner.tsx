import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { sessionQueryKey } from '../../api/session'
import { changeOwner, type TeamMember, teamKey } from '../../api/team'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/**
 * Spec §4/§5 ownership transfer, for the owner: pick another member (required), optionally cancel the
 * subscription, confirm. The new owner gets full admin rights; the old owner loses billing access.
 */
export function ChangeOwner({
  members,
  organizationId,
  currentUserId,
}: {
  members: TeamMember[]
  organizationId: string | null
  currentUserId: string | null
}) {
  const queryClient = useQueryClient()
  const candidates = members.filter((member) => member.id !== currentUserId)
  const [userId, setUserId] = useState('')
  const [cancelSubscription, setCancelSubscription] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const chosen = candidates.find((member) => member.id === userId)
  const mutation = useMutation({
    mutationFn: (target: TeamMember) => changeOwner(target.id, cancelSubscription),
    onSuccess: async (_, target) => {
      notify('success', { title: m.team_owner_changed({ name: target.name }) })
      // Billing access moved with the ownership: the session's permissions change now, not in 30 s.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: teamKey(organizationId) }),
      ])
    },
    onSettled: () => setConfirmOpen(false),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!chosen) {
      // Spec §5: 'needs at least one other member selected'.
      showErrorsAndFocus(event.currentTarget, () => setError(m.team_owner_required()))
      return
    }
    setError(undefined)
    setConfirmOpen(true)
  }

  if (candidates.length === 0) return <p className="muted">{m.team_owner_no_members()}</p>
  const errorId = 'team-owner-member-error'
  return (
    <form className="form" noValidate onSubmit={submit}>
      <p>{m.team_owner_text()}</p>
      <div className="form-alert" role="alert">
        {mutation.isError ? (
          <p>
            {m.team_owner_failed()}: {errorMessage(mutation.error)}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="team-owner-member">{m.team_owner_member()}</label>
        <select
          id="team-owner-member"
          value={userId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setUserId(event.target.value)
            setError(undefined)
          }}
        >
          <option value="">{m.team_owner_choose()}</option>
          {candidates.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name} ({member.email})
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={cancelSubscription}
          onChange={(event) => setCancelSubscription(event.target.checked)}
        />
        {m.team_owner_cancel_subscription()}
      </label>
      <div className="button-row">
        <button type="submit" className="button button-danger-outline">
          {m.team_owner_submit()}
        </button>
      </div>
      {chosen ? (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={(open) => {
            if (!mutation.isPending) setConfirmOpen(open)
          }}
          title={m.team_owner_confirm_title({ name: chosen.name })}
          description={
            cancelSubscription
              ? m.team_owner_confirm_description_cancel({ name: chosen.name })
              : m.team_owner_confirm_description({ name: chosen.name })
          }
          confirmLabel={mutation.isPending ? m.team_owner_changing() : m.team_owner_submit()}
          pending={mutation.isPending}
          onConfirm={() => mutation.mutate(chosen)}
        />
      ) : null}
    </form>
  )
}
