import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { webhookQueries } from '../../api/webhooks'
import { ErrorNotice } from '../../components/page-status'
import { m } from '../../paraglide/messages'
import { AddWebhookDialog } from './add-webhook-dialog'
import { WebhookDeliveryLog } from './webhook-delivery-log'
import { WebhooksList } from './webhooks-list'

/** Organization → Integrations: webhook endpoints, their events and delivery log (issue 18, ADR 0037). */
export function WebhooksSection({ organizationId, canManage }: { organizationId: string | null; canManage: boolean }) {
  const query = useQuery(webhookQueries.list(organizationId))
  const [shown, setShown] = useState<string | null>(null)
  const shownHook = query.data?.find((h) => h.id === shown) ?? null
  return (
    <section aria-labelledby="webhooks-heading">
      <div className="page-header">
        <h2 id="webhooks-heading">{m.webhooks_title()}</h2>
        {canManage ? <AddWebhookDialog organizationId={organizationId} /> : null}
      </div>
      <p className="muted">{m.webhooks_intro()}</p>
      {query.isPending ? (
        <p role="status" className="muted">
          {m.common_loading()}
        </p>
      ) : query.isError ? (
        <ErrorNotice message={m.webhooks_load_failed()} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="empty-state">
          <p>{m.webhooks_empty()}</p>
        </div>
      ) : (
        <WebhooksList
          hooks={query.data}
          organizationId={organizationId}
          canManage={canManage}
          labelledBy="webhooks-heading"
          shown={shown}
          onShow={setShown}
        />
      )}
      {shownHook ? <WebhookDeliveryLog hook={shownHook} organizationId={organizationId} canManage={canManage} /> : null}
    </section>
  )
}
