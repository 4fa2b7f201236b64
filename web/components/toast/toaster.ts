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
 * first page could render (ADR 0036, fifth addendum). The toaster and the region that shows its toasts
 * are loaded together: by the first toast, or by the root once the page's data has arrived
 * (use-toast-region.ts). Toasts raised before the toaster came wait here, in order, and then in
 * zag's store until the region is mounted.
 */
let arkToaster: AppToaster | null = null
let region: ToastRegionModule | null = null
let loading: Promise<ToastRegionModule | null> | null = null
const waiting: ToastData[] = []
const regionListeners = new Set<(module: ToastRegionModule) => void>()
let sequence = 0

/**
 * Loads the toaster and the region (once); listeners render the region as it arrives. Null if the
 * files could not be loaded (offline for a moment): the next toast asks again.
 */
export function loadToastRegion(): Promise<ToastRegionModule | null> {
  if (!loading) {
    loading = Promise.all([import('./ark-toaster'), import('./toast-region')]).then(
      ([ark, module]) => {
        arkToaster = ark.toaster
        for (const toast of waiting.splice(0)) ark.toaster.create(toast)
        region = module
        return module
      },
      () => {
        loading = null
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
  const toaster = target ?? arkToaster
  if (toaster) return toaster.create(toast)
  waiting.push(toast)
  void loadToastRegion()
  return toast.id
}

/** Removes every toast, shown or still waiting for the toaster (a test's cleanup). */
export function removeAllToasts(): void {
  waiting.length = 0
  arkToaster?.remove()
}
