import { getLocale } from '../paraglide/runtime'

/** A count in the interface language's digits and grouping (1,234 / 1.234). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(getLocale()).format(value)
}
