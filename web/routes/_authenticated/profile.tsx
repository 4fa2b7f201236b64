import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../auth/use-session'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { OrganizationSwitcher } from '../../features/profile/organization-switcher'
import { m } from '../../paraglide/messages'

/** A read-only summary for now; the full profile (general and security tabs) comes later. */
export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfilePage,
})

function ProfilePage() {
  const session = useSession()
  useDocumentTitle(m.profile_title())
  if (session.status !== 'authenticated') return null
  const { user, csrfToken } = session
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
      <section className="card" aria-labelledby="profile-organizations-heading">
        <h2 id="profile-organizations-heading" className="card-title">
          {m.profile_organizations_title()}
        </h2>
        <OrganizationSwitcher user={user} csrfToken={csrfToken} />
      </section>
    </>
  )
}
