import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useState } from 'react'
import type { PermissionPreset } from '../../../worker/contracts/permissions'
import {
  type AdminUserDetail,
  adminUserQueries,
  adminUsersKey,
  deleteUser,
  disableUserTfa,
  setUserPermissionPreset,
} from '../../api/admin-users'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { formatDate } from '../applicants/labels'
import { formatDateTime, PRESET_LABELS, PRESETS, presetOf } from './labels'
import { UserStatusBadge } from './users-table'

export interface AdminAbilities {
  canUpdate: boolean
  canDelete: boolean
  /** The account shown is the admin's own: the server refuses changes to it (spec §5). */
  own: boolean
}

function Facts({ user }: { user: AdminUserDetail }) {
  const facts: [string, ReactNode][] = [
    [m.admin_users_column_email(), user.email],
    [m.admin_users_position(), user.position ?? <span className="muted">{m.admin_users_no_position()}</span>],
    [m.admin_users_column_status(), <UserStatusBadge key="status" status={user.status} />],
    [m.admin_users_column_tfa(), user.tfaEnabled ? m.admin_users_tfa_on() : m.admin_users_tfa_off()],
    [m.admin_users_created(), formatDate(user.createdAt)],
    [
      m.admin_users_column_last_active(),
      user.lastActiveAt === null ? m.admin_users_never_active() : formatDateTime(user.lastActiveAt),
    ],
  ]
  return (
    <dl className="summary-list">
      {facts.map(([label, value]) => (
        <div key={label} className="summary-pair">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Memberships({ user }: { user: AdminUserDetail }) {
  if (user.memberships.length === 0) return <p className="muted">{m.admin_users_memberships_empty()}</p>
  return (
    <div className="table-scroll">
      <table className="data-table" aria-labelledby="admin-user-memberships-heading">
        <thead>
          <tr>
            <th scope="col">{m.admin_users_column_organization()}</th>
            <th scope="col">{m.admin_users_column_role()}</th>
            <th scope="col" className="numeric">
              {m.admin_users_column_permissions()}
            </th>
          </tr>
        </thead>
        <tbody>
          {user.memberships.map((membership) => (
            <tr key={membership.organizationId}>
              <th scope="row">{membership.name}</th>
              <td>{membership.owner ? m.admin_users_role_owner() : m.admin_users_role_member()}</td>
              <td className="numeric">{formatCount(membership.permissions.length)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Spec §6 presets; choosing "suspend" asks first, because it signs the user out everywhere. */
function PermissionsForm({ user, disabled }: { user: AdminUserDetail; disabled: boolean }) {
  const queryClient = useQueryClient()
  const current = presetOf(user)
  const [choice, setChoice] = useState<PermissionPreset | ''>(current ?? '')
  const [confirmOpen, setConfirmOpen] = useState(false)

  const save = useMutation({
    mutationFn: (preset: PermissionPreset) => setUserPermissionPreset(user.id, preset),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminUserQueries.detail(user.id).queryKey, detail)
      setChoice(presetOf(detail) ?? '')
      notify('success', { title: m.admin_users_saved({ name: detail.name || detail.email }) })
    },
    onError: (error) => notify('error', { title: m.admin_users_save_failed(), description: errorMessage(error) }),
    onSettled: () => {
      setConfirmOpen(false)
      void queryClient.invalidateQueries({ queryKey: [...adminUsersKey, 'list'] })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (choice === '' || choice === current || save.isPending) return
    if (choice === 'suspend') setConfirmOpen(true)
    else save.mutate(choice)
  }

  return (
    <form className="form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="admin-user-preset">{m.admin_users_preset_label()}</label>
        <select
          id="admin-user-preset"
          value={choice}
          disabled={disabled}
          onChange={(event) => setChoice(event.target.value as PermissionPreset | '')}
        >
          {current === null ? (
            <option value="" disabled>
              {m.admin_users_preset_custom()}
            </option>
          ) : null}
          {PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {PRESET_LABELS[preset]()}
            </option>
          ))}
        </select>
      </div>
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary"
          disabled={disabled || choice === '' || choice === current}
          aria-disabled={save.isPending || undefined}
        >
          {save.isPending ? m.common_saving() : m.common_save()}
        </button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!save.isPending) setConfirmOpen(open)
        }}
        title={m.admin_users_suspend_title({ name: user.name || user.email })}
        description={m.admin_users_suspend_description({ name: user.name || user.email })}
        confirmLabel={save.isPending ? m.common_saving() : m.admin_users_suspend_confirm()}
        pending={save.isPending}
        onConfirm={() => save.mutate('suspend')}
      />
    </form>
  )
}

function TwoFactor({ user, disabled }: { user: AdminUserDetail; disabled: boolean }) {
  const queryClient = useQueryClient()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const name = user.name || user.email
  const disable = useMutation({
    mutationFn: () => disableUserTfa(user.id),
    onSuccess: ({ tfaEnabled }) => {
      queryClient.setQueryData(adminUserQueries.detail(user.id).queryKey, (old) => old && { ...old, tfaEnabled })
      notify('success', { title: m.admin_users_tfa_disabled({ name }) })
    },
    onError: (error) =>
      notify('error', { title: m.admin_users_tfa_disable_failed(), description: errorMessage(error) }),
    onSettled: () => {
      setConfirmOpen(false)
      void queryClient.invalidateQueries({ queryKey: adminUsersKey })
    },
  })
  return (
    <>
      <p>{user.tfaEnabled ? m.admin_users_tfa_is_on() : m.admin_users_tfa_is_off()}</p>
      {user.tfaEnabled ? (
        <div className="button-row">
          <button
            type="button"
            className="button button-danger-outline"
            disabled={disabled}
            onClick={() => setConfirmOpen(true)}
          >
            {m.admin_users_tfa_disable()}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!disable.isPending) setConfirmOpen(open)
        }}
        title={m.admin_users_tfa_disable_title({ name })}
        description={m.admin_users_tfa_disable_description()}
        confirmLabel={disable.isPending ? m.common_saving() : m.admin_users_tfa_disable_confirm()}
        pending={disable.isPending}
        onConfirm={() => disable.mutate()}
      />
    </>
  )
}

function DeleteAccount({ user, disabled }: { user: AdminUserDetail; disabled: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const name = user.name || user.email
  const deletion = useMutation({
    mutationFn: () => deleteUser(user.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminUserQueries.detail(user.id).queryKey })
      void queryClient.invalidateQueries({ queryKey: [...adminUsersKey, 'list'] })
      notify('success', { title: m.admin_users_deleted({ name }) })
      void navigate({ to: '/admin/users' })
    },
    onSettled: () => setConfirmOpen(false),
  })
  return (
    <>
      <p>{m.admin_users_delete_text()}</p>
      {/* The server's reason stays on the page (an owner must hand over first), not only in a toast. */}
      {deletion.isError ? <ErrorNotice message={errorMessage(deletion.error)} /> : null}
      <div className="button-row">
        <button type="button" className="button button-danger" disabled={disabled} onClick={() => setConfirmOpen(true)}>
          {m.admin_users_delete()}
        </button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!deletion.isPending) setConfirmOpen(open)
        }}
        title={m.admin_users_delete_title({ name })}
        description={m.admin_users_delete_description({ name })}
        confirmLabel={deletion.isPending ? m.common_deleting() : m.common_delete()}
        pending={deletion.isPending}
        onConfirm={() => deletion.mutate()}
      />
    </>
  )
}

/** Spec §2 admin screen "users (details and permissions)". */
export function UserDetail({ user, abilities }: { user: AdminUserDetail; abilities: AdminAbilities }) {
  const { canUpdate, canDelete, own } = abilities
  return (
    <>
      {own ? (
        <p className="notice">{m.admin_users_own_account()}</p>
      ) : !canUpdate ? (
        <p className="notice">{m.admin_users_read_only()}</p>
      ) : null}
      <section className="card" aria-labelledby="admin-user-details-heading">
        <h2 id="admin-user-details-heading" className="card-title">
          {m.admin_users_details()}
        </h2>
        <Facts user={user} />
      </section>
      <section className="card" aria-labelledby="admin-user-memberships-heading">
        <h2 id="admin-user-memberships-heading" className="card-title">
          {m.admin_users_memberships()}
        </h2>
        <Memberships user={user} />
      </section>
      <section className="card" aria-labelledby="admin-user-permissions-heading">
        <h2 id="admin-user-permissions-heading" className="card-title">
          {m.admin_users_permissions_heading()}
        </h2>
        {/* Keyed by the saved permissions, so a change from elsewhere resets the unsaved choice. */}
        <PermissionsForm key={`${user.status}:${user.permissions.join()}`} user={user} disabled={own || !canUpdate} />
      </section>
      <section className="card" aria-labelledby="admin-user-tfa-heading">
        <h2 id="admin-user-tfa-heading" className="card-title">
          {m.admin_users_tfa_heading()}
        </h2>
        <TwoFactor user={user} disabled={own || !canUpdate} />
      </section>
      {canDelete ? (
        <section className="card" aria-labelledby="admin-user-delete-heading">
          <h2 id="admin-user-delete-heading" className="card-title">
            {m.admin_users_delete_heading()}
          </h2>
          <DeleteAccount user={user} disabled={own} />
        </section>
      ) : null}
    </>
  )
}
