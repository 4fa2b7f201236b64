import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { errorMessage } from '../i18n/error-message'
import { FixedLayout } from './layout/fixed-layout'
import { ErrorNotice } from './page-status'

/**
 * A route failed (guard, loader or render). Retrying must re-run the route's loading, which the
 * error boundary's own `reset` does not do; `router.invalidate()` does and clears the boundary.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return <ErrorNotice message={errorMessage(error)} onRetry={() => void router.invalidate()} />
}

/** For layout routes and the root: their failure means no layout rendered, so bring a page frame. */
export function PageError(props: ErrorComponentProps) {
  return (
    <FixedLayout>
      <RouteError {...props} />
    </FixedLayout>
  )
}
