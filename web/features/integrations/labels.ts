import type { ApiScope } from '../../../worker/contracts/integrations'
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
