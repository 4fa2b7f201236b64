import { useEffect } from 'react'
import { m } from '../../paraglide/messages'

/** Page titles are what screen readers announce first after a navigation, so every page sets one. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${m.app_name()}`
  }, [title])
}
