import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { type ComponentProps, useEffect } from 'react'
import type { SessionUser } from '../../api/session'
import { m } from '../../paraglide/messages'
import { mainMenuOpenAtom } from '../../state/ui'
import { DeferredControl, useShellPart } from './deferred-shell'
import { MAIN_MENU, visibleMenuEntries } from './menu-config'
import { MenuIcon } from './shell-twins'

const MENU_LIST_ID = 'main-menu-list'

export function MainMenu({ user }: { user: SessionUser | null }) {
  const router = useRouter()
  const chatBadge = useShellPart('chat-badge')
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
  const toggle = () => setOpen((value) => !value)
  return (
    <nav className="main-nav" aria-label={m.nav_main_label()}>
      {/* Works before its part arrives; that only adds the tooltip (deferred-shell.tsx). The twin
          toggles by itself: only its focus is handed over when the tooltip's version replaces it. */}
      <DeferredControl
        name="nav-toggle"
        replay={false}
        twin={(props) => <NavToggle {...props} open={open} label={toggleLabel} onToggle={toggle} />}
      >
        {({ Tooltip }) => (
          <Tooltip content={toggleLabel}>
            <NavToggle data-shell-control="nav-toggle" open={open} label={toggleLabel} onToggle={toggle} />
          </Tooltip>
        )}
      </DeferredControl>
      <ul id={MENU_LIST_ID} className="nav-list" data-open={open}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
              {entry.label()}
              {entry.badge === 'chat-unread' && chatBadge ? <chatBadge.ChatUnreadBadge /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The narrow screens' menu button; the twin and the tooltip's trigger are this same button. */
function NavToggle({
  open,
  label,
  onToggle,
  onClick,
  ...rest
}: ComponentProps<'button'> & { open: boolean; label: string; onToggle: () => void; 'data-shell-control': string }) {
  return (
    <button
      // The tooltip's trigger passes its own props (handlers, ids, ref) through here.
      {...rest}
      type="button"
      className="nav-toggle icon-button"
      aria-expanded={open}
      aria-controls={MENU_LIST_ID}
      aria-label={label}
      onClick={(event) => {
        onClick?.(event)
        onToggle()
      }}
    >
      <MenuIcon />
    </button>
  )
}
