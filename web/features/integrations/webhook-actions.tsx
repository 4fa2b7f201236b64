import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { deleteWebhook, updateWebhook, type Webhook, webhooksKey } from '../../api/webhooks'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/** Pause or resume one endpoint, and delete it after a confirmation. */
export function WebhookActions({ hook, organizationId }: { hook: Webhook; organizationId: string | null }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey(organizationId) })
  const pause = useMutation({
    mutationFn: () => updateWebhook(hook.id, { active: !hook.active }),
    onSuccess: async () => {
      notify('success', { title: m.webhooks_updated() })
      await refresh()
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  const remove = useMutation({
    mutationFn: () => deleteWebhook(hook.id),
    onSuccess: async () => {
      setConfirming(false)
      notify('success', { title: m.webhooks_deleted() })
      await refresh()
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  return (
    <>
      <button
        type="button"
        className="button"
        aria-label={
          hook.active ? m.webhooks_pause_label({ url: hook.url }) : m.webhooks_resume_label({ url: hook.url })
        }
        aria-disabled={pause.isPending || undefined}
        onClick={() => pause.mutate()}
      >
        {hook.active ? m.webhooks_pause() : m.webhooks_resume()}
      </button>{' '}
      <button
        type="button"
        className="button button-danger"
        aria-label={m.webhooks_delete_label({ url: hook.url })}
        onClick={() => setConfirming(true)}
      >
        {m.common_delete()}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.webhooks_delete_title()}
        description={m.webhooks_delete_description({ url: hook.url })}
        confirmLabel={remove.isPending ? m.common_deleting() : m.common_delete()}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  )
}
