import { createToaster } from '@ark-ui/react'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toaster'

/**
 * Ark's toaster (zag's toast store), loaded with the toast region or by the first toast
 * (toaster.ts). Importing Ark's toast machinery was most of the signed-in layout chunk's evaluation.
 */
export function createAppToaster() {
  // Ark queues toasts beyond `max` and shows them as visible ones close.
  return createToaster({ placement: 'bottom-start', max: TOAST_MAX_VISIBLE, duration: TOAST_DURATION_MS })
}

export type AppToaster = ReturnType<typeof createAppToaster>

export const toaster: AppToaster = createAppToaster()
