import type { MessageLanguage, UiLanguage } from '../../contracts/enums'
import { formatDate, formatNumber, formatPercent } from '../prose'
import type { FitPoint, FitReport } from './build'
import { type TextBlock, writeTextPdf } from './pdf-writer'

const HEADINGS: Record<UiLanguage, Record<string, string>> = {
  en_US: {
    title: 'Candidate fit report',
    summary: 'Summary',
    areas: 'Scores by area',
    strengths: 'Strengths',
    gaps: 'Gaps',
    knockouts: 'Knockouts (mandatory requirements not met)',
    questions: 'Questions for the interview',
    evidence: 'Evidence',
    weight: 'weight',
    generated: 'Generated',
    none: 'None.',
    message: 'Message to the candidate',
    subject: 'Subject',
    noName: 'Name not found in the CV',
  },
  de_DE: {
    title: 'Eignungsbericht',
    summary: 'Zusammenfassung',
    areas: 'Bewertung nach Bereichen',
    strengths: 'Stärken',
    gaps: 'Lücken',
    knockouts: 'K.-o.-Kriterien (nicht erfüllte Pflichtanforderungen)',
    questions: 'Fragen für das Gespräch',
    evidence: 'Belege',
    weight: 'Gewicht',
    generated: 'Erstellt',
    none: 'Keine.',
    message: 'Nachricht an den Kandidaten',
    subject: 'Betreff',
    noName: 'Name im Lebenslauf nicht gefunden',
  },
}

function points(items: FitPoint[], h: Record<string, string>): TextBlock[] {
  if (items.length === 0) return [{ text: h.none ?? '', indent: 12 }]
  return items.flatMap((p) => [
    { text: `• ${p.text}`, indent: 12, spaceBefore: 2 },
    ...(p.facts.length > 0
      ? [
          {
            text: `${h.evidence}: ${p.facts.slice(0, 3).join(' · ')}`,
            indent: 24,
            size: 9,
            color: [0.35, 0.35, 0.35] as [number, number, number],
          },
        ]
      : []),
  ])
}

/** The fit report as a PDF, made in the Worker (spec §7 /applicants/fit-report-pdf). */
export async function renderFitReportPdf(
  report: FitReport,
  meta: {
    /** Null when the CV names nobody: the report says so instead of printing a blank or a file name. */
    candidateName: string | null
    jobTitle: string
    organizationName: string
    generatedAt: Date
    /** The message drafted beside the report, printed after it in its own language and direction. */
    message?: { language: MessageLanguage; subject: string | null; body: string }
  },
): Promise<Uint8Array> {
  const h = HEADINGS[report.language]
  const heading = (text: string): TextBlock => ({ text, bold: true, size: 13, spaceBefore: 14 })
  const date = formatDate(meta.generatedAt, report.language)
  const n = (x: number) => formatNumber(x, report.language)
  const candidate = meta.candidateName?.trim() || h.noName
  const blocks: TextBlock[] = [
    { text: h.title ?? '', bold: true, size: 20 },
    { text: `${candidate} — ${meta.jobTitle}`, bold: true, size: 13, spaceBefore: 6 },
    { text: `${meta.organizationName} · ${h.generated} ${date} · ${n(report.score)} / 100`, size: 9.5, spaceBefore: 2 },
    heading(h.summary ?? ''),
    { text: report.summary, spaceBefore: 4 },
    heading(h.areas ?? ''),
    ...report.areas
      .filter((a) => a.weight > 0)
      .map((a) => ({
        text: `${a.label}: ${n(a.score)} (${h.weight} ${formatPercent(a.weight / 100, report.language)})`,
        indent: 12,
        spaceBefore: 1,
      })),
    heading(h.knockouts ?? ''),
    ...points(report.knockouts, h),
    heading(h.strengths ?? ''),
    ...points(report.strengths, h),
    heading(h.gaps ?? ''),
    ...points(report.gaps, h),
    heading(h.questions ?? ''),
    ...report.questions.map((q, i) => ({ text: `${i + 1}. ${q}`, indent: 12, spaceBefore: 3 })),
  ]
  if (meta.message) {
    blocks.push(heading(h.message ?? ''))
    if (meta.message.subject) blocks.push({ text: `${h.subject}: ${meta.message.subject}`, bold: true, spaceBefore: 4 })
    blocks.push({ text: meta.message.body, spaceBefore: 4 })
  }
  return writeTextPdf(blocks, { title: `${h.title}: ${candidate} — ${meta.jobTitle}` })
}
