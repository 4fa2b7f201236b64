import { createFileRoute, Outlet } from '@tanstack/react-router'
import { z } from 'zod'
import { lazySchema } from '../api/lazy-schema'
import { enforceAccess } from '../auth/guard'
import { FixedLayout } from '../components/layout/fixed-layout'
import { PageError } from '../components/route-error'

// Validated here, not on /login: this guard runs first and needs it, and every guest-only page
// (later signup, password reset) shares it. `catch`: a malformed query must not break the page;
// the guard sanitises the value anyway. `callbackUrl` is the same wish carried through a provider
// sign-in (the provider callback puts it on /login); return_url wins when both are present.
const guestSearchSchema = lazySchema(() =>
  z.object({
    return_url: z.string().optional().catch(undefined),
    callbackUrl: z.string().optional().catch(undefined),
  }),
)

/** Guest-only pages; signed-in users are sent on (return_url, billing, dashboard or profile). */
export const Route = createFileRoute('/_guest')({
  validateSearch: guestSearchSchema,
  beforeLoad: ({ context, location, search, preload }) =>
    enforceAccess(
      { mode: 'GuestOnly', returnUrl: search.return_url ?? search.callbackUrl },
      { queryClient: context.queryClient, location, preload },
    ),
  component: GuestLayout,
  // A failing guard (session not loadable) means no layout; show the error in a page frame.
  errorComponent: PageError,
})

function GuestLayout() {
  return (
    <FixedLayout>
      <Outlet />
    </FixedLayout>
  )
}
