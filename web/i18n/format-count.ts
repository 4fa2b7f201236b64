import { getLocale } from '../paraglide/runtime'
import { numberFormat } from './intl-cache'

/** A count in the interface language's digits and grouping (1,234 / 1.234). */
export function formatCount(value: number): string {
  return numberFormat(getLocale()).format(value)
}
