import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { profileQueries, updateContact } from '../../api/profile'
import type { SessionUser } from '../../api/session'
import { ErrorNotice } from '../../components/page-status'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { validateEmail } from '../login/login-schema'

const PHONE_PATTERN = /^[+0-9 ()/.-]*$/

/** Contact email and phone per organization: how colleagues and candidates reach this person there. */
export function ContactForm({ user }: { user: SessionUser }) {
  const [organizationId, setOrganizationId] = useState(user.organizationId ?? user.organizations[0]?.id ?? '')
  if (user.organizations.length === 0) return <p>{m.profile_no_organizations()}</p>
  return (
    <>
      <div className="field">
        <label htmlFor="contact-organization">{m.profile_contact_organization()}</label>
        <select
          id="contact-organization"
          value={organizationId}
          onChange={(event) => setOrganizationId(event.target.value)}
        >
          {user.organizations.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </select>
      </div>
      {/* Keyed: switching the organization starts from that organization's saved values. */}
      <ContactFields key={organizationId} userId={user.id} organizationId={organizationId} />
    </>
  )
}

function ContactFields({ userId, organizationId }: { userId: string; organizationId: string }) {
  const contact = useQuery(profileQueries.contact(userId, organizationId))
  if (contact.isError)
    return <ErrorNotice message={errorMessage(contact.error)} onRetry={() => void contact.refetch()} />
  if (!contact.data) return <p role="status">{m.common_loading()}</p>
  return (
    <ContactEditor
      userId={userId}
      organizationId={organizationId}
      initialEmail={contact.data.contactEmail ?? ''}
      initialPhone={contact.data.contactPhone ?? ''}
    />
  )
}

function ContactEditor(props: { userId: string; organizationId: string; initialEmail: string; initialPhone: string }) {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState(props.initialEmail)
  const [phone, setPhone] = useState(props.initialPhone)
  const [errors, setErrors] = useState<{ email?: string; phone?: string }>({})
  const mutation = useMutation({
    mutationFn: (body: { contactEmail: string; contactPhone: string }) =>
      updateContact({ organizationId: props.organizationId, ...body }),
    onSuccess: async () => {
      notify('success', { title: m.profile_saved() })
      await queryClient.invalidateQueries({
        queryKey: profileQueries.contact(props.userId, props.organizationId).queryKey,
      })
    },
    onError: (failure) => notify('error', { title: errorMessage(failure) }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const checkedEmail = email.trim() ? validateEmail(email) : ({ ok: true, email: '' } as const)
    const problems = {
      email: checkedEmail.ok ? undefined : checkedEmail.error,
      phone: PHONE_PATTERN.test(phone.trim()) && phone.trim().length <= 40 ? undefined : m.profile_phone_invalid(),
    }
    setErrors(problems)
    if (!checkedEmail.ok || problems.phone) return
    mutation.mutate({ contactEmail: checkedEmail.email, contactPhone: phone.trim() })
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        id="contact-email"
        name="contact-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={m.profile_contact_email()}
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id="contact-phone"
        name="contact-phone"
        type="tel"
        autoComplete="tel"
        label={m.profile_contact_phone()}
        value={phone}
        error={errors.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_saving() : m.common_save()}
        </button>
      </div>
    </form>
  )
}
