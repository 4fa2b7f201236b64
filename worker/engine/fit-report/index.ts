/** Fit reports from the scoring engine's evidence (summary, strengths, gaps, knockouts, questions). */
export { buildFitReport, type FitPoint, type FitReport } from './build'
export { describeRequirement, REPORT_WORDS } from './labels'
export { renderFitReportPdf } from './pdf'
export { type TextBlock, writeTextPdf } from './pdf-writer'
