import { useMutation } from '@tanstack/react-query'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import { LOGO_MAX_BYTES, removeLogo, type Tenant, uploadLogo } from '../../api/tenant'
import { ProgressBar } from '../../components/progress-bar'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { useTenantChanged } from './use-tenant-changes'

/** Spec §5: JPEG, JPG, PNG. The server decides from the bytes; this only spares a pointless upload. */
const LOGO_TYPES = ['image/jpeg', 'image/png']

/** The server's refusal in the words of this screen: type and ratio have their own messages. */
function uploadError(failure: unknown): string {
  if (failure instanceof ApiError && failure.code === 'PAYLOAD_TOO_LARGE') return m.org_logo_too_large()
  return `${m.org_logo_failed()} ${errorMessage(failure)}`
}

/** Branding: the current logo, a preview of the chosen file, upload with progress, and removal. */
export function LogoUpload({
  tenant,
  canUpdate,
  csrfToken,
}: {
  tenant: Tenant
  canUpdate: boolean
  csrfToken: string
}) {
  const changed = useTenantChanged(tenant.id)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [progress, setProgress] = useState(0)
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!file) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const upload = useMutation({
    mutationFn: (logo: File) => {
      setProgress(0)
      return uploadLogo(logo, { csrfToken, onProgress: setProgress })
    },
    onSuccess: async () => {
      notify('success', { title: m.org_logo_saved() })
      setFile(null)
      if (inputRef.current) inputRef.current.value = ''
      await changed()
    },
    onError: (failure) => setError(uploadError(failure)),
  })
  const remove = useMutation({
    mutationFn: removeLogo,
    onSuccess: async () => {
      notify('success', { title: m.org_logo_removed() })
      await changed()
    },
    onError: (failure) => notify('error', { title: m.org_logo_remove_failed(), description: errorMessage(failure) }),
  })

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null
    upload.reset()
    setError(undefined)
    if (picked && !LOGO_TYPES.includes(picked.type)) {
      setError(m.org_logo_wrong_type())
      setFile(null)
      return
    }
    if (picked && picked.size > LOGO_MAX_BYTES) {
      setError(m.org_logo_too_large())
      setFile(null)
      return
    }
    setFile(picked)
  }

  const current = tenant.logoUrl
  const busy = upload.isPending || remove.isPending
  return (
    <div className="logo-upload">
      <div className="logo-frames">
        <figure className="logo-frame">
          {current && brokenUrl !== current ? (
            <img
              className="logo-image"
              src={current}
              alt={m.org_logo_alt({ name: tenant.name })}
              onError={() => setBrokenUrl(current)}
            />
          ) : current ? (
            <p className="field-error" role="alert">
              {m.org_logo_load_failed()}
            </p>
          ) : (
            <p className="muted">{m.org_logo_none()}</p>
          )}
          <figcaption className="field-hint">{m.org_logo_current()}</figcaption>
        </figure>
        {preview ? (
          <figure className="logo-frame">
            <img className="logo-image" src={preview} alt={m.org_logo_preview()} />
            <figcaption className="field-hint">{m.org_logo_preview()}</figcaption>
          </figure>
        ) : null}
      </div>
      {canUpdate ? (
        <>
          <div className="field">
            <label htmlFor="org-logo-input">{m.org_logo_choose()}</label>
            <input
              ref={inputRef}
              id="org-logo-input"
              type="file"
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'org-logo-hint org-logo-error' : 'org-logo-hint'}
              disabled={busy}
              onChange={onPick}
            />
            <p id="org-logo-hint" className="field-hint">
              {m.org_logo_hint()}
            </p>
            {error ? (
              <p id="org-logo-error" className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          {upload.isPending ? (
            <ProgressBar
              value={progress}
              label={m.org_logo_progress()}
              valueText={m.org_logo_progress_value({ percent: Math.round(progress) })}
            />
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={!file}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (file && !busy) upload.mutate(file)
              }}
            >
              {upload.isPending ? m.org_logo_uploading() : m.org_logo_upload()}
            </button>
            {current ? (
              <button
                type="button"
                className="button button-secondary"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) remove.mutate()
                }}
              >
                {remove.isPending ? m.org_logo_removing() : m.org_logo_remove()}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  )
}
