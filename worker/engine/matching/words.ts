/**
 * Word stems shared by the text-based parts of matching (title similarity, skills the CV mentions
 * outside its skill list). A stem is the folded word cut to STEM_LENGTH letters: crude, but language-
 * neutral and enough to join "accountant"/"accounting", "developer"/"development", "design"/"designer".
 */
import { phraseKey } from '../taxonomy/text'
import { STEM_LENGTH, TITLE_STOP_WORDS, WORD_STOP_WORDS } from './tables'

export const stem = (w: string) => (w.length > STEM_LENGTH ? w.slice(0, STEM_LENGTH) : w)

/** Significant stems of a job title (stop words, seniority words and numbers aside), each once, in order. */
export function titleStems(title: string): string[] {
  const out: string[] = []
  for (const w of phraseKey(title).split(' ')) {
    if (w === '' || TITLE_STOP_WORDS.has(w) || /^\d+$/.test(w)) continue
    const s = stem(w)
    if (!out.includes(s)) out.push(s)
  }
  return out
}

/** Significant stems of a skill phrase: words of three letters or more, fillers aside, each once. */
export function phraseStems(phrase: string): string[] {
  const out: string[] = []
  for (const w of phraseKey(phrase).split(' ')) {
    if (w.length < 3 || TITLE_STOP_WORDS.has(w) || WORD_STOP_WORDS.has(w) || /^\d+$/.test(w)) continue
    const s = stem(w)
    if (!out.includes(s)) out.push(s)
  }
  return out
}
