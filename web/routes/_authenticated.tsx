import { createFileRoute, Outlet } from '@tanstack/react-router'
import { enforceAccess } from '../auth/guard'
import { DefaultLayout } from '../components/layout/default-layout'

/** Every page that needs a signed-in user; the rules live in auth/access-rules.ts. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location, preload }) =>
    enforceAccess({ mode: 'Authenticated' }, { queryClient: context.queryClient, location, preload }),
  component: AuthenticatedLayout,
})

function AuthenticatedLayout() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  )
}
