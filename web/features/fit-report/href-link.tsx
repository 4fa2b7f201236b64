import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

/**
 * A link to a page of another feature whose route may not be registered in this build yet (the job
 * match list): a real <a href> (open in new tab, copy link), navigated inside the SPA on a plain click.
 */
export function HrefLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  )
}
