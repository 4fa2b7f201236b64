import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { changeEmail } from '../../api/profile'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { validateEmail } from '../login/login-schema'

/** Change email: a confirmation link goes to the new address; the change happens when it is opened. */
export function ChangeEmailForm({ currentEmail, hasPassword }: { currentEmail: string; hasPassword: boolean }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const mutation = useMutation({
    mutationFn: (value: string) => changeEmail(value, hasPassword ? password : undefined),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const checked = validateEmail(email)
    const problems = {
      email: checked.ok ? (checked.email === currentEmail ? m.security_email_same() : undefined) : checked.error,
      password: hasPassword && !password ? m.login_password_required() : undefined,
    }
    if (!checked.ok || problems.email || problems.password) {
      showErrorsAndFocus(event.currentTarget, () => setErrors(problems))
      return
    }
    setErrors(problems)
    mutation.mutate(checked.email)
  }

  if (mutation.isSuccess) {
    return (
      <div role="status">
        <p className="notice notice-success">{m.security_email_check_inbox({ email: mutation.variables })}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            mutation.reset()
            setEmail('')
            setPassword('')
          }}
        >
          {m.security_email_again()}
        </button>
      </div>
    )
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>{m.security_email_current({ email: currentEmail })}</p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        id="change-email"
        name="new-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={m.security_email_new()}
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {hasPassword ? (
        <TextField
          id="change-email-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={m.security_current_password()}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_sending() : m.security_email_submit()}
        </button>
      </div>
    </form>
  )
}
