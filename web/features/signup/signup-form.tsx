import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { UiLanguage } from '../../../worker/contracts/enums'
import { startRegistration } from '../../api/access'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { guessLanguage, LanguageField } from '../identity/language-field'
import { useEmailRequest } from '../identity/use-email-request'

/** Sign-up: email and language; the confirmation link arrives by mail ("check your inbox"). */
export function SignupForm() {
  const [language, setLanguage] = useState<UiLanguage>(guessLanguage)
  const { email, setEmail, error, emailRef, mutation, onSubmit } = useEmailRequest({
    mutationFn: (value: string, key) => startRegistration(value, language, key),
  })

  if (mutation.isSuccess) {
    return (
      <div className="form" role="status">
        <h2 className="step-heading">{m.signup_check_inbox_title()}</h2>
        <p>{m.signup_check_inbox_text({ email: mutation.variables })}</p>
      </div>
    )
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        ref={emailRef}
        id="signup-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={m.login_email_label()}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <LanguageField name="signup-language" value={language} onChange={setLanguage} />
      <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.common_sending() : m.signup_submit()}
      </button>
      <p className="form-footer">
        {m.signup_have_account()} <Link to="/login">{m.login_submit()}</Link>
      </p>
    </form>
  )
}
