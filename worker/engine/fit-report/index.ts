/** Fit reports from the scoring engine's evidence (summary, strengths, gaps, knockouts, questions). */
export { buildFitReport, type FitPoint, type FitReport } from './build'
export { renderFitReportPdf } from './pdf'
export { type TextBlock, writeTextPdf } from './pdf-writer'
export { REPORT_SENTENCES, type ReportSentences } from './sentences'
