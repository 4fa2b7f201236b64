/** Job-title cues shared by the name, title and experience steps. */
import { classifyOccupation } from '../taxonomy/index'
import { foldPhrase } from './text-utils'
import { TITLE_WORDS } from './title-words'

const TITLE_SET = new Set(TITLE_WORDS)

/** How many words of the phrase are job-title vocabulary. */
export function titleWordHits(text: string): number {
  let hits = 0
  for (const word of foldPhrase(text).split(' ')) if (TITLE_SET.has(word)) hits++
  return hits
}

/** Title vocabulary or a taxonomy occupation match, on a phrase short enough to be a title. */
export function looksLikeTitle(text: string): boolean {
  const words = foldPhrase(text).split(' ').filter(Boolean)
  if (words.length === 0 || words.length > 10) return false
  if (titleWordHits(text) > 0) return true
  return words.length <= 6 && classifyOccupation(text) !== null
}
