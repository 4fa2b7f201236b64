import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { UiLanguage } from '../../../worker/contracts/enums'
import { accessQueries, startFirstUser } from '../../api/access'
import { ErrorNotice, PagePending } from '../../components/page-status'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { guessLanguage, LanguageField } from '../identity/language-field'
import { useEmailRequest } from '../identity/use-email-request'

/**
 * First-user registration: on an empty platform the first person becomes platform admin and creates
 * the first organization. No mail round trip: the server answers the wizard's token directly.
 */
export function FirstUserForm() {
  const navigate = useNavigate()
  const status = useQuery(accessQueries.registrationStatus())
  const [language, setLanguage] = useState<UiLanguage>(guessLanguage)
  const { email, setEmail, error, emailRef, mutation, onSubmit } = useEmailRequest({
    mutationFn: (value: string) => startFirstUser(value, language),
    onSuccess: ({ token }) => void navigate({ to: '/onboarding', search: { token } }),
  })

  if (status.isPending) return <PagePending />
  if (status.isError) return <ErrorNotice message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
  if (!status.data.firstUser) {
    return (
      <>
        <p className="notice">{m.register_closed()}</p>
        <p className="form-links">
          <Link to="/signup">{m.login_create_account()}</Link>
          <Link to="/login">{m.common_back_to_login()}</Link>
        </p>
      </>
    )
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>{m.register_text()}</p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        ref={emailRef}
        id="register-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={m.login_email_label()}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <LanguageField name="register-language" value={language} onChange={setLanguage} />
      <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.common_sending() : m.register_submit()}
      </button>
    </form>
  )
}
