/** The pure text work of @mentions in a text area: finding the word being typed, inserting a name. */

export interface MentionCandidate {
  id: string
  name: string
}

/** `@` then up to 40 letters, digits, dots, dashes or underscores, right before the caret. */
const TYPING = /(?:^|\s)@([\p{L}\p{N}._-]{0,40})$/u

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/** The mention being typed at the caret: where its `@` is and what follows it; null when none. */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const match = TYPING.exec(text.slice(0, caret))
  if (!match) return null
  const query = match[1] ?? ''
  return { start: caret - query.length - 1, query }
}

/** Members whose name has a word starting with the query (case and accents ignored), best first. */
export function matchingCandidates<T extends MentionCandidate>(candidates: readonly T[], query: string, max = 8): T[] {
  const q = fold(query)
  const scored = candidates
    .map((c) => {
      const name = fold(c.name)
      const rank = name.startsWith(q) ? 0 : name.split(/\s+/).some((w) => w.startsWith(q)) ? 1 : -1
      return { c, rank }
    })
    .filter((s) => s.rank >= 0)
  scored.sort((a, b) => a.rank - b.rank || a.c.name.localeCompare(b.c.name))
  return scored.slice(0, max).map((s) => s.c)
}

/** Replaces the typed `@query` with `@Full Name ` and answers the new text and caret. */
export function insertMention(text: string, start: number, caret: number, name: string) {
  const inserted = `@${name} `
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length }
}

/** The picked members whose `@Name` is still in the text: deleting the name drops the mention. */
export function mentionsInText<T extends MentionCandidate>(text: string, picked: readonly T[]): T[] {
  const seen = new Set<string>()
  return picked.filter((p) => {
    if (seen.has(p.id) || !text.includes(`@${p.name}`)) return false
    seen.add(p.id)
    return true
  })
}
