import { Link } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import type { ReactNode } from 'react'
import { useSessionUser } from '../../auth/use-session'
import { CreateOrganizationDialog } from '../../features/organization/create-organization-dialog'
import { OrganizationBrand } from '../../features/organization/organization-brand'
import { SearchOverlay } from '../../features/search/search-overlay'
import { NotificationPanel } from '../../features/upload-status/notification-panel'
import { m } from '../../paraglide/messages'
import { createOrganizationOpenAtom } from '../../state/ui'
import { MainMenu } from './main-menu'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { UserMenu } from './user-menu'

/** Spec §2 "default" layout: header with app name, main menu, organization and user menu. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const user = useSessionUser()
  return (
    <div className="app-shell">
      <SkipLink />
      <header className="app-header">
        <Link to="/" className="brand">
          {m.app_name()}
        </Link>
        <MainMenu user={user} />
        <div className="header-end">
          {user?.organization ? <SearchOverlay /> : null}
          {user?.organization ? <OrganizationBrand organization={user.organization} /> : null}
          {user?.organization ? <NotificationPanel /> : null}
          {user ? <UserMenu user={user} /> : null}
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page">
        {children}
      </main>
      {user ? <CreateOrganizationModal /> : null}
    </div>
  )
}

/** One create-organization modal per shell, opened from the user menu or the organization list. */
function CreateOrganizationModal() {
  const [open, setOpen] = useAtom(createOrganizationOpenAtom)
  return <CreateOrganizationDialog open={open} onOpenChange={setOpen} />
}
