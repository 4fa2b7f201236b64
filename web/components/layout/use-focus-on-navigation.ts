import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { MAIN_CONTENT_ID } from './skip-link'

/**
 * A client-side navigation does not move focus the way a page load does; keyboard and screen-reader
 * users would stay on the link they activated. Move focus to the new page's <main> instead.
 */
export function useFocusOnNavigation(): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return
        document.getElementById(MAIN_CONTENT_ID)?.focus()
      }),
    [router],
  )
}
