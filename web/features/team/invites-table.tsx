import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { cancelInvite, type TeamInvite, teamKey } from '../../api/team'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { formatDateTime } from '../admin-users/labels'

function CancelInviteButton({ invite, organizationId }: { invite: TeamInvite; organizationId: string | null }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useMutation({
    mutationFn: () => cancelInvite(invite.id),
    onSuccess: () => notify('success', { title: m.team_invite_cancelled({ email: invite.email }) }),
    // Spec §8: 'invitation could not be cancelled'.
    onError: (error) => notify('error', { title: m.team_invite_cancel_failed(), description: errorMessage(error) }),
    onSettled: async () => {
      setOpen(false)
      await queryClient.invalidateQueries({ queryKey: teamKey(organizationId) })
    },
  })
  return (
    <>
      <button
        type="button"
        className="button button-small button-danger-outline"
        aria-label={m.team_invite_cancel_named({ email: invite.email })}
        onClick={() => setOpen(true)}
      >
        {m.team_invite_cancel()}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!mutation.isPending) setOpen(next)
        }}
        title={m.team_invite_cancel_title({ email: invite.email })}
        description={m.team_invite_cancel_description()}
        confirmLabel={mutation.isPending ? m.team_invite_cancelling() : m.team_invite_cancel()}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  )
}

/** The invitations tab (spec §2): email, created, and cancel while pending. */
export function InvitesTable({
  invites,
  organizationId,
  canUpdate,
  now = Date.now(),
}: {
  invites: TeamInvite[]
  organizationId: string | null
  canUpdate: boolean
  now?: number
}) {
  if (invites.length === 0) return <p className="empty">{m.team_invites_empty()}</p>
  return (
    <div className="card table-scroll">
      <table className="data-table team-table" aria-label={m.team_tab_invites()}>
        <thead>
          <tr>
            <th scope="col">{m.team_column_email()}</th>
            <th scope="col">{m.team_column_created()}</th>
            {canUpdate ? (
              <th scope="col">
                <span className="visually-hidden">{m.team_column_actions()}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => (
            <tr key={invite.id}>
              <th scope="row">
                {invite.email}{' '}
                {invite.expiresAt <= now ? (
                  <span className="badge" data-status="expired">
                    {m.team_invite_expired()}
                  </span>
                ) : null}
              </th>
              <td>{formatDateTime(invite.createdAt)}</td>
              {canUpdate ? (
                <td>
                  <CancelInviteButton invite={invite} organizationId={organizationId} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
