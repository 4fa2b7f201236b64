import { Dialog, Portal } from '@ark-ui/react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { errorMessage } from '../i18n/error-message'
import { m } from '../paraglide/messages'
import { showErrorsAndFocus } from './focus-first-invalid'

/**
 * A button that opens a modal form: the title names the dialog, the description (if any) describes it,
 * focus starts on `initialFocusId`, stays inside while open, Escape closes, and focus returns to the
 * button. The body is mounted only while open, so each opening starts from an empty form; it gets
 * `close` to call once it is done.
 */
export function FormDialog({
  openLabel,
  title,
  description,
  initialFocusId,
  closeOnInteractOutside = true,
  onClosed,
  children,
}: {
  openLabel: string
  title: string
  description?: string
  /** The id of the field that takes focus when the dialog opens. */
  initialFocusId: string
  /** False where closing by a stray click would lose something shown only once (a secret). */
  closeOnInteractOutside?: boolean
  /** Called whenever the dialog closes, however it was closed. */
  onClosed?: () => void
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open)
        if (!details.open) onClosed?.()
      }}
      initialFocusEl={() => document.getElementById(initialFocusId)}
      closeOnInteractOutside={closeOnInteractOutside}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button button-primary">{openLabel}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            {description ? <Dialog.Description>{description}</Dialog.Description> : null}
            {children(() => {
              setOpen(false)
              onClosed?.()
            })}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** What a form dialog shows of its mutation: the server's refusal and whether it is still running. */
export interface FormMutationState {
  isPending: boolean
  isError: boolean
  error: unknown
}

/** A form's problems by field: a message where a field is wrong, nothing where it is fine. */
export type FormProblems<P> = { [K in keyof P]?: string | undefined }

/**
 * The form inside a FormDialog: the alert region for the server's refusal (always there, so a new
 * message is announced), the fields, then Cancel and Submit. Submit checks first: with problems it
 * shows them and moves focus to the first invalid field; otherwise it clears them and calls
 * `onValid`. A submit while the mutation runs is ignored rather than disabled, so focus stays put.
 */
export function DialogForm<P extends FormProblems<P>>({
  mutation,
  check,
  onProblems,
  onValid,
  submitLabel,
  pendingLabel,
  children,
}: {
  mutation: FormMutationState
  /** The form's problems now; every value undefined when it may be sent. */
  check: () => P
  /** Shows the problems (or clears them, with all values undefined). */
  onProblems: (problems: P) => void
  onValid: () => void
  submitLabel: string
  /** The submit button's text while the mutation runs (m.common_saving(), m.common_sending()). */
  pendingLabel: string
  children: ReactNode
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const problems = check()
    if (Object.values<string | undefined>(problems).some(Boolean)) {
      showErrorsAndFocus(event.currentTarget, () => onProblems(problems))
      return
    }
    onProblems(problems)
    onValid()
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      {children}
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  )
}
