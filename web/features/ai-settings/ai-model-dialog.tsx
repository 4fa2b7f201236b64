import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import {
  AI_PROVIDER_KINDS,
  type AiModel,
  type AiSettingsScope,
  aiSettingsKey,
  aiSettingsQueries,
  updateAiModel,
} from '../../api/ai-settings'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import {
  type AiModelFormErrors,
  type AiModelFormValues,
  formValuesOf,
  needsEndpoint,
  validateAiModel,
} from './ai-model-form'
import { EditDialogButton, SaveActions, SaveError } from './edit-dialog'
import { AI_PROVIDER_LABELS, AI_PURPOSE_LABELS } from './labels'

const FIELD_ORDER = ['modelName', 'baseUrl', 'apiKey'] as const

function ModelForm({ model, scope, onDone }: { model: AiModel; scope: AiSettingsScope; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<AiModelFormValues>(() => formValuesOf(model))
  const [errors, setErrors] = useState<AiModelFormErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Suggestions only: without them (or without the permission to read them) the name is typed freely.
  const names = useQuery({ ...aiSettingsQueries.modelNames(scope), retry: false })
  const suggestions = names.data?.providers.find((entry) => entry.provider === values.provider)
  const listId = `ai-model-names-${model.id}`

  const mutation = useMutation({
    mutationFn: (request: Parameters<typeof updateAiModel>[2]) => updateAiModel(scope, model.id, request),
    onSuccess: async () => {
      notify('success', { title: m.ai_model_saved({ purpose: AI_PURPOSE_LABELS[model.purpose]() }) })
      onDone()
      await queryClient.invalidateQueries({ queryKey: aiSettingsKey(scope) })
    },
  })

  const update = (changes: Partial<AiModelFormValues>) => {
    const next = { ...values, ...changes }
    setValues(next)
    if (submitted) {
      const result = validateAiModel(next)
      setErrors(result.ok ? {} : result.errors)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    setSubmitted(true)
    const result = validateAiModel(values)
    if (!result.ok) {
      setErrors(result.errors)
      mutation.reset()
      const first = FIELD_ORDER.find((field) => result.errors[field])
      if (first) formRef.current?.querySelector<HTMLElement>(`#ai-model-${first}`)?.focus()
      return
    }
    setErrors({})
    mutation.mutate(result.request)
  }

  const endpoint = needsEndpoint(values.provider)
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <SaveError mutation={mutation} />
      <div className="field">
        <label htmlFor="ai-model-provider">{m.ai_provider()}</label>
        <select
          id="ai-model-provider"
          value={values.provider}
          onChange={(event) => {
            const provider = AI_PROVIDER_KINDS.find((kind) => kind === event.target.value)
            if (provider) update({ provider })
          }}
        >
          {AI_PROVIDER_KINDS.map((kind) => {
            const available = names.data?.providers.find((entry) => entry.provider === kind)?.available ?? true
            return (
              <option key={kind} value={kind} disabled={!available && kind !== model.provider}>
                {available
                  ? AI_PROVIDER_LABELS[kind]()
                  : m.ai_provider_unavailable({ provider: AI_PROVIDER_LABELS[kind]() })}
              </option>
            )
          })}
        </select>
      </div>
      <TextField
        id="ai-model-modelName"
        label={m.ai_model_name()}
        value={values.modelName}
        error={errors.modelName}
        required
        autoComplete="off"
        list={suggestions && suggestions.models.length > 0 ? listId : undefined}
        onChange={(event) => update({ modelName: event.target.value })}
      />
      {suggestions && suggestions.models.length > 0 ? (
        <datalist id={listId}>
          {suggestions.models.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      {endpoint ? (
        <>
          <TextField
            id="ai-model-baseUrl"
            label={m.ai_base_url()}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.baseUrl}
            error={errors.baseUrl}
            required
            autoComplete="off"
            onChange={(event) => update({ baseUrl: event.target.value })}
          />
          <div className="field">
            <label htmlFor="ai-model-apiKey">{m.ai_api_key()}</label>
            <p id="ai-model-apiKey-hint" className="field-hint">
              {model.hasApiKey ? m.ai_api_key_stored_hint() : m.ai_api_key_hint()}
            </p>
            <input
              id="ai-model-apiKey"
              type="password"
              // Write-only: the browser must neither fill in the user's password nor offer to save the key.
              autoComplete="new-password"
              spellCheck={false}
              value={values.apiKey}
              disabled={values.removeApiKey}
              aria-invalid={errors.apiKey ? true : undefined}
              aria-describedby={['ai-model-apiKey-hint', errors.apiKey ? 'ai-model-apiKey-error' : null]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => update({ apiKey: event.target.value })}
            />
            {errors.apiKey ? (
              <p id="ai-model-apiKey-error" className="field-error">
                {errors.apiKey}
              </p>
            ) : null}
          </div>
          {model.hasApiKey ? (
            <label className="checkbox-field">
              <input
                type="checkbox"
                checked={values.removeApiKey}
                onChange={(event) => update({ removeApiKey: event.target.checked, apiKey: '' })}
              />
              {m.ai_api_key_remove()}
            </label>
          ) : null}
        </>
      ) : null}
      <SaveActions pending={mutation.isPending} />
    </form>
  )
}

/** "Edit" of one AI model: provider, model name, and for openai-compatible its base URL and key. */
export function AiModelEditButton({ model, scope }: { model: AiModel; scope: AiSettingsScope }) {
  const purpose = AI_PURPOSE_LABELS[model.purpose]()
  return (
    <EditDialogButton name={purpose} title={m.ai_model_edit_title({ purpose })} initialFocusId="ai-model-provider">
      {(close) => <ModelForm model={model} scope={scope} onDone={close} />}
    </EditDialogButton>
  )
}
