import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useState } from 'react'
import { ADMIN_INVITE_PRESETS, type AdminInvitePreset } from '../../../worker/contracts/admin-tenants'
import {
  TENANT_KINDS,
  type TenantKind,
  type TenantStatus,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../../worker/contracts/enums'
import { EmailSchema } from '../../../worker/contracts/identity'
import {
  type AdminOrganizationChanges,
  type AdminOrganizationDetail,
  adminOrganizationQueries,
  adminOrganizationsKey,
  deleteOrganizationAsAdmin,
  inviteToOrganization,
  joinOrganization,
  leaveOrganization,
  updateOrganizationAsAdmin,
} from '../../api/admin-tenants'
import { sessionQueryKey } from '../../api/session'
import { useCreateMutation } from '../../api/use-create-mutation'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { ErrorNotice } from '../../components/page-status'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { formatDateTime } from '../admin-users/labels'
import { formatDate } from '../applicants/labels'
import {
  INVITE_PRESET_LABELS,
  LANGUAGE_LABELS,
  TENANT_KIND_LABELS,
  TENANT_STATUS_LABELS,
  TENANT_STATUS_ORDER,
} from './labels'
import { TenantStatusBadge } from './organizations-table'

export interface AdminOrganizationAbilities {
  canUpdate: boolean
  canCreate: boolean
  canDelete: boolean
}

type Organization = AdminOrganizationDetail

/** After a change the detail is the server's answer; the list and the admin's own session follow. */
function useApplyDetail() {
  const queryClient = useQueryClient()
  return (detail: Organization, options: { session?: boolean } = {}) => {
    queryClient.setQueryData(adminOrganizationQueries.detail(detail.id).queryKey, detail)
    void queryClient.invalidateQueries({ queryKey: [...adminOrganizationsKey, 'list'] })
    // Joining or leaving changes the admin's own organization list.
    if (options.session) void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
  }
}

function Facts({ organization: o }: { organization: Organization }) {
  const facts: [string, ReactNode][] = [
    [m.admin_orgs_column_status(), <TenantStatusBadge key="status" status={o.status} />],
    [m.admin_orgs_column_kind(), `${TENANT_KIND_LABELS[o.kind]()}${o.isAgency ? ` · ${m.admin_orgs_agency()}` : ''}`],
    [m.admin_orgs_field_language(), LANGUAGE_LABELS[o.language]()],
    [m.admin_orgs_column_plan(), `${o.planName} · ${o.subscriptionStatus}`],
    [
      m.admin_orgs_column_owner(),
      o.owner ? (
        `${o.owner.name} (${o.owner.email})`
      ) : (
        <span key="owner" className="muted">
          {m.admin_orgs_no_owner()}
        </span>
      ),
    ],
    [m.admin_orgs_column_created(), formatDate(o.createdAt)],
    [m.admin_orgs_column_members(), formatCount(o.counts.members)],
    [m.admin_orgs_column_applicants(), formatCount(o.counts.applicants)],
    [m.admin_orgs_column_jobs(), formatCount(o.counts.jobs)],
    [m.admin_orgs_invites_count(), formatCount(o.counts.invites)],
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

interface Draft {
  name: string
  status: TenantStatus
  kind: TenantKind
  isAgency: boolean
  language: UiLanguage
}

const draftOf = (o: Organization): Draft => ({
  name: o.name,
  status: o.status,
  kind: o.kind,
  isAgency: o.isAgency,
  language: o.language,
})

/** Only what changed is sent; suspending asks first, because it signs the organization's users out. */
function SettingsForm({ organization }: { organization: Organization }) {
  const apply = useApplyDetail()
  const saved = draftOf(organization)
  const [draft, setDraft] = useState<Draft>(saved)
  const [nameError, setNameError] = useState<string | undefined>()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const changes: AdminOrganizationChanges = {}
  if (draft.name.trim() !== saved.name) changes.name = draft.name.trim()
  if (draft.status !== saved.status) changes.status = draft.status
  if (draft.kind !== saved.kind) changes.kind = draft.kind
  if (draft.isAgency !== saved.isAgency) changes.isAgency = draft.isAgency
  if (draft.language !== saved.language) changes.language = draft.language
  const changed = Object.keys(changes).length > 0

  const save = useMutation({
    mutationFn: (request: AdminOrganizationChanges) => updateOrganizationAsAdmin(organization.id, request),
    onSuccess: (detail) => {
      apply(detail)
      notify('success', { title: m.admin_orgs_saved({ name: detail.name }) })
    },
    onError: (error) => notify('error', { title: m.admin_orgs_save_failed(), description: errorMessage(error) }),
    onSettled: () => setConfirmOpen(false),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!changed || save.isPending) return
    if (draft.name.trim() === '') {
      showErrorsAndFocus(event.currentTarget, () => setNameError(m.validation_name_required()))
      return
    }
    setNameError(undefined)
    if (changes.status === 'SUSPENDED') setConfirmOpen(true)
    else save.mutate(changes)
  }
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        id="admin-org-name"
        label={m.admin_orgs_field_name()}
        value={draft.name}
        maxLength={200}
        error={nameError}
        onChange={(event) => set({ name: event.target.value })}
      />
      <div className="field">
        <label htmlFor="admin-org-status">{m.admin_orgs_field_status()}</label>
        <select
          id="admin-org-status"
          value={draft.status}
          onChange={(event) => set({ status: event.target.value as TenantStatus })}
        >
          {TENANT_STATUS_ORDER.map((status) => (
            <option key={status} value={status}>
              {TENANT_STATUS_LABELS[status]()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="admin-org-kind">{m.admin_orgs_field_kind()}</label>
        <select
          id="admin-org-kind"
          value={draft.kind}
          onChange={(event) => set({ kind: event.target.value as TenantKind })}
        >
          {TENANT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {TENANT_KIND_LABELS[kind]()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="admin-org-language">{m.admin_orgs_field_language()}</label>
        <select
          id="admin-org-language"
          value={draft.language}
          onChange={(event) => set({ language: event.target.value as UiLanguage })}
        >
          {UI_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_LABELS[language]()}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox-field">
        <input type="checkbox" checked={draft.isAgency} onChange={(event) => set({ isAgency: event.target.checked })} />
        {m.admin_orgs_field_agency()}
      </label>
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary"
          disabled={!changed}
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
        title={m.admin_orgs_suspend_title({ name: organization.name })}
        description={m.admin_orgs_suspend_description({ name: organization.name })}
        confirmLabel={save.isPending ? m.common_saving() : m.admin_orgs_suspend_confirm()}
        pending={save.isPending}
        onConfirm={() => save.mutate(changes)}
      />
    </form>
  )
}

function Members({ organization }: { organization: Organization }) {
  return (
    <>
      {organization.members.length === 0 ? (
        <p className="muted">{m.admin_orgs_members_empty()}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby="admin-org-members-heading">
            <thead>
              <tr>
                <th scope="col">{m.admin_orgs_column_name()}</th>
                <th scope="col">{m.admin_orgs_column_email()}</th>
                <th scope="col">{m.admin_orgs_column_role()}</th>
                <th scope="col">{m.admin_orgs_column_last_activity()}</th>
              </tr>
            </thead>
            <tbody>
              {organization.members.map((member) => (
                <tr key={member.userId}>
                  <th scope="row">{member.name || member.email}</th>
                  <td>{member.email}</td>
                  <td>{member.owner ? m.admin_orgs_role_owner() : m.admin_orgs_role_member()}</td>
                  <td>
                    {member.lastActivityAt === null ? (
                      <span className="muted">{m.admin_orgs_never_active()}</span>
                    ) : (
                      formatDateTime(member.lastActivityAt)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {organization.invites.length > 0 ? (
        <>
          <h3 id="admin-org-invites-heading">{m.admin_orgs_pending_invites()}</h3>
          <ul aria-labelledby="admin-org-invites-heading">
            {organization.invites.map((invite) => (
              <li key={invite.id}>
                {invite.email}{' '}
                <span className="muted">{m.admin_orgs_invite_expires({ date: formatDate(invite.expiresAt) })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}

function InviteForm({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [preset, setPreset] = useState<AdminInvitePreset>('user')
  const [emailError, setEmailError] = useState<string | undefined>()
  const invite = useCreateMutation({
    mutationFn: (request: { email: string; preset: AdminInvitePreset }, key) =>
      inviteToOrganization(organization.id, request, key),
    onSuccess: (sent) => {
      setEmail('')
      notify('success', { title: m.admin_orgs_invite_sent({ email: sent.email }) })
      void queryClient.invalidateQueries({ queryKey: adminOrganizationsKey })
    },
    onError: (error) => notify('error', { title: m.admin_orgs_invite_failed(), description: errorMessage(error) }),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = EmailSchema.safeParse(email)
    if (!parsed.success) {
      showErrorsAndFocus(event.currentTarget, () =>
        setEmailError(email.trim() === '' ? m.login_email_required() : m.login_email_invalid()),
      )
      return
    }
    setEmailError(undefined)
    invite.mutate({ email: parsed.data, preset })
  }
  return (
    <form className="filters-form" onSubmit={submit} noValidate>
      <TextField
        id="admin-org-invite-email"
        label={m.admin_orgs_invite_email()}
        type="email"
        autoComplete="off"
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="field">
        <label htmlFor="admin-org-invite-preset">{m.admin_orgs_invite_preset()}</label>
        <select
          id="admin-org-invite-preset"
          value={preset}
          onChange={(event) => setPreset(event.target.value as AdminInvitePreset)}
        >
          {ADMIN_INVITE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {INVITE_PRESET_LABELS[p]()}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" aria-disabled={invite.isPending || undefined}>
        {invite.isPending ? m.common_sending() : m.admin_orgs_invite_submit()}
      </button>
    </form>
  )
}

function Membership({ organization }: { organization: Organization }) {
  const apply = useApplyDetail()
  const onError = (error: Error) =>
    notify('error', { title: m.admin_orgs_membership_failed(), description: errorMessage(error) })
  const join = useCreateMutation({
    mutationFn: (_, key) => joinOrganization(organization.id, key),
    onSuccess: (detail) => {
      apply(detail, { session: true })
      notify('success', { title: m.admin_orgs_joined({ name: detail.name }) })
    },
    onError,
  })
  const leave = useMutation({
    mutationFn: () => leaveOrganization(organization.id),
    onSuccess: (detail) => {
      apply(detail, { session: true })
      notify('success', { title: m.admin_orgs_left({ name: detail.name }) })
    },
    onError,
  })
  const pending = join.isPending || leave.isPending
  return (
    <>
      <p>{organization.joined ? m.admin_orgs_joined_text() : m.admin_orgs_not_joined_text()}</p>
      <div className="button-row">
        {organization.joined ? (
          <button
            type="button"
            className="button"
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) leave.mutate()
            }}
          >
            {m.admin_orgs_leave()}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) join.mutate()
            }}
          >
            {m.admin_orgs_join()}
          </button>
        )}
      </div>
    </>
  )
}

function DeleteOrganization({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const deletion = useMutation({
    mutationFn: () => deleteOrganizationAsAdmin(organization.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminOrganizationQueries.detail(organization.id).queryKey })
      void queryClient.invalidateQueries({ queryKey: [...adminOrganizationsKey, 'list'] })
      // A deleted organization may have been one of the admin's own.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      notify('success', { title: m.admin_orgs_deleted({ name: organization.name }) })
      void navigate({ to: '/admin/organizations' })
    },
    onSettled: () => setConfirmOpen(false),
  })
  return (
    <>
      <p>{m.admin_orgs_delete_text()}</p>
      {deletion.isError ? (
        <ErrorNotice message={`${m.admin_orgs_delete_failed()} ${errorMessage(deletion.error)}`} />
      ) : null}
      <div className="button-row">
        <button type="button" className="button button-danger" onClick={() => setConfirmOpen(true)}>
          {m.admin_orgs_delete()}
        </button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!deletion.isPending) setConfirmOpen(open)
        }}
        title={m.admin_orgs_delete_title({ name: organization.name })}
        description={m.admin_orgs_delete_description({ name: organization.name })}
        confirmLabel={deletion.isPending ? m.common_deleting() : m.common_delete()}
        pending={deletion.isPending}
        onConfirm={() => deletion.mutate()}
      />
    </>
  )
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * Spec §2 admin screen "organizations": details, settings with status, members and invitations,
 * the admin's own membership, and deletion. `searchIndexPanel` is the slot for the search index
 * rebuild of spec §2 (built and mounted apart), shown in its own card before the deletion.
 */
export function OrganizationDetail({
  organization,
  abilities,
  searchIndexPanel,
}: {
  organization: Organization
  abilities: AdminOrganizationAbilities
  searchIndexPanel?: ReactNode
}) {
  return (
    <>
      {organization.status === 'SUSPENDED' ? <p className="notice">{m.admin_orgs_suspended_notice()}</p> : null}
      {!abilities.canUpdate ? <p className="notice">{m.admin_orgs_read_only()}</p> : null}
      <Card id="admin-org-details-heading" title={m.admin_orgs_details()}>
        <Facts organization={organization} />
      </Card>
      {abilities.canUpdate ? (
        <Card id="admin-org-settings-heading" title={m.admin_orgs_settings_heading()}>
          {/* Keyed by the saved values, so a change from elsewhere resets unsaved edits. */}
          <SettingsForm key={JSON.stringify(draftOf(organization))} organization={organization} />
        </Card>
      ) : null}
      <Card id="admin-org-members-heading" title={m.admin_orgs_members_heading()}>
        <Members organization={organization} />
      </Card>
      {abilities.canCreate ? (
        <Card id="admin-org-invite-heading" title={m.admin_orgs_invite_heading()}>
          <InviteForm organization={organization} />
        </Card>
      ) : null}
      {abilities.canUpdate ? (
        <Card id="admin-org-membership-heading" title={m.admin_orgs_membership_heading()}>
          <Membership organization={organization} />
        </Card>
      ) : null}
      {/* The panel is a card with its own heading (web/features/admin-search/reindex-panel.tsx). */}
      {searchIndexPanel ?? null}
      {abilities.canDelete ? (
        <Card id="admin-org-delete-heading" title={m.admin_orgs_delete_heading()}>
          <DeleteOrganization organization={organization} />
        </Card>
      ) : null}
    </>
  )
}
