import { getLocale } from '../paraglide/runtime'

/** Names as a list in the interface language ("Ana, Ben and Carla" / "Ana, Ben und Carla"). */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(getLocale(), { style: 'long', type: 'conjunction' }).format(items)
}
