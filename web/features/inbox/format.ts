import { getLocale } from '../../paraglide/runtime'

/** 1536 → "1.5 KB" in the interface language. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 ? 0 : 1
  return `${new Intl.NumberFormat(getLocale(), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`
}

export function formatReceived(at: number): string {
  return new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at)
}
