import { Dialog, Portal } from '@ark-ui/react'
import { useRef } from 'react'
import { m } from '../paraglide/messages'

/**
 * Asks before something that cannot be undone. An alertdialog: focus starts on Cancel (the safe
 * choice), stays inside while open, Escape cancels, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  pending: boolean
  onConfirm: () => void
}) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
            <div className="dialog-actions">
              <Dialog.CloseTrigger ref={cancelRef} className="button">
                {m.common_cancel()}
              </Dialog.CloseTrigger>
              <button
                type="button"
                className="button button-danger"
                aria-disabled={pending || undefined}
                onClick={() => {
                  if (!pending) onConfirm()
                }}
              >
                {confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
