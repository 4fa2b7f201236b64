import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { z } from 'zod'
import { accessQueries } from '../../api/access'
import { lazySchema } from '../../api/lazy-schema'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { PagePending } from '../../components/page-status'
import { ConfirmationInvalid } from '../../features/signup/confirmation-invalid'
import { m } from '../../paraglide/messages'

const confirmSearchSchema = lazySchema(() => z.object({ token: z.string().max(256).optional().catch(undefined) }))

/** The link of the confirmation mail: checks it, then on to the onboarding wizard. */
export const Route = createFileRoute('/_guest/signup_/confirm')({
  validateSearch: confirmSearchSchema,
  component: ConfirmPage,
})

function ConfirmPage() {
  const { token } = Route.useSearch()
  useDocumentTitle(m.signup_confirm_title())
  return (
    <>
      <h1>{m.signup_confirm_title()}</h1>
      {token ? <Confirm token={token} /> : <ConfirmationInvalid />}
    </>
  )
}

function Confirm({ token }: { token: string }) {
  const navigate = useNavigate()
  const query = useQuery(accessQueries.registration(token))
  useEffect(() => {
    if (query.data) void navigate({ to: '/onboarding', search: { token }, replace: true })
  }, [query.data, navigate, token])
  if (query.isError) return <ConfirmationInvalid error={query.error} />
  return <PagePending />
}
