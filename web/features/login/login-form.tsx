import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { type LoginResponse, login } from '../../api/access'
import { ApiError } from '../../api/client'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { type LoginErrors, type LoginValues, validateLogin } from './login-schema'

function outcomeNotice(outcome: LoginResponse['outcome']): string {
  // SUCCESS and TFA_REQUIRED are handled; the provider outcomes never answer a password sign-in.
  return outcome === 'LOGIN' ? m.login_sign_in_again() : m.error_unknown()
}

/**
 * Email and password. With a `linkToken` (a provider callback answered LOGIN_REQUIRED) the same
 * sign-in also links that provider account.
 */
export function LoginForm({
  initialEmail = '',
  linkToken,
  onSignedIn,
  onTfaRequired,
}: {
  initialEmail?: string
  linkToken?: string
  onSignedIn: () => Promise<void>
  onTfaRequired: (challengeToken: string) => void
}) {
  const router = useRouter()
  const [values, setValues] = useState<LoginValues>({ email: initialEmail, password: '' })
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      if (result.outcome === 'TFA_REQUIRED' && result.challengeToken) {
        onTfaRequired(result.challengeToken)
        return
      }
      if (result.outcome !== 'SUCCESS') {
        setNotice(outcomeNotice(result.outcome))
        return
      }
      await onSignedIn()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED') void router.navigate({ to: '/suspended' })
    },
  })

  const update = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // Before the first submit, typing is not an error; afterwards, errors clear as they are fixed.
    if (submitted) {
      const result = validateLogin(next)
      setErrors(result.ok ? {} : result.errors)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    setSubmitted(true)
    setNotice(null)
    const result = validateLogin(values)
    if (!result.ok) {
      setErrors(result.errors)
      mutation.reset()
      ;(result.errors.email ? emailRef : passwordRef).current?.focus()
      return
    }
    setErrors({})
    mutation.mutate(linkToken ? { ...result.values, linkToken } : result.values)
  }

  const serverMessage = notice ?? (mutation.error ? errorMessage(mutation.error) : null)
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {/* Always present so screen readers announce the message when it is inserted. */}
      <div className="form-alert" role="alert">
        {serverMessage ? <p>{serverMessage}</p> : null}
      </div>
      <TextField
        ref={emailRef}
        id="login-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        label={m.login_email_label()}
        value={values.email}
        error={errors.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <TextField
        ref={passwordRef}
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={m.login_password_label()}
        value={values.password}
        error={errors.password}
        onChange={(event) => update('password', event.target.value)}
      />
      <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.login_submitting() : m.login_submit()}
      </button>
    </form>
  )
}
