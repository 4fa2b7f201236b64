import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import {
  type OrganizationPermission,
  PERMISSION_PRESETS,
  type PermissionPreset,
} from '../../../worker/contracts/permissions'
import { sessionQueryKey } from '../../api/session'
import { type PermissionChoice, type TeamMember, teamKey, updateMemberPermissions } from '../../api/team'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { PERMISSION_GROUPS, PERMISSION_LABELS, TEAM_PRESET_LABELS, TEAM_PRESETS } from './labels'

type PresetChoice = PermissionPreset | 'custom'

/** The preset a set of organization permissions equals (on a team, "none" stands for both empty ones). */
function presetOf(permissions: ReadonlySet<string>): PresetChoice {
  const equals = (list: readonly string[]) => list.length === permissions.size && list.every((p) => permissions.has(p))
  if (permissions.size === 0) return 'none'
  if (equals(PERMISSION_PRESETS.admin.organization)) return 'admin'
  if (equals(PERMISSION_PRESETS.user.organization)) return 'user'
  return 'custom'
}

/** Why the form is read-only, if it is: your own permissions, the owner's, or no TEAM_UPDATE. */
function lockReason(member: TeamMember, own: boolean, canUpdate: boolean): string | null {
  if (own) return m.team_permissions_own()
  if (member.owner) return m.team_permissions_owner({ name: member.name })
  if (!canUpdate) return m.team_permissions_read_only()
  return null
}

function PermissionsForm({
  member,
  organizationId,
  lock,
  close,
}: {
  member: TeamMember
  organizationId: string | null
  lock: string | null
  close: () => void
}) {
  const queryClient = useQueryClient()
  const [granted, setGranted] = useState<ReadonlySet<string>>(() => new Set(member.permissions))
  const [preset, setPreset] = useState<PresetChoice>(member.preset === 'suspend' ? 'suspend' : presetOf(granted))
  const mutation = useMutation({
    mutationFn: (choice: PermissionChoice) => updateMemberPermissions(member.id, choice),
    onSuccess: async (updated) => {
      notify('success', { title: m.team_permissions_saved({ name: updated.name }) })
      close()
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ])
    },
  })
  const disabled = lock !== null

  const choosePreset = (next: PresetChoice) => {
    setPreset(next)
    if (next !== 'custom') setGranted(new Set(PERMISSION_PRESETS[next].organization))
  }
  const toggle = (permission: OrganizationPermission, on: boolean) => {
    const next = new Set(granted)
    if (on) next.add(permission)
    else next.delete(permission)
    setGranted(next)
    setPreset(presetOf(next))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (disabled || mutation.isPending) return
    mutation.mutate(
      preset === 'custom'
        ? { permissions: PERMISSION_GROUPS.flatMap((g) => g.permissions).filter((p) => granted.has(p)) }
        : { preset },
    )
  }

  return (
    <form className="form team-permissions-form" onSubmit={submit}>
      {lock ? <p className="notice">{lock}</p> : null}
      <div className="form-alert" role="alert">
        {mutation.isError ? (
          <p>
            {m.team_permissions_failed()}: {errorMessage(mutation.error)}
          </p>
        ) : null}
      </div>
      <fieldset className="radio-group team-presets" disabled={disabled}>
        <legend>{m.team_permissions_preset()}</legend>
        {[...TEAM_PRESETS, 'custom' as const].map((value) => (
          <label key={value} className="radio-field">
            <input
              type="radio"
              name="team-preset"
              value={value}
              checked={preset === value}
              disabled={disabled}
              onChange={() => choosePreset(value)}
            />
            {value === 'custom' ? m.team_permissions_preset_custom() : TEAM_PRESET_LABELS[value]()}
          </label>
        ))}
        <p className="muted field-hint">{m.team_permissions_suspend_hint()}</p>
      </fieldset>
      <div className="permission-groups">
        {PERMISSION_GROUPS.map((group) => (
          <fieldset key={group.key} className="radio-group permission-group" disabled={disabled}>
            <legend>{group.label()}</legend>
            {group.permissions.map((permission) => (
              <label key={permission} className="checkbox-field">
                <input
                  type="checkbox"
                  checked={granted.has(permission)}
                  disabled={disabled}
                  onChange={(event) => toggle(permission, event.target.checked)}
                />
                {PERMISSION_LABELS[permission]()}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{disabled ? m.team_close() : m.common_cancel()}</Dialog.CloseTrigger>
        {disabled ? null : (
          <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
            {mutation.isPending ? m.common_saving() : m.common_save()}
          </button>
        )}
      </div>
    </form>
  )
}

/**
 * The permission editor of one member: presets of spec §6 and one toggle per permission, grouped as
 * in §6. Read-only, with the reason, for your own permissions (spec §5), the owner's, or without
 * TEAM_UPDATE. The form mounts only while open, so it starts from the saved permissions each time.
 */
export function PermissionsDialog({
  member,
  organizationId,
  own,
  canUpdate,
}: {
  member: TeamMember
  organizationId: string | null
  own: boolean
  canUpdate: boolean
}) {
  const [open, setOpen] = useState(false)
  const lock = lockReason(member, own, canUpdate)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Dialog.Trigger className="button button-small" aria-label={m.team_permissions_edit_named({ name: member.name })}>
        {m.team_permissions_edit()}
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog dialog-wide">
            <Dialog.Title className="dialog-title">{m.team_permissions_title({ name: member.name })}</Dialog.Title>
            <PermissionsForm member={member} organizationId={organizationId} lock={lock} close={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
