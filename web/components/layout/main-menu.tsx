import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useEffect } from 'react'
import type { SessionUser } from '../../api/session'
import { ChatUnreadBadge } from '../../features/chats/unread-badge'
import { m } from '../../paraglide/messages'
import { mainMenuOpenAtom } from '../../state/ui'
import { Tooltip } from '../tooltip'
import { MAIN_MENU, visibleMenuEntries } from './menu-config'

const MENU_LIST_ID = 'main-menu-list'

export function MainMenu({ user }: { user: SessionUser | null }) {
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  const [open, setOpen] = useAtom(mainMenuOpenAtom)

  // On narrow screens the menu overlays the page; close it once the user has gone somewhere.
  useEffect(() => {
    if (pathname) setOpen(false)
  }, [pathname, setOpen])

  const entries = visibleMenuEntries(MAIN_MENU, {
    permissions: user?.permissions ?? [],
    isAgency: user?.organization?.isAgency ?? false,
    hasOrganization: Boolean(user?.organizationId),
    routeExists: (path) => path in router.routesByPath,
  })
  if (entries.length === 0) return null

  const toggleLabel = open ? m.nav_close_menu() : m.nav_open_menu()
  return (
    <nav className="main-nav" aria-label={m.nav_main_label()}>
      <Tooltip content={toggleLabel}>
        <button
          type="button"
          className="nav-toggle icon-button"
          aria-expanded={open}
          aria-controls={MENU_LIST_ID}
          aria-label={toggleLabel}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">☰</span>
        </button>
      </Tooltip>
      <ul id={MENU_LIST_ID} className="nav-list" data-open={open}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
              {entry.label()}
              {entry.badge === 'chat-unread' ? <ChatUnreadBadge /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
