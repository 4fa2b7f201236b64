/**
 * Step 15 — achievements: lines of an achievements/awards section, and bullets elsewhere that carry
 * a measurable result (a percentage, an amount, a multiplier) or an achievement word. Ranked by
 * strength; at most MAX_ACHIEVEMENTS are kept, in document order.
 */
import { ACHIEVEMENT_WORDS } from './achievement-words'
import { collapseSpaces, foldPhrase } from './text-utils'
import type { Document, EvidenceItem, Line, SectionKind } from './types'

export interface AchievementsResult {
  items: string[]
  evidence: EvidenceItem[]
}

const MAX_ACHIEVEMENTS = 8
const WORD_RE = new RegExp(`(?:^| )(?:${ACHIEVEMENT_WORDS.join('|')})(?: |$)`)
const METRIC_RE =
  /\d+(?:[.,]\d+)?\s?%|[$€£¥]\s?\d|\d\s?(?:[$€£]|eur|usd|k€|m€)|\b\d+(?:[.,]\d+)?\s?[x×]\b|\b\d+(?:[.,]\d+)?\s?(?:k|m|mm|bn|million|billion|mio|mrd)\b|\b\d{2,}\+/i
const SKIP: ReadonlySet<SectionKind> = new Set<SectionKind>([
  'header',
  'contact',
  'personal',
  'references',
  'languages',
  'skills',
  'education',
  'interests',
])

/** Join a bullet with its wrapped continuation lines. */
function bulletText(lines: Line[], k: number): string {
  let text = lines[k]!.text
  for (let j = k + 1; j < lines.length && lines[j]!.continuation; j++) text += ` ${lines[j]!.text}`
  return collapseSpaces(text.replace(/-\s(?=\p{Ll})/gu, ''))
}

export function extractAchievements(doc: Document): AchievementsResult {
  const ranked: { text: string; score: number; line: Line; order: number }[] = []
  let order = 0
  for (const section of doc.sections) {
    if (SKIP.has(section.kind)) continue
    const lines = section.lines.filter((l) => l.text !== '')
    lines.forEach((line, k) => {
      if (line.continuation) return
      const text = bulletText(lines, k)
      const words = text.split(' ').length
      if (words < 4 || words > 45) return
      const metric = METRIC_RE.test(text)
      const word = WORD_RE.test(` ${foldPhrase(text)} `)
      const inSection = section.kind === 'achievements'
      if (!inSection && !(line.bullet || section.kind === 'experience' || section.kind === 'projects')) return
      const score = (inSection ? 3 : 0) + (metric ? 2 : 0) + (word ? 1 : 0)
      if (score < 2) return
      ranked.push({ text, score, line, order: order++ })
    })
  }
  const kept = ranked
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_ACHIEVEMENTS)
    .sort((a, b) => a.order - b.order)
  return { items: kept.map((r) => r.text), evidence: kept.map((r) => ({ line: r.line.index, text: r.line.text })) }
}
