import type { FeatureKind } from '../../../worker/contracts/enums'
import { dateTimeFormat, numberFormat } from '../../i18n/intl-cache'
import { m } from '../../paraglide/messages'

const FEATURE_LABELS: Record<FeatureKind, () => string> = {
  CHAT: () => m.billing_feature_chat(),
  CV_UPLOAD: () => m.billing_feature_cv_upload(),
  INTEGRATIONS: () => m.billing_feature_integrations(),
  JOB_POSTING: () => m.billing_feature_job_posting(),
  API_ACCESS: () => m.billing_feature_api_access(),
  TEAM_MEMBERS: () => m.billing_feature_team_members(),
}

export const featureLabel = (feature: FeatureKind) => FEATURE_LABELS[feature]()

/** Cents as the interface language writes money (EUR). */
export function formatCents(cents: number, locale: string) {
  return numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)
}

export function formatDate(epochMs: number, locale: string) {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(epochMs)
}
