import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { loginWithTfa } from '../../api/access'
import { ApiError } from '../../api/client'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { TfaCodeField, tfaCodeError } from '../identity/tfa-code-field'

/** The second factor of a sign-in: the 6-digit code from the authenticator app. */
export function TfaStep({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string
  onSignedIn: () => Promise<void>
  /** The pending sign-in expired: start again with email and password. */
  onRestart: (message: string) => void
}) {
  const router = useRouter()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const codeRef = useRef<HTMLInputElement>(null)

  // The step replaces the password form: move focus so keyboard users are not left on nothing.
  useEffect(() => {
    codeRef.current?.focus()
  }, [])

  const mutation = useMutation({
    mutationFn: (value: string) => loginWithTfa(challengeToken, value),
    onSuccess: async (result) => {
      if (result.outcome === 'SUCCESS') await onSignedIn()
      else onRestart(m.error_unknown())
    },
    onError: (failure) => {
      setCode('')
      codeRef.current?.focus()
      if (!(failure instanceof ApiError)) return
      if (failure.code === 'ACCOUNT_SUSPENDED') void router.navigate({ to: '/suspended' })
      else if (failure.code === 'CHALLENGE_EXPIRED') onRestart(errorMessage(failure))
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const problem = tfaCodeError(code)
    setError(problem)
    if (problem) {
      mutation.reset()
      codeRef.current?.focus()
      return
    }
    mutation.mutate(code)
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="tfa-heading">
      <h2 id="tfa-heading" className="step-heading">
        {m.tfa_login_title()}
      </h2>
      <p>{m.tfa_login_text()}</p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TfaCodeField
        ref={codeRef}
        id="tfa-code"
        value={code}
        error={error}
        onChange={(value) => {
          setCode(value)
          if (error) setError(tfaCodeError(value))
        }}
      />
      <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.tfa_verifying() : m.tfa_verify()}
      </button>
      <button type="button" className="button button-secondary" onClick={() => onRestart('')}>
        {m.tfa_use_other_account()}
      </button>
    </form>
  )
}
