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
    const bytes = await renderFitReportPdf(report, meta)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { text } = await textOf(bytes)
    expect(text).toContain('Eignungsbericht')
    expect(text).toContain('Jörg Müller')
    expect(text).toContain('Fjord (Talent)')
    expect(text).toContain('Abschluss mindestens Promotion')
    expect(text).toContain('Fragen für das Gespräch')
  })

  it('says the CV named nobody instead of printing a blank name (issue 12), in English and German', async () => {
    for (const [language, note] of [
      ['en_US', 'Name not found in the CV'],
      ['de_DE', 'Name im Lebenslauf nicht gefunden'],
    ] as const) {
      const report = buildFitReport(scoreMatch(makeCv(), makeJob()), {
        candidateName: null,
        jobTitle: meta.jobTitle,
        language,
      })
      const { text } = await textOf(await renderFitReportPdf(report, { ...meta, candidateName: null }))
      expect(text.replace(/\s+/g, ' ')).toContain(`${note} — Software Developer`)
      expect(text).not.toContain('Jörg')
    }
  })

  it('wraps long text and breaks onto further pages', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')
    const bytes = await writeTextPdf(
      Array.from({ length: 12 }, () => ({ text: long })),
      { title: 'Long' },
    )
    const { text, totalPages } = await textOf(bytes)
    expect(totalPages).toBeGreaterThan(2)
    expect(text).toContain('word399')
  })

  it('prints every script of the message languages, and its text extracts again', async () => {
    const lines = [
      'Łukasz Żółć — Šimek Øyvind, Kovács Ödön, Şükrü Yılmaz, Mărțișor',
      'Запрошуємо вас на співбесіду щодо посади інженера.',
      'Lietuvių, latviešu, eesti: ąčęėįšųūž āēīķļņ õäöü',
    ]
    const bytes = await writeTextPdf(
      lines.map((text) => ({ text })),
      { title: 'Звіт: Łukasz Żółć' },
    )
    const { text } = await textOf(bytes)
    for (const line of lines) expect(text).toContain(line)
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } }
    expect(info.Title).toBe('Звіт: Łukasz Żółć')
  })

  it('shapes Arabic: joined letters, set right to left, that extract as Arabic text', async () => {
    const arabic = 'نود دعوتك لإجراء مقابلة'
    const bytes = await writeTextPdf([{ text: arabic }], { title: 'ar' })
    const { text } = await textOf(bytes)
    // Shaped glyphs map back to the Arabic letters (presentation forms fold to them under NFKC).
    const letters = (s: string) => [...s.normalize('NFKC').replace(/[^\u0600-\u06ff]/g, '')].sort().join('')
    expect(letters(text)).toBe(letters(arabic))
    expect(text).not.toContain('?')
  })
})
