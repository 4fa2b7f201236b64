import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { forgotPassword } from '../../api/access'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { validateEmail } from '../login/login-schema'

/** Forgot password: the same answer whether or not the address has an account (no enumeration). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const emailRef = useRef<HTMLInputElement>(null)
  const mutation = useMutation({ mutationFn: forgotPassword })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const result = validateEmail(email)
    if (!result.ok) {
      setError(result.error)
      emailRef.current?.focus()
      return
    }
    setError(undefined)
    mutation.mutate(result.email)
  }

  if (mutation.isSuccess) {
    return (
      <>
        <p className="notice" role="status">
          {m.forgot_password_sent({ email: mutation.variables })}
        </p>
        <p className="form-links">
          <Link to="/login">{m.common_back_to_login()}</Link>
        </p>
      </>
    )
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>{m.forgot_password_text()}</p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        ref={emailRef}
        id="forgot-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        label={m.login_email_label()}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.common_sending() : m.forgot_password_submit()}
      </button>
      <p className="form-links">
        <Link to="/login">{m.common_back_to_login()}</Link>
      </p>
    </form>
  )
}
