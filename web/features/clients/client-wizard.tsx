import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { CLIENT_PRIVACY, HIRE_TYPES } from '../../../worker/contracts/enums'
import {
  type Client,
  type ClientDraft,
  type ClientFields,
  clientsKey,
  createClient,
  draftClient,
  updateClient,
} from '../../api/clients'
import { useCreateMutation } from '../../api/use-create-mutation'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { CLIENT_FILE_MAX_BYTES, fileToBase64, HIRE_TYPE_LABELS, PRIVACY_LABELS } from './labels'

type Fields = Required<{ [K in keyof ClientFields]: NonNullable<ClientFields[K]> | '' }>

const EMPTY: Fields = { name: '', address: '', brandLanguage: '', culture: '', info: '', hireType: '', privacy: '' }

const fromClient = (c: Client): Fields => ({
  name: c.name,
  address: c.address ?? '',
  brandLanguage: c.brandLanguage ?? '',
  culture: c.culture ?? '',
  info: c.info ?? '',
  hireType: c.hireType ?? '',
  privacy: c.privacy ?? '',
})

const toRequest = (f: Fields): ClientFields => ({
  name: f.name,
  address: f.address || null,
  brandLanguage: f.brandLanguage || null,
  culture: f.culture || null,
  info: f.info || null,
  hireType: f.hireType || null,
  privacy: f.privacy || null,
})

/**
 * The AI information wizard (spec §2 Clients): step 1 takes the name and what the recruiter has about
 * the client (pasted website text, or a brochure file); the AI drafts address, brand language,
 * culture and organization information; step 2 shows every field for review, with hire type and
 * privacy, and saves. Editing starts on step 2 with the stored values and can draft again.
 */
