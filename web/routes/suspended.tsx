import { createFileRoute } from '@tanstack/react-router'
import { enforceAccess } from '../auth/guard'
import { SuspendedPage } from '../features/suspended-page'

/** Mode Any: a suspended user who lands here directly is still signed out (spec §4 Suspension). */
export const Route = createFileRoute('/suspended')({
  beforeLoad: ({ context, location, preload }) =>
    enforceAccess({ mode: 'Any' }, { queryClient: context.queryClient, location, preload }),
  component: SuspendedPage,
})
