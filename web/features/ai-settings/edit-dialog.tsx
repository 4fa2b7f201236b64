import { Dialog, Portal } from '@ark-ui/react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/**
 * The "Edit" button of one AI setting and its dialog. The form is mounted only while open, so it
 * starts from the stored values each time; it calls `close` once saved.
 */
export function EditDialogButton({
  name,
  title,
  initialFocusId,
  wide = false,
  children,
}: {
  name: string
  title: string
  initialFocusId: string
  wide?: boolean
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => document.getElementById(initialFocusId)}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button button-small" aria-label={m.ai_edit_named({ name })}>
        {m.ai_edit()}
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className={wide ? 'dialog dialog-wide' : 'dialog'}>
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            {children(() => setOpen(false))}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** The server's refusal at the top of the form; the alert region is always there so it is announced. */
export function SaveError({ mutation }: { mutation: { isError: boolean; error: unknown } }) {
  return (
    <div className="form-alert" role="alert">
      {mutation.isError ? <p>{errorMessage(mutation.error)}</p> : null}
    </div>
  )
}

/** Cancel and save; a click while saving is ignored rather than disabled, so focus stays put. */
export function SaveActions({ pending }: { pending: boolean }) {
  return (
    <div className="dialog-actions">
      <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
      <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
        {pending ? m.common_saving() : m.common_save()}
      </button>
    </div>
  )
}
