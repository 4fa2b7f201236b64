/** Folded whole-word phrase search shared by the job-parsing steps. */
import { fold } from '../taxonomy/text'

/** Lower case, no accents, punctuation → spaces, padded so every word has a space on both sides. */
export function foldLine(line: string): string {
  return ` ${fold(line)
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim()} `
}

/** The first phrase of `phrases` that occurs in the folded line as whole words, or null. */
export function findPhrase(folded: string, phrases: readonly string[]): string | null {
  for (const p of phrases) if (folded.includes(` ${p} `)) return p
  return null
}
