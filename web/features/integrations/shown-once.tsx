import { Dialog } from '@ark-ui/react'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'

/**
 * A secret shown once inside its dialog (an API key's token, a webhook's signing secret): the warning
 * that it will not come back, a read-only field that selects itself, a copy button and Done.
 */
export function ShownOnce({
  id,
  label,
  value,
  warning,
  copyLabel,
  copied,
  copyFailed,
}: {
  id: string
  label: string
  value: string
  warning: string
  copyLabel: string
  /** The toasts after a copy. */
  copied: string
  copyFailed: string
}) {
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
