import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../auth/guard'
import { SuspendedPage } from '../features/suspended-page'

/** Mode Any: a suspended user who lands here directly is still signed out (spec §4 Suspension). */
export const Route = createFileRoute('/suspended')({
  beforeLoad: guardRoute({ mode: 'Any' }),
  component: SuspendedPage,
})
