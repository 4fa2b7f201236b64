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
  // parse-job speed: the word tables are module constants, split once into one-word phrases (a set
  // lookup in the line's words) and longer ones (a substring search); the line's words are kept for
  // the next table, as callers test one line against several. Same answer as testing ` ${p} ` in order.
  let table = TABLES.get(phrases)
  if (!table) {
    table = phrases.map((p) => (p.includes(' ') ? ` ${p} ` : null))
    TABLES.set(phrases, table)
  }
  if (folded !== lastLine) {
    lastLine = folded
    lastWords = new Set(folded.split(' '))
  }
  for (let i = 0; i < phrases.length; i++) {
    const padded = table[i]
    if (padded === null || padded === undefined ? lastWords.has(phrases[i] as string) : folded.includes(padded))
      return phrases[i] as string
  }
  return null
}

const TABLES = new WeakMap<readonly string[], (string | null)[]>()
let lastLine = ''
let lastWords = new Set<string>()
