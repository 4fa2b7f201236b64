import type { AppToaster } from './ark-toaster'
import type { ToastRegion } from './toast-region'

/** Spec §9: at most 3 visible, auto-hide after 5000 ms, bottom-left, five variants. */
export const TOAST_MAX_VISIBLE = 3
export const TOAST_DURATION_MS = 5000
export const TOAST_VARIANTS = ['default', 'success', 'warning', 'error', 'info'] as const
export type ToastVariant = (typeof TOAST_VARIANTS)[number]

export interface NotifyOptions {
  title: string
  description?: string
}

type ToastData = Parameters<AppToaster['create']>[0] & { id: string }
export type ToastRegionModule = { ToastRegion: typeof ToastRegion }

/*
 * A facade without Ark: every feature imports `notify` from here, and the signed-in layout's chunk
 * (through the upload batches) did too, so Ark's toaster and its machines were evaluated before the
 * first page could render (ADR 0036, addendum of 2026-11-28 morning). The toaster and the region
 * that shows its toasts are loaded by the first toast, or by the root once the page's data has
 * arrived (use-toast-region.ts). Toasts raised before the toaster came wait here, in order, and then
 * in zag's store until the region is mounted.
 */
let arkToaster: AppToaster | null = null
let region: ToastRegionModule | null = null
let loading: Promise<ToastRegionModule | null> | null = null
const waiting: ToastData[] = []
/** Ends the wait between loading the toaster and loading the region (a toast is waiting to show). */
let hurry: (() => void) | null = null
const regionListeners = new Set<(module: ToastRegionModule) => void>()
let sequence = 0

/**
 * Loads the toaster and the region (once); listeners render the region as it arrives. Null if the
 * files could not be loaded (offline for a moment): the next toast asks again. `between` runs
 * between the two (the browser's next idle period, when no toast waits), so that evaluating Ark's
 * toast store and the region's machinery are two tasks; a toast raised meanwhile ends the wait.
 */
export function loadToastRegion(
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<ToastRegionModule | null> {
  if (!loading) {
    loading = import('./ark-toaster')
      .then(async (ark) => {
        arkToaster = ark.toaster
        const raised = waiting.length > 0
        for (const toast of waiting.splice(0)) ark.toaster.create(toast)
        if (!raised) {
          await new Promise<void>((resolve) => {
            hurry = resolve
            void between().then(resolve)
          })
        }
        hurry = null
        return import('./toast-region')
      })
      .then(
        (module) => {
          region = module
          return module
        },
        () => {
          loading = null
          hurry = null
          return null
        },
      )
  }
  void loading.then((module) => {
    if (module) for (const listener of regionListeners) listener(module)
  })
  return loading
}

/** The region module if it has been loaded. */
export function loadedToastRegion(): ToastRegionModule | null {
  return region
}

/** Calls `listener` with the region module whenever a load of it completes. */
export function onToastRegionLoaded(listener: (module: ToastRegionModule) => void): () => void {
  regionListeners.add(listener)
  return () => {
    regionListeners.delete(listener)
  }
}

/**
 * Shows a toast and returns its id at once, also while the toaster is still loading. Zag only knows
 * the four typed variants (its queue priorities crash on unknown types), so "default" is sent as an
 * info toast and the visual variant travels in `meta`. The duration is set per toast because zag's
 * own default for success is 2000 ms. `target` is another toaster (tests).
 */
export function notify(variant: ToastVariant, options: NotifyOptions, target?: AppToaster): string {
  sequence++
  const toast: ToastData = {
    id: `toast:${Date.now().toString(36)}-${sequence}`,
    title: options.title,
    description: options.description,
    type: variant === 'default' ? 'info' : variant,
    duration: TOAST_DURATION_MS,
    closable: true,
    meta: { variant },
  }
  if (target) return target.create(toast)
  if (arkToaster) {
    arkToaster.create(toast)
  } else {
    waiting.push(toast)
  }
  // The region must come now: end the idle wait, or ask again if its load had failed.
  if (!region) {
    hurry?.()
    void loadToastRegion()
  }
  return toast.id
}

/** Removes every toast, shown or still waiting for the toaster (a test's cleanup). */
export function removeAllToasts(): void {
  waiting.length = 0
  arkToaster?.remove()
}
