import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type AiSettingsScope, aiSettingsKey, setAiModelToDefault, setAiPromptToDefault } from '../../api/ai-settings'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/** "Set to default": drops the organization's own model or prompt, after asking. */
export function SetToDefaultButton({
  kind,
  id,
  purpose,
  scope,
}: {
  kind: 'model' | 'prompt'
  id: string
  /** The purpose's label, for the button's accessible name and the question. */
  purpose: string
  scope: AiSettingsScope
}) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useMutation({
    mutationFn: async (): Promise<void> => {
      if (kind === 'model') await setAiModelToDefault(id)
      else await setAiPromptToDefault(id)
    },
    onSuccess: async () => {
      setOpen(false)
      notify('success', { title: m.ai_set_to_default_done({ purpose }) })
      await queryClient.invalidateQueries({ queryKey: aiSettingsKey(scope) })
    },
    onError: (error) => {
      setOpen(false)
      notify('error', { title: m.ai_set_to_default_failed(), description: errorMessage(error) })
    },
  })
  return (
    <>
      <button
        type="button"
        className="button button-small"
        aria-label={m.ai_set_to_default_named({ name: purpose })}
        onClick={() => setOpen(true)}
      >
        {m.ai_set_to_default()}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!mutation.isPending) setOpen(next)
        }}
        title={m.ai_set_to_default_title({ purpose })}
        description={kind === 'model' ? m.ai_set_to_default_model_text() : m.ai_set_to_default_prompt_text()}
        confirmLabel={mutation.isPending ? m.ai_setting_to_default() : m.ai_set_to_default()}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  )
}
