import { useEffect } from 'react'
import { requestSignInLink } from '../../api/access'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { useEmailRequest } from '../identity/use-email-request'

/** "Email me a sign-in link": one-time link by mail instead of the password. */
export function SignInLinkForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { email, setEmail, error, emailRef, mutation, onSubmit } = useEmailRequest(
    { mutationFn: requestSignInLink },
    initialEmail,
  )

  // The ref object is stable: this runs once, when the form opens.
  useEffect(() => {
    emailRef.current?.focus()
  }, [emailRef])

  if (mutation.isSuccess) {
    return (
      <div className="form">
        <h2 className="step-heading">{m.sign_in_link_sent_title()}</h2>
        <p role="status">{m.sign_in_link_sent_text({ email: mutation.variables })}</p>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {m.sign_in_link_back()}
        </button>
      </div>
    )
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="sign-in-link-heading">
      <h2 id="sign-in-link-heading" className="step-heading">
        {m.sign_in_link_title()}
      </h2>
      <p>{m.sign_in_link_text()}</p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        ref={emailRef}
        id="sign-in-link-email"
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
        {mutation.isPending ? m.common_sending() : m.sign_in_link_send()}
      </button>
      <button type="button" className="button button-secondary" onClick={onBack}>
        {m.sign_in_link_back()}
      </button>
    </form>
  )
}
