import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { lazySchema } from '../api/lazy-schema'
import { guardRoute } from '../auth/guard'
import { SuspendedPage } from '../features/suspended-page'

// Anything else in the query falls back to the account wording.
const suspendedSearchSchema = lazySchema(() =>
  z.object({ reason: z.enum(['organization']).optional().catch(undefined) }),
)

/** Mode Any: a suspended user who lands here directly is still signed out (spec §4 Suspension). */
export const Route = createFileRoute('/suspended')({
  validateSearch: suspendedSearchSchema,
  beforeLoad: guardRoute({ mode: 'Any' }),
  component: SuspendedRoute,
})

function SuspendedRoute() {
  const { reason } = Route.useSearch()
  return <SuspendedPage reason={reason} />
}
