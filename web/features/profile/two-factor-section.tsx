import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { completeTfa, disableTfa, initiateTfa, profileKey, svgDataUrl } from '../../api/profile'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { TfaCodeField, tfaCodeError } from '../identity/tfa-code-field'

/** Two-factor (spec §4): off → set up (QR code and secret) → verify a code → on; off again with a code. */
export function TwoFactorSection({ userId, enabled }: { userId: string; enabled: boolean }) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKey(userId) })
  const initiate = useMutation({ mutationFn: initiateTfa })

  if (enabled) return <DisableTfa onDone={refresh} />
  if (initiate.data) {
    return (
      <CompleteTfa
        secret={initiate.data.secret}
        qrSvg={initiate.data.qrSvg}
        onDone={async () => {
          initiate.reset()
          await refresh()
        }}
        onCancel={() => initiate.reset()}
      />
    )
  }
  return (
    <>
      <p>{m.tfa_state_off()}</p>
      {initiate.error ? (
        <p className="form-alert-text" role="alert">
          {errorMessage(initiate.error)}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        aria-disabled={initiate.isPending || undefined}
        onClick={() => {
          if (!initiate.isPending) initiate.mutate()
        }}
      >
        {initiate.isPending ? m.common_loading() : m.tfa_setup_start()}
      </button>
    </>
  )
}

function CompleteTfa({
  secret,
  qrSvg,
  onDone,
  onCancel,
}: {
  secret: string
  qrSvg: string
  onDone: () => Promise<void>
  onCancel: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const mutation = useMutation({
    mutationFn: completeTfa,
    onSuccess: async () => {
      notify('success', { title: m.tfa_enabled_toast() })
      await onDone()
    },
    onError: () => setCode(''),
  })

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const problem = tfaCodeError(code)
    setError(problem)
    if (!problem) mutation.mutate(code)
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <h3 ref={headingRef} tabIndex={-1} className="subheading">
        {m.tfa_setup_title()}
      </h3>
      <ol className="plain-list tfa-steps">
        <li>{m.tfa_setup_scan()}</li>
        <li>{m.tfa_setup_enter()}</li>
      </ol>
      {/* An <img> of a data URL: the server-made SVG is shown, never parsed into this page's DOM. */}
      <img className="tfa-qr" src={svgDataUrl(qrSvg)} alt={m.tfa_qr_alt()} width={200} height={200} />
      <p>
        {m.tfa_secret_label()} <code className="tfa-secret">{secret}</code>
      </p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TfaCodeField id="tfa-setup-code" value={code} error={error} onChange={setCode} />
      <div className="button-row">
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.tfa_verifying() : m.tfa_setup_verify()}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {m.common_cancel()}
        </button>
      </div>
    </form>
  )
}

function DisableTfa({ onDone }: { onDone: () => Promise<void> }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const mutation = useMutation({
    mutationFn: disableTfa,
    onSuccess: async () => {
      notify('success', { title: m.tfa_disabled_toast() })
      await onDone()
    },
    onError: () => setCode(''),
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const problem = tfaCodeError(code)
    setError(problem)
    if (!problem) mutation.mutate(code)
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>
        <span className="badge" data-status="processed">
          {m.tfa_state_on_badge()}
        </span>{' '}
        {m.tfa_state_on()}
      </p>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TfaCodeField id="tfa-disable-code" value={code} error={error} onChange={setCode} />
      <div className="button-row">
        <button type="submit" className="button button-danger" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_saving() : m.tfa_disable()}
        </button>
      </div>
    </form>
  )
}
