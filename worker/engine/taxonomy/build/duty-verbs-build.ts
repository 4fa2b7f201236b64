/**
 * Duty verbs: the verbs ESCO's skills and competences open with ("manage budgets", "coordinate
 * deliveries", "mentor individuals"). A job ad's duties are phrased the same way ("Coordinate changes in
 * external prices", "you will mentor other team members"), so these verbs mark where a duty phrase starts.
 * A verb counts when at least MIN_LABELS preferred labels open with it; light verbs that open labels
 * without naming an activity ("be", "have", "make"), and "join" (in an ad, joining the team), are left out.
 */
import type { Row } from './csv'

const MIN_LABELS = 3
const LIGHT_VERBS = new Set(
  'be have take put give make keep show place lay add carry deal get let go come stay find strive think care safely use work join'.split(
    ' ',
  ),
)

export interface DutyVerbsJson {
  /** Base forms, US spelling as in ESCO en-us, sorted. */
  verbs: string[]
}

export function buildDutyVerbs(skillsEnUs: readonly Row[]): DutyVerbsJson {
  const counts = new Map<string, number>()
  for (const row of skillsEnUs) {
    if (row.skillType !== 'skill/competence') continue
    const words = (row.preferredLabel ?? '').trim().toLowerCase().split(/\s+/)
    const first = words[0] ?? ''
    if (words.length < 2 || !/^[a-z][a-z-]+$/.test(first)) continue
    counts.set(first, (counts.get(first) ?? 0) + 1)
  }
  const verbs = [...counts]
    .filter(([verb, n]) => n >= MIN_LABELS && !LIGHT_VERBS.has(verb))
    .map(([verb]) => verb)
    .sort()
  return { verbs }
}
