import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { EmailSchema } from '../../../worker/contracts/identity'
import { adminOrganizationQueries, adminOrganizationsKey, createOrganizationAsAdmin } from '../../api/admin-tenants'
import { useCreateMutation } from '../../api/use-create-mutation'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

interface Errors {
  name?: string
  ownerEmail?: string
}

/** A new organization, optionally with its future owner invited (they own it once they accept). */
export function CreateOrganizationForm() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [ownerEmail, setOwnerEmail] = useState('')
  const [errors, setErrors] = useState<Errors>({})

  const create = useCreateMutation({
    mutationFn: (request: { name: string; ownerEmail?: string }, key) =>
      createOrganizationAsAdmin(
        {
          name: request.name,
          kind: 'organization',
          isAgency: false,
          language: 'en_US',
          ownerEmail: request.ownerEmail,
        },
        key,
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminOrganizationQueries.detail(detail.id).queryKey, detail)
      void queryClient.invalidateQueries({ queryKey: [...adminOrganizationsKey, 'list'] })
      notify('success', { title: m.admin_orgs_created({ name: detail.name }) })
      void navigate({ to: '/admin/organizations/$organizationId', params: { organizationId: detail.id } })
    },
    onError: (error) => notify('error', { title: m.admin_orgs_create_failed(), description: errorMessage(error) }),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: Errors = {}
    if (name.trim() === '') found.name = m.validation_name_required()
    const email = ownerEmail.trim()
    const parsedEmail = email === '' ? null : EmailSchema.safeParse(email)
    if (parsedEmail && !parsedEmail.success) found.ownerEmail = m.login_email_invalid()
    if (found.name || found.ownerEmail) {
      showErrorsAndFocus(event.currentTarget, () => setErrors(found))
      return
    }
    setErrors({})
    create.mutate({ name: name.trim(), ...(parsedEmail?.success ? { ownerEmail: parsedEmail.data } : {}) })
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        id="admin-org-create-name"
        label={m.admin_orgs_create_name()}
        value={name}
        maxLength={200}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        id="admin-org-create-owner"
        label={m.admin_orgs_create_owner_email()}
        type="email"
        autoComplete="off"
        value={ownerEmail}
        error={errors.ownerEmail}
        onChange={(event) => setOwnerEmail(event.target.value)}
      />
      <p className="field-hint">{m.admin_orgs_create_owner_hint()}</p>
      <div className="button-row">
        <button type="submit" className="button button-primary" aria-disabled={create.isPending || undefined}>
          {create.isPending ? m.admin_orgs_creating() : m.admin_orgs_create_submit()}
        </button>
      </div>
    </form>
  )
}
