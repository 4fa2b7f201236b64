import { createFileRoute, Outlet } from '@tanstack/react-router'
import { enforceAccess } from '../auth/guard'
import { FixedLayout } from '../components/layout/fixed-layout'

/** Guest-only pages (login, later signup and password reset); signed-in users are sent on. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context, location, preload }) =>
    enforceAccess(
      // Read from the raw search: this layout runs before the child route has validated its search.
      { mode: 'GuestOnly', returnUrl: location.search.return_url },
      { queryClient: context.queryClient, location, preload },
    ),
  component: GuestLayout,
})

function GuestLayout() {
  return (
    <FixedLayout>
      <Outlet />
    </FixedLayout>
  )
}
