import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { accessQueries, signupInTenant } from '../../api/access'
import { ApiError } from '../../api/client'
import { useCreateMutation } from '../../api/use-create-mutation'
import { useSession } from '../../auth/use-session'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { PagePending } from '../../components/page-status'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { NewPasswordFields } from '../identity/new-password-fields'
import { checkNewPassword, hasErrors, type NewPasswordErrors } from '../identity/password-check'
import { useFinishSignIn } from '../identity/use-finish-sign-in'
import { JoinInvite } from '../team/join-invite'

/**
 * An invitation into an organization: create the account there; when it exists, sign in and come
 * back here, where a signed-in user joins (JoinInvite).
 */
export function InviteSignup({ token }: { token: string | undefined }) {
  const session = useSession()
  const info = useQuery({ ...accessQueries.invite(token ?? ''), enabled: Boolean(token) })
  if (!token || info.isError) return <InviteInvalid error={info.error} />
  if (!info.data || session.status === 'loading') return <PagePending />
  const { email, organizationName, accountExists } = info.data
  if (session.status === 'authenticated') {
    return <JoinInvite token={token} email={email} organizationName={organizationName} user={session.user} />
  }
  if (accountExists) {
    return (
      <>
        <p>{m.invite_sign_in_text({ organization: organizationName, email })}</p>
        <p className="form-links">
          <Link
            to="/login"
            search={{ email, return_url: `/invite?token=${encodeURIComponent(token)}` }}
            className="button button-primary"
          >
            {m.invite_sign_in()}
          </Link>
        </p>
      </>
    )
  }
  return <InviteForm token={token} email={email} organizationName={organizationName} />
}

function InviteForm({ token, email, organizationName }: { token: string; email: string; organizationName: string }) {
  const finishSignIn = useFinishSignIn()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<NewPasswordErrors & { name?: string }>({})
  const mutation = useCreateMutation({
    mutationFn: (_, key) => signupInTenant({ token, name: name.trim(), ...passwords }, key),
    // This page stays open to signed-in users (to join): go on to the start page, which sends the new
    // member where the guest pages would.
    onSuccess: async () => {
      await finishSignIn()
      await navigate({ to: '/', replace: true })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const problems = {
      name: name.trim() ? undefined : m.validation_name_required(),
      ...checkNewPassword(passwords.password, passwords.confirmPassword),
    }
    if (hasErrors(problems)) {
      showErrorsAndFocus(event.currentTarget, () => setErrors(problems))
      return
    }
    setErrors(problems)
    mutation.mutate()
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>{m.invite_text({ organization: organizationName, email })}</p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="invite-name"
        name="name"
        autoComplete="name"
        label={m.onboarding_user_name()}
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <NewPasswordFields idPrefix="invite" values={passwords} errors={errors} onChange={setPasswords} />
      <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.common_saving() : m.invite_submit()}
      </button>
    </form>
  )
}

function InviteInvalid({ error }: { error: unknown }) {
  const invalid = !error || (error instanceof ApiError && (error.status === 400 || error.status === 404))
  return (
    <>
      <p className="notice notice-error" role="alert">
        {invalid ? m.error_invite_invalid() : errorMessage(error)}
      </p>
      <p className="form-links">
        <Link to="/login">{m.common_back_to_login()}</Link>
      </p>
    </>
  )
}
