import { Toast, Toaster } from '@ark-ui/react'
import { m } from '../../paraglide/messages'
import { toaster as appToaster } from './ark-toaster'

/** Renders the toasts of a toaster; mounted once near the root (use-toast-region.ts loads it). */
export function ToastRegion({ toaster = appToaster }: { toaster?: typeof appToaster }) {
  return (
    <Toaster toaster={toaster} className="toaster">
      {(toast) => (
        <Toast.Root className="toast" data-variant={toast.meta?.variant ?? toast.type}>
          <div className="toast-text">
            {toast.title ? <Toast.Title className="toast-title">{toast.title}</Toast.Title> : null}
            {toast.description ? (
              <Toast.Description className="toast-description">{toast.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.CloseTrigger className="toast-close" aria-label={m.toast_close()}>
            <span aria-hidden="true">×</span>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
