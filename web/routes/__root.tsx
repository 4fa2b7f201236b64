import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { Fragment } from 'react'
import { useReapplyAccessRules } from '../auth/use-reapply-access-rules'
import { useSession } from '../auth/use-session'
import { useFocusOnNavigation } from '../components/layout/use-focus-on-navigation'
import { PageError } from '../components/route-error'
import { useToastRegion } from '../components/toast/use-toast-region'
import { NotFoundPage } from '../features/not-found-page'
import { applyLocale, localeForLanguage } from '../i18n/locale'
import { getLocale } from '../paraglide/runtime'
import type { RouterContext } from '../router'
import { guestLocaleAtom } from '../state/ui'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: PageError,
})

function useOrganizationLocale() {
  const session = useSession()
  const guestLocale = useAtomValue(guestLocaleAtom)
  // While the session loads keep the current locale, so the page does not flash in another language.
  if (session.status === 'loading') return getLocale()
  if (session.status === 'authenticated') return localeForLanguage(session.user.organization?.language)
  return guestLocale ?? 'en'
}

function RootComponent() {
  const locale = useOrganizationLocale()
  // Set during render (not in an effect) so the subtree below already renders in the new language;
  // the key remounts it because paraglide messages are plain functions React cannot track.
  applyLocale(locale)
  useReapplyAccessRules()
  useFocusOnNavigation()
  // Ark's Toaster with its dismiss and focus machinery is not needed for the first paint: it comes with
  // the first toast or once the page's data is in (use-toast-region.ts). Toasts raised before it
  // arrives wait in the toaster (toaster.ts).
  const region = useToastRegion()
  return (
    <>
      <Fragment key={locale}>
        <Outlet />
      </Fragment>
      {/* Outside the keyed part: remounting the toaster would drop the toasts it is showing. */}
      {region ? <region.ToastRegion /> : null}
    </>
  )
}
