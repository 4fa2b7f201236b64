/**
 * The fit report's sentence templates per interface language. Values arrive already written (names,
 * numbers through Intl); `count` picks singular or plural where a language needs it.
 */
import type { UiLanguage } from '../../contracts/enums'

export interface ReportSentences {
  summary: (name: string, job: string, score: string) => string
  /** When the CV names nobody. */
  summaryNoName: (job: string, score: string) => string
  strongIn: (areas: string, count: number) => string
  gapsIn: (areas: string, count: number) => string
  knockouts: (n: string, count: number) => string
  /** A point about an area: its name and score. */
  areaScore: (area: string, score: string) => string
  gap: (what: string) => string
  knockout: (what: string) => string
  strength: (area: string) => string
  motivation: (job: string) => string
  experienceYears: (years: string, count: number) => string
  experienceTitle: (job: string) => string
  occupation: (job: string) => string
  culture: (values: string, count: number) => string
  achievements: string
}

export const REPORT_SENTENCES: Record<UiLanguage, ReportSentences> = {
  en_US: {
    summary: (name, job, score) => `${name} scores ${score} of 100 for ${job}.`,
    summaryNoName: (job, score) => `The applicant scores ${score} of 100 for ${job}.`,
    strongIn: (areas) => `Strongest in ${areas}.`,
    gapsIn: (areas) => `Gaps in ${areas}.`,
    knockouts: (n, count) =>
      count === 1
        ? `${n} mandatory requirement is not met (knockout).`
        : `${n} mandatory requirements are not met (knockout).`,
    areaScore: (area, score) => `${area}: ${score} of 100 points`,
    gap: (what) =>
      `The role asks for ${what}. How would you close this gap, and what have you done in this direction so far?`,
    knockout: (what) => `The role requires ${what}. Is there anything in your background we may have missed here?`,
    strength: (area) => `Tell us about a recent project in which your ${area} made the difference.`,
    motivation: (job) =>
      `What attracts you to the ${job} role, and what would you want to achieve in the first six months?`,
    experienceYears: (years, count) =>
      `The role asks for at least ${years} ${count === 1 ? 'year' : 'years'} of professional experience. Which of your past work comes closest to it?`,
    experienceTitle: (job) => `Which of your past tasks come closest to the work of a ${job}?`,
    occupation: (job) =>
      `Your previous work lies outside the occupation of this role. What from it would you bring to the ${job} role?`,
    culture: (values) => `The team values ${values}. Where have you experienced or practised this so far?`,
    achievements: 'Which result of your work so far can you put into numbers?',
  },
  de_DE: {
    summary: (name, job, score) => `${name} erreicht ${score} von 100 Punkten für ${job}.`,
    summaryNoName: (job, score) => `Die Bewerbung erreicht ${score} von 100 Punkten für ${job}.`,
    strongIn: (areas, count) =>
      count === 1 ? `Am stärksten im Bereich ${areas}.` : `Am stärksten in den Bereichen ${areas}.`,
    gapsIn: (areas, count) => (count === 1 ? `Lücken im Bereich ${areas}.` : `Lücken in den Bereichen ${areas}.`),
    knockouts: (n, count) =>
      count === 1
        ? `${n} Pflichtanforderung ist nicht erfüllt (K.-o.-Kriterium).`
        : `${n} Pflichtanforderungen sind nicht erfüllt (K.-o.-Kriterium).`,
    areaScore: (area, score) => `${area}: ${score} von 100 Punkten`,
    gap: (what) =>
      `Die Stelle verlangt ${what}. Wie würden Sie diese Lücke schließen, und was haben Sie dafür bereits getan?`,
    knockout: (what) =>
      `Die Stelle setzt ${what} voraus. Gibt es in Ihrem Werdegang etwas, das wir hier übersehen haben?`,
    strength: (area) =>
      `Erzählen Sie von einem aktuellen Projekt, in dem Ihre Stärke im Bereich ${area} den Unterschied gemacht hat.`,
    motivation: (job) =>
      `Was reizt Sie an der Stelle ${job}, und was möchten Sie in den ersten sechs Monaten erreichen?`,
    experienceYears: (years, count) =>
      `Die Stelle verlangt mindestens ${years} ${count === 1 ? 'Jahr' : 'Jahre'} Berufserfahrung. Welche Ihrer bisherigen Tätigkeiten kommt dem am nächsten?`,
    experienceTitle: (job) => `Welche Ihrer bisherigen Aufgaben kommen der Stelle ${job} am nächsten?`,
    occupation: (job) =>
      `Ihr bisheriger Beruf liegt außerhalb des Berufsfelds der Stelle. Was davon bringen Sie für die Stelle ${job} mit?`,
    culture: (values, count) =>
      `Dem Team ${count === 1 ? 'ist' : 'sind'} ${values} wichtig. Wo haben Sie das bisher erlebt oder gelebt?`,
    achievements: 'Welches Ergebnis Ihrer bisherigen Arbeit können Sie in Zahlen fassen?',
  },
}
