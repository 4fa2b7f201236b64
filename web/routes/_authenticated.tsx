import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardRoute } from '../auth/guard'
import { DefaultLayout } from '../components/layout/default-layout'
import { PageError } from '../components/route-error'

/** Every page that needs a signed-in user; the rules live in auth/access-rules.ts. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: guardRoute({ mode: 'Authenticated' }),
  component: AuthenticatedLayout,
  // A failing guard (session not loadable) means no layout; show the error in a page frame.
  errorComponent: PageError,
})

function AuthenticatedLayout() {
  return (
    // The layout also keeps the tab's upload-status stream open (with the shell's other controls).
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  )
}
