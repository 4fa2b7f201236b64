import { Dialog } from '@ark-ui/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FormDialog } from '../../components/form-dialog'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'

/**
 * A secret shown once inside its dialog (an API key's token, a webhook's signing secret): the warning
 * that it will not come back, a read-only field that selects itself, a copy button and Done.
 */
interface ShownOnceProps {
  id: string
  label: string
  value: string
  warning: string
  copyLabel: string
  /** The toasts after a copy. */
  copied: string
  copyFailed: string
}

export function ShownOnce({ id, label, value, warning, copyLabel, copied, copyFailed }: ShownOnceProps) {
  // The secret takes focus once it is shown: after the commit that mounts it, not on a timer that may
  // run before React has rendered the field.
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      notify('success', { title: copied })
    } catch {
      notify('error', { title: copyFailed })
    }
  }
  return (
    <div className="form">
      <p className="form-alert" role="alert">
        {warning}
      </p>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={field}
          id={id}
          className="token-field"
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {copyLabel}
        </button>
        <Dialog.CloseTrigger className="button button-primary">{m.integrations_key_done()}</Dialog.CloseTrigger>
      </div>
    </div>
  )
}

/**
 * A form dialog whose form creates something with a secret (`children` gets the callback for it): the
 * secret then takes the form's place and focus. Closing forgets it, so it is never shown again; a
 * stray click outside does not close it.
 */
export function ShownOnceDialog<T>({
  openLabel,
  title,
  description,
  initialFocusId,
  secret,
  children,
}: {
  openLabel: string
  title: string
  /** Said above the form; not above the secret, which has its own warning. */
  description: string
  initialFocusId: string
  secret: (created: T) => ShownOnceProps
  children: (onCreated: (created: T) => void) => ReactNode
}) {
  const [created, setCreated] = useState<T | null>(null)
  return (
    <FormDialog
      openLabel={openLabel}
      title={title}
      description={created === null ? description : undefined}
      initialFocusId={initialFocusId}
      closeOnInteractOutside={false}
      onClosed={() => setCreated(null)}
    >
      {() => (created === null ? children((value) => setCreated(value)) : <ShownOnce {...secret(created)} />)}
    </FormDialog>
  )
}