export function ClientWizard({
  organizationId,
  client,
  onSaved,
  onClose,
}: {
  organizationId: string | null
  client?: Client
  onSaved: (client: Client) => void
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [step, setStep] = useState<'source' | 'review'>(client ? 'review' : 'source')
  const [fields, setFields] = useState<Fields>(client ? fromClient(client) : EMPTY)
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const [drafted, setDrafted] = useState<ClientDraft | null>(null)

  const draft = useMutation({
    mutationFn: async () =>
      draftClient({
        name: fields.name.trim(),
        ...(text.trim() ? { text } : {}),
        ...(file ? { file: { filename: file.name, contentBase64: await fileToBase64(file) } } : {}),
      }),
    onSuccess: (result) => {
      setDrafted(result)
      setFields((f) => ({
        ...f,
        address: result.address ?? f.address,
        brandLanguage: result.brandLanguage ?? f.brandLanguage,
        culture: result.culture ?? f.culture,
        info: result.info ?? f.info,
      }))
      setStep('review')
    },
  })
  const afterSave = async (saved: Client) => {
    notify('success', { title: m.clients_saved({ name: saved.name }) })
    await queryClient.invalidateQueries({ queryKey: clientsKey(organizationId) })
    onSaved(saved)
  }
  const create = useCreateMutation({
    mutationFn: (request: ClientFields, key) => createClient(request, key),
    onSuccess: afterSave,
  })
  const update = useMutation({
    mutationFn: (request: ClientFields) => updateClient(client?.id ?? '', request),
    onSuccess: afterSave,
  })
  const save = client ? update : create
  const saveFailed = client ? m.clients_update_failed() : m.clients_create_failed()

  const set = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setFields((f) => ({ ...f, [key]: event.target.value }))

  const nameMissing = () => {
    if (fields.name.trim()) return false
    setLocalError(m.validation_name_required())
    document.getElementById('client-name')?.focus()
    return true
  }

  const submitSource = (event: FormEvent) => {
    event.preventDefault()
    setLocalError(null)
    if (nameMissing()) return
    if (!text.trim() && !file) {
      setLocalError(m.clients_wizard_source_required())
      document.getElementById('client-source-text')?.focus()
      return
    }
    if (!draft.isPending) draft.mutate()
  }

  const submitReview = (event: FormEvent) => {
    event.preventDefault()
    setLocalError(null)
    if (nameMissing()) return
    if (!save.isPending) save.mutate(toRequest(fields))
  }

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    if (chosen && chosen.size > CLIENT_FILE_MAX_BYTES) {
      setLocalError(m.clients_file_too_large())
      event.target.value = ''
      setFile(null)
      return
    }
    setLocalError(null)
    setFile(chosen)
  }

  const nameField = (
    <div className="field">
      <label htmlFor="client-name">{m.clients_field_name()}</label>
      <input
        id="client-name"
        value={fields.name}
        onChange={set('name')}
        maxLength={200}
        required
        aria-required="true"
        autoComplete="organization"
      />
    </div>
  )

  if (step === 'source') {
    return (
      <form onSubmit={submitSource} noValidate aria-busy={draft.isPending || undefined}>
        <p className="muted">{m.clients_wizard_step_source()}</p>
        <div className="form-alert" role="alert">
          {localError ? <p>{localError}</p> : null}
          {draft.isError ? (
            <p>
              {m.clients_wizard_draft_failed()} {errorMessage(draft.error)}
            </p>
          ) : null}
        </div>
        {nameField}
        <div className="field">
          <label htmlFor="client-source-text">{m.clients_wizard_text_label()}</label>
          <textarea
            id="client-source-text"
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={100_000}
          />
        </div>
        <div className="field">
          <label htmlFor="client-source-file">{m.clients_wizard_file_label()}</label>
          <input
            id="client-source-file"
            type="file"
            accept=".pdf,.txt,.doc,.docx,.pptx,application/pdf,text/plain"
            onChange={chooseFile}
            aria-describedby="client-source-file-hint"
          />
          <p id="client-source-file-hint" className="field-hint">
            {m.clients_wizard_file_hint()}
          </p>
        </div>
        {draft.isPending ? (
          <p role="status" className="muted">
            {m.clients_wizard_drafting()}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {m.common_cancel()}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setLocalError(null)
              if (!nameMissing()) setStep('review')
            }}
          >
            {m.clients_wizard_skip()}
          </button>
          <button type="submit" className="button button-primary" aria-disabled={draft.isPending || undefined}>
            {draft.isPending ? m.clients_wizard_drafting() : m.clients_wizard_draft()}
          </button>
        </div>
      </form>
    )
  }

  return (
    <form onSubmit={submitReview} noValidate aria-busy={save.isPending || undefined}>
      <p className="muted">{m.clients_wizard_step_review()}</p>
      {drafted ? (
        <p className="muted" role="status">
          {m.clients_wizard_drafted_by({ model: drafted.model })}
          {drafted.fallbackReason ? ` ${m.clients_wizard_fallback()}` : ''}
        </p>
      ) : null}
      <div className="form-alert" role="alert">
        {localError ? <p>{localError}</p> : null}
        {save.isError ? (
          <p>
            {saveFailed} {errorMessage(save.error)}
          </p>
        ) : null}
      </div>
      {nameField}
      <div className="field">
        <label htmlFor="client-address">{m.clients_field_address()}</label>
        <textarea id="client-address" rows={2} value={fields.address} onChange={set('address')} maxLength={1000} />
      </div>
      <div className="field">
        <label htmlFor="client-brand-language">{m.clients_field_brand_language()}</label>
        <textarea
          id="client-brand-language"
          rows={3}
          value={fields.brandLanguage}
          onChange={set('brandLanguage')}
          maxLength={4000}
          aria-describedby="client-brand-language-hint"
        />
        <p id="client-brand-language-hint" className="field-hint">
          {m.clients_field_brand_language_hint()}
        </p>
      </div>
      <div className="field">
        <label htmlFor="client-culture">{m.clients_field_culture()}</label>
        <textarea id="client-culture" rows={4} value={fields.culture} onChange={set('culture')} maxLength={4000} />
      </div>
      <div className="field">
        <label htmlFor="client-info">{m.clients_field_info()}</label>
        <textarea id="client-info" rows={4} value={fields.info} onChange={set('info')} maxLength={8000} />
      </div>
      <div className="field">
        <label htmlFor="client-hire-type">{m.clients_field_hire_type()}</label>
        <select id="client-hire-type" value={fields.hireType} onChange={set('hireType')}>
          <option value="">{m.clients_not_set()}</option>
          {HIRE_TYPES.map((t) => (
            <option key={t} value={t}>
              {HIRE_TYPE_LABELS[t]()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="client-privacy">{m.clients_field_privacy()}</label>
        <select id="client-privacy" value={fields.privacy} onChange={set('privacy')}>
          <option value="">{m.clients_not_set()}</option>
          {CLIENT_PRIVACY.map((p) => (
            <option key={p} value={p}>
              {PRIVACY_LABELS[p]()}
            </option>
          ))}
        </select>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => setStep('source')}>
          {m.clients_wizard_back()}
        </button>
        <button type="submit" className="button button-primary" aria-disabled={save.isPending || undefined}>
          {save.isPending ? m.common_saving() : m.clients_wizard_save()}
        </button>
      </div>
    </form>
  )
}

/** The wizard in a dialog, behind its trigger button ("Add client" or "Edit"). */
export function ClientWizardButton({
  organizationId,
  client,
  onSaved,
}: {
  organizationId: string | null
  client?: Client
  onSaved?: (client: Client) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => document.getElementById('client-name')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className={client ? 'button' : 'button button-primary'}>
        {client ? m.clients_edit() : m.clients_add()}
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog dialog-wide">
            <Dialog.Title className="dialog-title">
              {client ? m.clients_wizard_title_edit({ name: client.name }) : m.clients_wizard_title_create()}
            </Dialog.Title>
            <ClientWizard
              organizationId={organizationId}
              client={client}
              onClose={() => setOpen(false)}
              onSaved={(saved) => {
                setOpen(false)
                onSaved?.(saved)
              }}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
