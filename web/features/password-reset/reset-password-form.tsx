import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { accessQueries, resetPassword } from '../../api/access'
import { ApiError } from '../../api/client'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { PagePending } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { NewPasswordFields, type NewPasswordValues } from '../identity/new-password-fields'
import { checkNewPassword, hasErrors, type NewPasswordErrors } from '../identity/password-check'

/** Reset password: the link is checked first; a new password ends every session of the user. */
export function ResetPassword({ token }: { token: string | undefined }) {
  if (!token) return <ResetLinkInvalid />
  return <ResetWithToken token={token} />
}

function ResetWithToken({ token }: { token: string }) {
  const check = useQuery(accessQueries.resetCode(token))
  if (check.isError) return <ResetLinkInvalid error={check.error} />
  if (!check.data) return <PagePending />
  return <ResetForm token={token} email={check.data.email} />
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate()
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const mutation = useMutation({
    mutationFn: () => resetPassword(token, values.password, values.confirmPassword),
    onSuccess: () => void navigate({ to: '/login', search: { notice: 'password-reset', email } }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    setSubmitted(true)
    const problems = checkNewPassword(values.password, values.confirmPassword)
    if (hasErrors(problems)) {
      showErrorsAndFocus(event.currentTarget, () => setErrors(problems))
      return
    }
    setErrors(problems)
    mutation.mutate()
  }

  if (mutation.error instanceof ApiError && mutation.error.code === 'RESET_LINK_INVALID') {
    return <ResetLinkInvalid />
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>{m.reset_password_text({ email })}</p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        idPrefix="reset"
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next)
          if (submitted) setErrors(checkNewPassword(next.password, next.confirmPassword))
        }}
      />
      <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.common_saving() : m.reset_password_submit()}
      </button>
    </form>
  )
}

function ResetLinkInvalid({ error }: { error?: unknown }) {
  const invalid = error === undefined || (error instanceof ApiError && (error.status === 400 || error.status === 404))
  return (
    <>
      <p className="notice notice-error" role="alert">
        {invalid ? m.error_reset_link_invalid() : errorMessage(error)}
      </p>
      <p className="form-links">
        <Link to="/forgot-password">{m.reset_password_request_new()}</Link>
        <Link to="/login">{m.common_back_to_login()}</Link>
      </p>
    </>
  )
}
