import type { FitReport } from '../../engine/fit-report'

/**
 * What a model may write about: the embedded fit report's points (the engine's evidence in the
 * report's language) and the area scores. Scores and knockouts are decided by the engine; the model
 * only words them, and it gets no CV text, so it has nothing else to cite.
 */
export function proseEvidence(report: FitReport, jobTitle: string) {
  return {
    jobTitle,
    score: report.score,
    knockout: report.knockout,
    areas: report.areas.filter((a) => !a.neutral).map((a) => ({ area: a.label, score: a.score, weight: a.weight })),
    strengths: report.strengths,
    gaps: report.gaps,
    knockouts: report.knockouts,
  }
}

/** The evidence as fenced data: a model is told it is data, never instructions. */
export const fencedEvidence = (evidence: unknown) =>
  `Evidence (JSON) between the markers:\n<<<EVIDENCE\n${JSON.stringify(evidence).slice(0, 24_000)}\nEVIDENCE>>>`
