import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { type AiPrompt, type AiSettingsScope, aiSettingsKey, updateAiPrompt } from '../../api/ai-settings'
import { TextAreaField } from '../../components/text-area-field'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import { EditDialogButton, SaveActions, SaveError } from './edit-dialog'
import { AI_PURPOSE_LABELS } from './labels'

/** The limits of UpdateAiPromptRequestSchema. */
export const PROMPT_MIN = 20
export const PROMPT_MAX = 20_000

export function validatePrompt(template: string): string | null {
  const length = template.trim().length
  if (length < PROMPT_MIN) return m.ai_prompt_too_short({ min: String(PROMPT_MIN) })
  if (length > PROMPT_MAX) return m.ai_prompt_too_long({ max: String(PROMPT_MAX) })
  return null
}

function PromptForm({ prompt, scope, onDone }: { prompt: AiPrompt; scope: AiSettingsScope; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [template, setTemplate] = useState(prompt.template)
  const [error, setError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const fieldRef = useRef<HTMLTextAreaElement>(null)
  const mutation = useMutation({
    mutationFn: (next: string) => updateAiPrompt(scope, prompt.id, next),
    onSuccess: async () => {
      notify('success', { title: m.ai_prompt_saved({ purpose: AI_PURPOSE_LABELS[prompt.purpose]() }) })
      onDone()
      await queryClient.invalidateQueries({ queryKey: aiSettingsKey(scope) })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    setSubmitted(true)
    const problem = validatePrompt(template)
    setError(problem)
    if (problem) {
      mutation.reset()
      fieldRef.current?.focus()
      return
    }
    mutation.mutate(template.trim())
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <SaveError mutation={mutation} />
      <TextAreaField
        ref={fieldRef}
        id="ai-prompt-template"
        label={m.ai_prompt_template()}
        hint={m.ai_prompt_hint({ min: String(PROMPT_MIN) })}
        className="prompt-editor"
        rows={16}
        spellCheck={false}
        value={template}
        error={error ?? undefined}
        onChange={(event) => {
          setTemplate(event.target.value)
          if (submitted) setError(validatePrompt(event.target.value))
        }}
      />
      <p className="field-hint" aria-live="polite">
        {m.ai_prompt_length({ count: String(template.trim().length), max: String(PROMPT_MAX) })}
      </p>
      <SaveActions pending={mutation.isPending} />
    </form>
  )
}

/** "Edit" of one AI prompt: its template; saving makes a new version. */
export function AiPromptEditButton({ prompt, scope }: { prompt: AiPrompt; scope: AiSettingsScope }) {
  const purpose = AI_PURPOSE_LABELS[prompt.purpose]()
  return (
    <EditDialogButton
      name={purpose}
      title={m.ai_prompt_edit_title({ purpose })}
      initialFocusId="ai-prompt-template"
      wide
    >
      {(close) => <PromptForm prompt={prompt} scope={scope} onDone={close} />}
    </EditDialogButton>
  )
}
