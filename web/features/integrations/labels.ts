import type { ApiScope } from '../../../worker/contracts/integrations'
import type { WebhookDelivery, WebhookEventType } from '../../api/webhooks'
import { dateTimeFormat } from '../../i18n/intl-cache'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { PERMISSION_LABELS } from '../team/labels'

/** The words of each API scope: the team screen's names of the same permissions. */
export const scopeLabel = (scope: ApiScope) => PERMISSION_LABELS[scope]()

export const APP_STATUS_LABELS: Record<'ACTIVE' | 'INACTIVE', () => string> = {
  ACTIVE: () => m.integrations_status_active(),
  INACTIVE: () => m.integrations_status_inactive(),
}

export function formatDate(epochMs: number): string {
  return dateTimeFormat(getLocale(), { dateStyle: 'medium' }).format(new Date(epochMs))
}

/** Date and time to the second: when a webhook delivery was made or is retried. */
export function formatTime(epochMs: number): string {
  return dateTimeFormat(getLocale(), { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(epochMs))
}

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, () => string> = {
  'applicant.processed': () => m.webhooks_event_applicant_processed(),
  'match.computed': () => m.webhooks_event_match_computed(),
  'job.status_changed': () => m.webhooks_event_job_status_changed(),
}

export const DELIVERY_STATUS_LABELS: Record<WebhookDelivery['status'], () => string> = {
  PENDING: () => m.webhooks_delivery_pending(),
  RETRYING: () => m.webhooks_delivery_retrying(),
  SUCCEEDED: () => m.webhooks_delivery_succeeded(),
  FAILED: () => m.webhooks_delivery_failed(),
}
