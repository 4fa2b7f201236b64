import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { accessQueries, type OAuthProvider } from '../../api/access'
import { sanitizeReturnUrl } from '../../auth/access-rules'
import { errorCodeMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { providerName } from '../identity/provider-names'
import { useFinishSignIn } from '../identity/use-finish-sign-in'
import { useProviderSignIn } from '../identity/use-provider-sign-in'
import { LoginForm } from './login-form'
import { ProviderButtons } from './provider-buttons'
import { SignInLinkForm } from './sign-in-link-form'
import { TfaStep } from './tfa-step'

/** What a provider callback or another page put in the login URL (validated by the route). */
export interface LoginSearch {
  return_url?: string
  callbackUrl?: string
  outcome?: 'TFA_REQUIRED' | 'LOGIN' | 'SUCCESS' | 'LOGIN_REQUIRED' | 'SIGNUP_REQUIRED'
  challenge?: string
  link?: string
  provider?: OAuthProvider
  email?: string
  error?: string
  notice?: 'password-reset' | 'email-changed'
}

type Step = { kind: 'password' } | { kind: 'tfa'; challengeToken: string } | { kind: 'link' }

function initialStep(search: LoginSearch): Step {
  if (search.outcome === 'TFA_REQUIRED' && search.challenge) return { kind: 'tfa', challengeToken: search.challenge }
  return { kind: 'password' }
}

const errorText = errorCodeMessage

/** Sign in (spec §2 Login): password, two-factor code, providers, one-time link, and the ways on. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const finishSignIn = useFinishSignIn()
  const [step, setStep] = useState<Step>(() => initialStep(search))
  const [restartMessage, setRestartMessage] = useState('')
  const returnTo = sanitizeReturnUrl(search.return_url ?? search.callbackUrl) ?? '/'
  const providerSignIn = useProviderSignIn(returnTo)
  const status = useQuery(accessQueries.registrationStatus())
  const linking = search.outcome === 'LOGIN_REQUIRED' && search.link ? search.link : undefined

  if (step.kind === 'tfa') {
    return (
      <TfaStep
        challengeToken={step.challengeToken}
        onSignedIn={finishSignIn}
        onRestart={(message) => {
          setRestartMessage(message)
          setStep({ kind: 'password' })
        }}
      />
    )
  }
  if (step.kind === 'link') {
    return <SignInLinkForm initialEmail={search.email ?? ''} onBack={() => setStep({ kind: 'password' })} />
  }

  const providerError = search.error === 'OAUTH_PROVIDER_ERROR'
  return (
    <>
      {search.notice ? (
        <p className="notice notice-success" role="status">
          {search.notice === 'password-reset' ? m.login_notice_password_reset() : m.login_notice_email_changed()}
        </p>
      ) : null}
      {linking && search.provider ? (
        <p className="notice" role="status">
          {m.login_link_provider_notice({ provider: providerName(search.provider) })}
        </p>
      ) : null}
      {restartMessage ? (
        <p className="notice notice-error" role="alert">
          {restartMessage}
        </p>
      ) : null}
      {search.error && !providerError ? (
        <div className="notice notice-error" role="alert">
          <p>{errorText(search.error)}</p>
          {search.error === 'OAUTH_ACCOUNT_NOT_FOUND' || search.outcome === 'SIGNUP_REQUIRED' ? (
            <p>
              <Link to="/signup">{m.login_create_account()}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {providerError ? (
        <div className="notice notice-error" role="alert">
          <p>{errorText('OAUTH_PROVIDER_ERROR')}</p>
          {search.provider ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                if (search.provider && !providerSignIn.isPending) providerSignIn.mutate(search.provider)
              }}
            >
              {m.common_retry()}
            </button>
          ) : null}
        </div>
      ) : null}
      <LoginForm
        initialEmail={search.email ?? ''}
        linkToken={linking}
        onSignedIn={finishSignIn}
        onTfaRequired={(challengeToken) => setStep({ kind: 'tfa', challengeToken })}
      />
      <p className="form-links">
        <Link to="/forgot-password">{m.login_forgot_password()}</Link>
        <button type="button" className="link-button" onClick={() => setStep({ kind: 'link' })}>
          {m.login_email_link()}
        </button>
      </p>
      {linking ? null : <ProviderButtons start={providerSignIn} />}
      <p className="form-footer">
        {status.data?.firstUser ? (
          <Link to="/register">{m.login_register_first_user()}</Link>
        ) : (
          <>
            {m.login_no_account()} <Link to="/signup">{m.login_create_account()}</Link>
          </>
        )}
      </p>
    </>
  )
}
