import { useQueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import { afterPageData, whenIdle } from '../layout/after-page-data'
import { loadedToastRegion, loadToastRegion, onToastRegionLoaded, type ToastRegionModule } from './toaster'

/**
 * The toast region once loaded, else null. It loads with the first toast (toaster.ts), or once the
 * page's data has arrived and the browser is idle, so that a later toast does not wait for its files.
 * Rendered as a transition: Ark's toast group (its machine, dismiss and focus handling) mounts in
 * slices of its own instead of as one long task beside the page's first render (ADR 0036).
 */
export function useToastRegion(): ToastRegionModule | null {
  const queryClient = useQueryClient()
  const [region, setRegion] = useState<ToastRegionModule | null>(loadedToastRegion)
  useEffect(() => {
    const stop = onToastRegionLoaded((module) => startTransition(() => setRegion(module)))
    const module = loadedToastRegion()
    if (module) {
      startTransition(() => setRegion(module))
      return stop
    }
    const cancel = afterPageData(
      queryClient,
      () => void loadToastRegion(() => new Promise<void>((resolve) => void whenIdle(resolve))),
    )
    return () => {
      stop()
      cancel()
    }
  }, [queryClient])
  return region
}
