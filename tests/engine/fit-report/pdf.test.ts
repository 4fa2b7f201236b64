import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { buildFitReport, renderFitReportPdf, writeTextPdf } from '../../../worker/engine/fit-report'
import { scoreMatch } from '../../../worker/engine/matching'
import { makeCv, makeJob, req } from '../matching/fixtures'

async function textOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text, totalPages } = await extractText(pdf, { mergePages: true })
  return { text, totalPages }
}

const meta = {
  candidateName: 'Jörg Müller',
  jobTitle: 'Software Developer',
  organizationName: 'Fjord (Talent)',
  generatedAt: new Date('2026-11-22T10:00:00Z'),
}

describe('fit report PDF', () => {
  it('is a valid PDF that a PDF reader opens, with the report text in it (umlauts and parentheses kept)', async () => {
    const job = makeJob({
      requirements: [...makeJob().requirements, req({ attribute: 'degree', value: 'doctorate', mandatory: true })],
    })
    const report = buildFitReport(scoreMatch(makeCv(), job), {
      candidateName: meta.candidateName,
      jobTitle: meta.jobTitle,
      language: 'de_DE',
    })
    const bytes = renderFitReportPdf(report, meta)
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4')
    const { text } = await textOf(bytes)
    expect(text).toContain('Passungsbericht')
    expect(text).toContain('Jörg Müller')
    expect(text).toContain('Fjord (Talent)')
    expect(text).toContain('Abschluss mindestens Promotion')
    expect(text).toContain('Fragen für das Gespräch')
  })

  it('wraps long text and breaks onto further pages', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')
    const bytes = writeTextPdf(
      Array.from({ length: 12 }, () => ({ text: long })),
      { title: 'Long' },
    )
    const { text, totalPages } = await textOf(bytes)
    expect(totalPages).toBeGreaterThan(2)
    expect(text).toContain('word399')
  })
})
