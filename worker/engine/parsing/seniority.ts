/** Step 13 — seniority from years of experience and title words (rules in seniority-rules.ts). */
import { TITLE_RULES, YEARS_TO_SENIORITY } from './seniority-rules'
import { foldPhrase } from './text-utils'
import type { Seniority } from './types'

const ORDER: readonly Seniority[] = ['no_knowledge', 'beginner', 'intermediate', 'competent', 'advanced', 'expert']

export function seniorityFrom(years: number | null, title: string | null): Seniority | null {
  let level: Seniority | null = null
  if (years !== null) level = YEARS_TO_SENIORITY.find((row) => years < row.below)?.level ?? null
  if (!title) return level
  const folded = ` ${foldPhrase(title)} `
  for (const rule of TITLE_RULES) {
    if (!rule.words.some((w) => folded.includes(` ${w} `))) continue
    if (rule.max && (level === null || ORDER.indexOf(level) > ORDER.indexOf(rule.max))) level = rule.max
    if (rule.min && (level === null || ORDER.indexOf(level) < ORDER.indexOf(rule.min))) level = rule.min
    break
  }
  return level
}
