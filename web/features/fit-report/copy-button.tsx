import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'

/** Copies a text to the clipboard and says so in a toast (or says that it could not). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      notify('success', { title: m.message_copied() })
    } catch {
      // Clipboard access can be refused (insecure origin, denied permission): the text stays selectable.
      notify('error', { title: m.message_copy_failed() })
    }
  }
  return (
    <button type="button" className="button button-small" onClick={() => void copy()}>
      {label}
    </button>
  )
}
