import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { type ReactNode, useLayoutEffect } from 'react'
import { useSessionUser } from '../../auth/use-session'
import { OrganizationBrand } from '../../features/organization/organization-brand'
import { UploadStatusStream } from '../../features/upload-status/upload-status-stream'
import { m } from '../../paraglide/messages'
import { createOrganizationOpenAtom } from '../../state/ui'
import { notificationPanelOpenAtom } from '../../state/uploads'
import {
  activateControl,
  DeferredControl,
  useLoadShellDataWhenIdle,
  useLoadShellPartWhen,
  useShellPart,
} from './deferred-shell'
import { MainMenu } from './main-menu'
import { NotificationTwin, SearchTwin, UserMenuTwin } from './shell-twins'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'

/** The keys with which the user menu's trigger opens it with its first item highlighted (Ark Menu). */
const MENU_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'] as const

/**
 * Spec §2 "default" layout: header with app name, main menu, organization and user menu. The
 * header's controls come on first use, the shell's data after the page's own (deferred-shell.tsx).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const user = useSessionUser()
  const search = useShellPart('search')
  const createOrganization = useShellPart('create-organization')
  const bell = useShellPart('notification-badge')
  useLoadShellDataWhenIdle()
  // The organization list opens the create dialog, and an upload the notification panel, through
  // these atoms, possibly before their part came.
  useLoadShellPartWhen('create-organization', useAtomValue(createOrganizationOpenAtom))
  useLoadShellPartWhen('notifications', useAtomValue(notificationPanelOpenAtom))
  useSearchShortcutBeforeControls(search === null && Boolean(user?.organization))
  return (
    <div className="app-shell">
      <SkipLink />
      <header className="app-header">
        <Link to="/" className="brand">
          {m.app_name()}
        </Link>
        <MainMenu user={user} />
        <div className="header-end">
          {user?.organization ? (
            <DeferredControl name="search" twin={SearchTwin}>
              {({ SearchOverlay }) => <SearchOverlay />}
            </DeferredControl>
          ) : null}
          {user?.organization ? <OrganizationBrand organization={user.organization} /> : null}
          {user?.organization ? (
            <DeferredControl
              name="notifications"
              twin={(props) => (
                <NotificationTwin
                  {...props}
                  badge={bell ? <bell.BellBadge /> : null}
                  summary={bell ? <bell.BellSummary /> : null}
                />
              )}
            >
              {({ NotificationPanel }) => <NotificationPanel />}
            </DeferredControl>
          ) : null}
          {user ? (
            <DeferredControl
              name="user-menu"
              keys={MENU_KEYS}
              twin={(props) => <UserMenuTwin user={user} {...props} />}
            >
              {({ UserMenu }) => <UserMenu user={user} />}
            </DeferredControl>
          ) : null}
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page">
        {children}
      </main>
      {/* One upload-status stream per tab, for as long as a signed-in page is shown. Not deferred: it
          must own the tab's upload state before an upload starts (it resets another owner's batches). */}
      <UploadStatusStream />
      {user && createOrganization ? <createOrganization.CreateOrganizationModal /> : null}
    </div>
  )
}

/**
 * Ctrl/Cmd+K opens the search even before its dialog is loaded (the dialog then opens as it arrives).
 * A layout effect: listening from the commit that paints the twin, not from a later passive-effect
 * flush (the first render is a transition, whose effects may run well after the paint), and handing
 * over to the overlay's own listener within one commit, so no key falls between the two.
 */
function useSearchShortcutBeforeControls(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        activateControl('search', { focus: false, event: { type: 'click' } })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [active])
}
