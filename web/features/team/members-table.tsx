import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { removeMember, type TeamMember, teamKey } from '../../api/team'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { formatDateTime } from '../admin-users/labels'
import { TEAM_PRESET_LABELS } from './labels'
import { PermissionsDialog } from './permissions-dialog'

function RemoveMemberButton({ member, organizationId }: { member: TeamMember; organizationId: string | null }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useMutation({
    mutationFn: () => removeMember(member.id),
    onSuccess: () => notify('success', { title: m.team_removed({ name: member.name }) }),
    onError: (error) => notify('error', { title: m.team_remove_failed(), description: errorMessage(error) }),
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
        aria-label={m.team_remove_named({ name: member.name })}
        onClick={() => setOpen(true)}
      >
        {m.team_remove()}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!mutation.isPending) setOpen(next)
        }}
        title={m.team_remove_title({ name: member.name })}
        description={m.team_remove_description({ name: member.name })}
        confirmLabel={mutation.isPending ? m.team_removing() : m.team_remove()}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  )
}

/** The members tab (spec §2): name, email, last activity, permissions and the actions. */
export function MembersTable({
  members,
  organizationId,
  currentUserId,
  canUpdate,
}: {
  members: TeamMember[]
  organizationId: string | null
  currentUserId: string | null
  canUpdate: boolean
}) {
  return (
    <div className="card table-scroll">
      <table className="data-table team-table" aria-label={m.team_tab_members()}>
        <thead>
          <tr>
            <th scope="col">{m.team_column_name()}</th>
            <th scope="col">{m.team_column_email()}</th>
            <th scope="col">{m.team_column_last_activity()}</th>
            <th scope="col">{m.team_column_permissions()}</th>
            <th scope="col">
              <span className="visually-hidden">{m.team_column_actions()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const own = member.id === currentUserId
            return (
              <tr key={member.id}>
                <th scope="row">
                  {member.name}{' '}
                  {member.owner ? (
                    <span className="badge" data-status="owner">
                      {m.team_owner_badge()}
                    </span>
                  ) : null}{' '}
                  {own ? <span className="badge">{m.team_you_badge()}</span> : null}
                </th>
                <td>{member.email}</td>
                <td>
                  {member.lastActivityAt === null ? (
                    <span className="muted">{m.team_never_active()}</span>
                  ) : (
                    formatDateTime(member.lastActivityAt)
                  )}
                </td>
                <td>{TEAM_PRESET_LABELS[member.preset]()}</td>
                <td>
                  <div className="button-row">
                    <PermissionsDialog
                      // A saved change elsewhere restarts the editor from the new permissions.
                      key={member.permissions.join()}
                      member={member}
                      organizationId={organizationId}
                      own={own}
                      canUpdate={canUpdate}
                    />
                    {canUpdate && !own && !member.owner ? (
                      <RemoveMemberButton member={member} organizationId={organizationId} />
                    ) : null}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
