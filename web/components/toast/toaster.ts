import { createToaster } from '@ark-ui/react'

/** Spec §9: at most 3 visible, auto-hide after 5000 ms, bottom-left, five variants. */
export const TOAST_MAX_VISIBLE = 3
export const TOAST_DURATION_MS = 5000
export const TOAST_VARIANTS = ['default', 'success', 'warning', 'error', 'info'] as const
export type ToastVariant = (typeof TOAST_VARIANTS)[number]

export function createAppToaster() {
  // Ark queues toasts beyond `max` and shows them as visible ones close.
  return createToaster({ placement: 'bottom-start', max: TOAST_MAX_VISIBLE, duration: TOAST_DURATION_MS })
}

export const toaster = createAppToaster()

export interface NotifyOptions {
  title: string
  description?: string
}

/**
 * Shows a toast. Zag only knows the four typed variants (its queue priorities crash on unknown
 * types), so "default" is sent as an info toast and the visual variant travels in `meta`.
 * The duration is set per toast because zag's own default for success is 2000 ms.
 */
export function notify(variant: ToastVariant, options: NotifyOptions, target = toaster): string {
  return target.create({
    title: options.title,
    description: options.description,
    type: variant === 'default' ? 'info' : variant,
    duration: TOAST_DURATION_MS,
    closable: true,
    meta: { variant },
  })
}
