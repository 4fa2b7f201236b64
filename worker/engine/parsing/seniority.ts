/**
 * Step 13 — seniority from years of experience, the positions' titles and the current title
 * (rules in seniority-rules.ts, reasoning in ADR 0022).
 */
import { EXPERT_EVIDENCE, TITLE_RULES, type TitleRule, YEARS_TO_SENIORITY } from './seniority-rules'
import { foldPhrase } from './text-utils'
import type { Seniority } from './types'

const ORDER: readonly Seniority[] = ['no_knowledge', 'beginner', 'intermediate', 'competent', 'advanced', 'expert']

function ruleFor(title: string | null): TitleRule | null {
  if (!title) return null
  const folded = ` ${foldPhrase(title)} `
  return TITLE_RULES.find((rule) => rule.words.some((w) => folded.includes(` ${w} `))) ?? null
}

/** `positionTitles`: the titles of every position, the current one included. */
export function seniorityFrom(
  years: number | null,
  title: string | null,
  positionTitles: readonly (string | null)[] = [],
): Seniority | null {
  let level: Seniority | null = null
  if (years !== null) level = YEARS_TO_SENIORITY.find((row) => years < row.below)?.level ?? null
  if (level === 'expert' && years !== null && years < EXPERT_EVIDENCE.yearsAlone) {
    const senior = [title, ...positionTitles].some((t) => ruleFor(t)?.min !== undefined)
    if (!senior) level = 'advanced'
  }
  const rule = ruleFor(title)
  if (!rule) return level
  if (rule.max && (level === null || ORDER.indexOf(level) > ORDER.indexOf(rule.max))) level = rule.max
  if (rule.min && (level === null || ORDER.indexOf(level) < ORDER.indexOf(rule.min))) level = rule.min
  return level
}
