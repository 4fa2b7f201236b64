import { Tabs } from '@ark-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { OAUTH_PROVIDERS } from '../../../worker/contracts/identity'
import { lazySchema } from '../../api/lazy-schema'
import { useSession } from '../../auth/use-session'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { providerName } from '../../features/identity/provider-names'
import { GeneralTab } from '../../features/profile/general-tab'
import { SecurityTab } from '../../features/profile/security-tab'
import { errorCodeMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

const PROFILE_TABS = ['general', 'security'] as const

// ?tab=security opens the Security tab (links from mails and the provider callback land there);
// `linked` and `error` are what a provider callback reports after linking.
const profileSearchSchema = lazySchema(() =>
  z.object({
    tab: z.enum(PROFILE_TABS).optional().catch(undefined),
    linked: z.enum(OAUTH_PROVIDERS).optional().catch(undefined),
    error: z
      .string()
      .regex(/^[A-Z_]{1,64}$/)
      .optional()
      .catch(undefined),
  }),
)

/** My profile (spec §2): General and Security tabs. */
export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: profileSearchSchema,
  component: ProfilePage,
})

function ProfilePage() {
  const session = useSession()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  useDocumentTitle(m.profile_title())
  if (session.status !== 'authenticated') return null
  const { user, csrfToken } = session
  const tab = search.tab ?? 'general'
  return (
    <>
      <h1>{m.profile_title()}</h1>
      <section className="card" aria-labelledby="profile-summary-heading">
        <h2 id="profile-summary-heading" className="card-title">
          {m.profile_summary_title()}
        </h2>
        <dl className="summary-list">
          <dt>{m.profile_name()}</dt>
          <dd>{user.name}</dd>
          <dt>{m.profile_email()}</dt>
          <dd>{user.email}</dd>
          <dt>{m.profile_current_organization()}</dt>
          <dd>{user.organization?.name ?? m.profile_no_organization()}</dd>
        </dl>
      </section>
      {search.linked ? (
        <p className="notice notice-success" role="status">
          {m.profile_provider_linked({ provider: providerName(search.linked) })}
        </p>
      ) : null}
      {search.error ? (
        <p className="notice notice-error" role="alert">
          {errorCodeMessage(search.error)}
        </p>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          void navigate({
            // The one-off notices of a provider callback (linked, error) are not carried to the other tab.
            search: details.value === 'security' ? { tab: 'security' } : {},
            replace: true,
          })
        }
        className="tabs"
      >
        <Tabs.List className="tab-list" aria-label={m.profile_tabs_label()}>
          <Tabs.Trigger value="general" className="tab">
            {m.profile_tab_general()}
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className="tab">
            {m.profile_tab_security()}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="general" className="tab-panel">
          {tab === 'general' ? <GeneralTab user={user} csrfToken={csrfToken} /> : null}
        </Tabs.Content>
        <Tabs.Content value="security" className="tab-panel">
          {tab === 'security' ? <SecurityTab user={user} /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}
