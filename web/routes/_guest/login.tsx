import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LOGIN_OUTCOMES } from '../../../worker/contracts/enums'
import { OAUTH_PROVIDERS } from '../../../worker/contracts/identity'
import { accessQueries } from '../../api/access'
import { lazySchema } from '../../api/lazy-schema'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { LoginPage } from '../../features/login/login-page'
import { m } from '../../paraglide/messages'

// What provider callbacks and other pages add to /login. Each value is checked on its own and a
// malformed one is dropped (`catch`), so a mangled link still shows a working login page.
const token = () =>
  z
    .string()
    .max(256)
    .regex(/^[A-Za-z0-9_-]+$/)
const loginSearchSchema = lazySchema(() =>
  z.object({
    outcome: z.enum(LOGIN_OUTCOMES).optional().catch(undefined),
    challenge: token().optional().catch(undefined),
    link: token().optional().catch(undefined),
    provider: z.enum(OAUTH_PROVIDERS).optional().catch(undefined),
    email: z.string().max(254).optional().catch(undefined),
    error: z
      .string()
      .regex(/^[A-Z_]{1,64}$/)
      .optional()
      .catch(undefined),
    notice: z.enum(['password-reset', 'email-changed']).optional().catch(undefined),
  }),
)

/** Spec §2 /login (query return_url, validated by the _guest layout). */
export const Route = createFileRoute('/_guest/login')({
  validateSearch: loginSearchSchema,
  // Warms the cache only. The provider buttons are the page's largest element: asked here, the two
  // answers travel while the page's code loads instead of after the page has rendered.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accessQueries.activeProviders())
    void context.queryClient.prefetchQuery(accessQueries.registrationStatus())
  },
  component: LoginRoute,
})

function LoginRoute() {
  const search = Route.useSearch()
  useDocumentTitle(m.login_title())
  return (
    <>
      <h1>{m.login_title()}</h1>
      <LoginPage search={search} />
    </>
  )
}
