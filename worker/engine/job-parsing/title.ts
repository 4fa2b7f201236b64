/**
 * Step 2 of job parsing, the OpenResume way: every title candidate near the top of the ad
 * (title-candidates.ts) is scored by the feature rules (title-rules.ts); the best score above zero
 * wins, the earlier candidate on a tie. No candidate above zero → no title (null), never a guess.
 */
import { classifyOccupation, type IscoRef, knownOccupationTitle } from '../taxonomy/index'
import type { JobLine } from './lines'
import { type TitleCandidate, titleCandidates } from './title-candidates'
import { TITLE_RULES, type TitleFacts } from './title-rules'

export interface ScoredTitle {
  candidate: TitleCandidate
  occupation: IscoRef | null
  score: number
  /** Names of the rules that held, for explaining a choice in tests and evals. */
  rules: string[]
}

export function scoreTitleCandidates(lines: readonly JobLine[], headings: ReadonlySet<number>): ScoredTitle[] {
  const adFolded = lines.map((l) => l.folded).join(' ')
  return titleCandidates(lines, headings).map((candidate) => {
    const facts: TitleFacts = {
      candidate,
      occupation: classifyOccupation(candidate.text),
      known: knownOccupationTitle(candidate.text) !== null,
      adFolded,
    }
    const held = TITLE_RULES.filter((r) => r.holds(facts))
    return {
      candidate,
      occupation: facts.occupation,
      score: held.reduce((sum, r) => sum + r.weight, 0),
      rules: held.map((r) => r.name),
    }
  })
}

/** The best-scoring candidate above zero (the earlier one on a tie), or null. */
export function readTitle(lines: readonly JobLine[], headings: ReadonlySet<number>): ScoredTitle | null {
  let best: ScoredTitle | null = null
  for (const s of scoreTitleCandidates(lines, headings)) if (s.score > 0 && (!best || s.score > best.score)) best = s
  return best
}
