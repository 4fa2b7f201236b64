import { createFileRoute } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { useSession } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { OrganizationSwitcher } from '../../../features/profile/organization-switcher'
import { m } from '../../../paraglide/messages'
import { createOrganizationOpenAtom } from '../../../state/ui'

/** The organizations the user belongs to (spec §2 organization list): switch, or create another. */
export const Route = createFileRoute('/_authenticated/organization/list')({
  component: OrganizationListPage,
})

function OrganizationListPage() {
  const session = useSession()
  const openCreate = useSetAtom(createOrganizationOpenAtom)
  useDocumentTitle(m.org_list_title())
  if (session.status !== 'authenticated') return null
  const { user, csrfToken } = session
  return (
    <>
      <div className="page-header">
        <h1>{m.org_list_title()}</h1>
        {hasAllPermissions(user.permissions, ['ORGANIZATION_CREATE']) ? (
          <button type="button" className="button button-primary" onClick={() => openCreate(true)}>
            {m.org_menu_create()}
          </button>
        ) : null}
      </div>
      <p className="tagline">{m.org_list_intro()}</p>
      <section className="card" aria-labelledby="org-list-heading">
        <h2 id="org-list-heading" className="visually-hidden">
          {m.org_list_title()}
        </h2>
        <OrganizationSwitcher user={user} csrfToken={csrfToken} />
      </section>
    </>
  )
}
