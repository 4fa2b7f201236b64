/** Stable skill ids for O*NET and curated concepts, derived from their label (shared with the build). */
import { phraseKey } from './text'

export function slug(s: string): string {
  return (
    phraseKey(s)
      .replace(/\+/g, 'p')
      .replace(/#/g, 'sharp')
      .replace(/\./g, 'dot')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'x'
  )
}

export function skillIdFor(source: 'onet' | 'x', label: string): string {
  return `${source}:${slug(label)}`
}
