import { getLocale } from '../paraglide/runtime'
import { formatDecimal } from './decimal-format'

/** A count in the interface language's digits and grouping (1,234 / 1.234). */
export function formatCount(value: number): string {
  return formatDecimal(value, getLocale())
}
