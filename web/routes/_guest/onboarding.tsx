import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { accessQueries } from '../../api/access'
import { lazySchema } from '../../api/lazy-schema'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { PagePending } from '../../components/page-status'
import { OnboardingWizard } from '../../features/onboarding/onboarding-wizard'
import { ConfirmationInvalid } from '../../features/signup/confirmation-invalid'
import { m } from '../../paraglide/messages'

const onboardingSearchSchema = lazySchema(() => z.object({ token: z.string().max(256).optional().catch(undefined) }))

/** The onboarding wizard, reached from the confirmation mail (or directly by the first user). */
export const Route = createFileRoute('/_guest/onboarding')({
  validateSearch: onboardingSearchSchema,
  component: OnboardingPage,
})

function OnboardingPage() {
  const { token } = Route.useSearch()
  useDocumentTitle(m.onboarding_title())
  return (
    <>
      <h1>{m.onboarding_title()}</h1>
      {token ? <Onboarding token={token} /> : <ConfirmationInvalid />}
    </>
  )
}

function Onboarding({ token }: { token: string }) {
  const query = useQuery(accessQueries.registration(token))
  if (query.isError) return <ConfirmationInvalid error={query.error} />
  if (!query.data) return <PagePending />
  return <OnboardingWizard token={token} registration={query.data} />
}
