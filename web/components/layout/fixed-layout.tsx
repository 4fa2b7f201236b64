import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '../../paraglide/messages'
import { MAIN_CONTENT_ID } from './skip-link'

/** Spec §2 "fixed-size" layout: one centred card (login, suspended, not found). */
export function FixedLayout({ children }: { children: ReactNode }) {
  return (
    <div className="fixed-layout">
      <header className="fixed-header">
        <Link to="/" className="brand">
          {m.app_name()}
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="fixed-card">
        {children}
      </main>
    </div>
  )
}
