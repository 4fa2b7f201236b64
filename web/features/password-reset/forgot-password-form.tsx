import { Link } from '@tanstack/react-router'
import { forgotPassword } from '../../api/access'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { useEmailRequest } from '../identity/use-email-request'

/** Forgot password: the same answer whether or not the address has an account (no enumeration). */
export function ForgotPasswordForm() {
  const { email, setEmail, error, emailRef, mutation, onSubmit } = useEmailRequest({ mutationFn: forgotPassword })

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
