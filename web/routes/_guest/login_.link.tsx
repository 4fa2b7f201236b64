import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { z } from 'zod'
import { accessQueries } from '../../api/access'
import { ApiError } from '../../api/client'
import { lazySchema } from '../../api/lazy-schema'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { PagePending } from '../../components/page-status'
import { useFinishSignIn } from '../../features/identity/use-finish-sign-in'
import { TfaStep } from '../../features/login/tfa-step'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

const linkSearchSchema = lazySchema(() => z.object({ token: z.string().max(256).optional().catch(undefined) }))

/** Landing page of the one-time sign-in link: uses the link, then on to the dashboard. */
export const Route = createFileRoute('/_guest/login_/link')({
  validateSearch: linkSearchSchema,
  component: SignInLinkPage,
})

function SignInLinkPage() {
  const { token } = Route.useSearch()
  useDocumentTitle(m.sign_in_link_landing_title())
  return (
    <>
      <h1>{m.sign_in_link_landing_title()}</h1>
      {token ? <UseLink token={token} /> : <LinkInvalid message={m.error_sign_in_link_invalid()} />}
    </>
  )
}

function UseLink({ token }: { token: string }) {
  const router = useRouter()
  const finishSignIn = useFinishSignIn()
  const query = useQuery(accessQueries.signInLink(token))
  const finished = useRef(false)

  useEffect(() => {
    if (query.data?.outcome !== 'SUCCESS' || finished.current) return
    finished.current = true
    void finishSignIn()
  }, [query.data, finishSignIn])

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.code === 'ACCOUNT_SUSPENDED') {
      void router.navigate({ to: '/suspended' })
    }
  }, [query.error, router])

  if (query.isError) {
    const invalid = query.error instanceof ApiError && query.error.status === 400
    return <LinkInvalid message={invalid ? m.error_sign_in_link_invalid() : errorMessage(query.error)} />
  }
  if (query.data?.outcome === 'TFA_REQUIRED' && query.data.challengeToken) {
    return (
      <TfaStep
        challengeToken={query.data.challengeToken}
        onSignedIn={finishSignIn}
        onRestart={() => void router.navigate({ to: '/login' })}
      />
    )
  }
  return <PagePending />
}

function LinkInvalid({ message }: { message: string }) {
  return (
    <>
      <p className="notice notice-error" role="alert">
        {message}
      </p>
      <p className="form-links">
        <Link to="/login">{m.common_back_to_login()}</Link>
      </p>
    </>
  )
}
