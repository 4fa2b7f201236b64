import type { ReactNode } from 'react'
import type { SessionUser } from '../../api/session'
import { m } from '../../paraglide/messages'
import type { TwinProps } from './deferred-shell'

/**
 * The header's buttons as they look before their controls are loaded (deferred-shell.tsx): the same
 * elements, classes and names as the Ark triggers they stand in for, so the switch moves nothing and
 * a screen reader meets the same button. The icons live here so both versions draw the same one.
 */

export function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function BellIcon() {
  // Drawn, not an emoji: emoji fonts are missing on some systems.
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none">
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 20a1.9 1.9 0 0 0 3.4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The narrow screens' menu button. Drawn, not the "☰" character: that glyph is missing from the
 * common UI fonts (Roboto, Liberation Sans), so the first render paid a font fallback lookup for it.
 */
export function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** The inside of the search trigger, shared by the twin and the dialog's trigger. */
export function SearchTriggerContent() {
  return (
    <>
      <SearchIcon />
      <span className="search-trigger-text">{m.search_open()}</span>
      <span className="search-trigger-key" aria-hidden="true">
        Ctrl K
      </span>
    </>
  )
}

export function SearchTwin(props: TwinProps) {
  return (
    <button
      type="button"
      className="search-trigger"
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
    >
      <SearchTriggerContent />
    </button>
  )
}

/** The id of the bell's description (its counts by status), shared by the twin and the panel's trigger. */
export const NOTIFICATION_SUMMARY_ID = 'notification-summary'

/**
 * The bell before its panel is loaded. It shows its numbers all the same: `badge` and `summary` come
 * from the light badge part (notification-badge.tsx) once the page's data is in, the badge inside
 * this button and the description beside it, so the button is not replaced (its focus stays).
 */
export function NotificationTwin({ badge, summary, ...props }: TwinProps & { badge?: ReactNode; summary?: ReactNode }) {
  return (
    <>
      <button
        type="button"
        className="icon-button notification-trigger"
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-describedby={summary ? NOTIFICATION_SUMMARY_ID : undefined}
        {...props}
      >
        <BellIcon />
        <span className="visually-hidden">{m.notifications_title()}</span>
        {badge}
      </button>
      {summary}
    </>
  )
}

/** The inside of the user menu's trigger, shared by the twin and the menu's trigger. */
export function UserMenuTriggerContent({ user }: { user: SessionUser }) {
  return (
    <>
      <span className="visually-hidden">{m.user_menu_label()}: </span>
      <span className="user-name">{user.name}</span>
      <span aria-hidden="true"> ▾</span>
    </>
  )
}

export function UserMenuTwin({ user, ...props }: TwinProps & { user: SessionUser }) {
  return (
    <button type="button" className="user-menu-trigger" aria-haspopup="menu" aria-expanded={false} {...props}>
      <UserMenuTriggerContent user={user} />
    </button>
  )
}
