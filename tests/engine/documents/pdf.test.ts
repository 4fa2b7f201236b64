import { describe, expect, it } from 'vitest'
import { extractText } from '../../../worker/engine/documents'
import { layoutPage, type PositionedText } from '../../../worker/engine/documents/pdf-layout'
import {
  dateColumnPdf,
  encryptedPdf,
  MAIN,
  SIDEBAR,
  SINGLE_COLUMN_CV,
  scannedLikePdf,
  singleColumnPdf,
  twoColumnPdf,
} from '../../fixtures/documents/pdf-fixtures'

describe('PDF extraction', () => {
  it('extracts a two-page single-column CV with accents', async () => {
    const result = await extractText(await singleColumnPdf())
    expect(result).toMatchObject({ format: 'pdf', pageCount: 2, warnings: [] })
    expect(result.text).toBe(
      [
        'Jördis Kowalczyk-Åberg',
        'jordis.example@example.org | +49 40 1234 5678 | Hamburg',
        '',
        ...SINGLE_COLUMN_CV,
        '',
        'Projects',
        'Open-source maintainer of a café ordering app (2021 - 2023)',
      ].join('\n'),
    )
  })

  it('does not detach or change the caller’s buffer', async () => {
    const bytes = await singleColumnPdf()
    const before = bytes.slice()
    await extractText(bytes)
    expect(bytes.byteLength).toBe(before.byteLength)
    expect(bytes).toEqual(before)
  })

  it('reads a sidebar layout as header, left column, right column', async () => {
    const result = await extractText(await twoColumnPdf())
    expect(result.text).toBe(
      [
        'Ana Ejemplo Ruiz',
        'Senior Frontend Engineer - Valencia, Spain - open to remote work and relocation',
        '',
        ...SIDEBAR,
        '',
        ...MAIN,
      ].join('\n'),
    )
  })

  it('reads a date column row by row', async () => {
    const result = await extractText(await dateColumnPdf())
    expect(result.text.split('\n').slice(2)).toEqual([
      '2020 - now\tLead Engineer, Example Corp',
      '2017 - 2020\tEngineer, Sample Ltd',
      '2014 - 2017\tJunior Engineer, Demo GmbH',
      '2010 - 2014\tB.Sc. Physics, Example University',
    ])
  })

  it('refuses an encrypted PDF', async () => {
    await expect(extractText(encryptedPdf())).rejects.toMatchObject({
      reason: 'encrypted',
      errorType: 'UNSUPPORTED_FILE',
    })
  })

  it('refuses a PDF without a text layer as no_text', async () => {
    await expect(extractText(await scannedLikePdf())).rejects.toMatchObject({
      reason: 'no_text',
      errorType: 'UNSUPPORTED_FILE',
    })
  })
})

describe('PDF layout', () => {
  const item = (str: string, x: number, y: number, width = str.length * 5, fontSize = 10): PositionedText => ({
    str,
    x,
    y,
    width,
    fontSize,
  })

  it('joins words on a line by their gaps and separates wide gaps with a tab', () => {
    const text = layoutPage([item('Senior', 50, 700, 30), item('Engineer', 83, 700, 40), item('2019', 400, 700, 20)])
    expect(text).toBe('Senior Engineer\t2019')
  })

  it('keeps single-column text with a few long lines as one column', () => {
    const lines = [
      item('Skills', 50, 700),
      item('Go', 50, 686),
      item('A long sentence that spans the whole width of the page body text', 50, 672, 480),
      item('Rust', 50, 658),
      item('Python', 50, 644),
      item('Another long sentence reaching across the middle of the page too', 50, 630, 480),
      item('SQL', 50, 616),
    ]
    expect(layoutPage(lines).split('\n')).toEqual(lines.map((l) => l.str))
  })

  it('reads three columns (each with its own line pitch) left to right', () => {
    const col = (x: number, pitch: number, words: string[]) => words.map((w, i) => item(w, x, 700 - i * pitch, 60))
    const text = layoutPage([
      ...col(40, 14, ['a1', 'a2', 'a3', 'a4']),
      ...col(240, 17, ['b1', 'b2', 'b3']),
      ...col(440, 12.5, ['c1', 'c2', 'c3', 'c4']),
    ])
    expect(text.split('\n').filter(Boolean)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'c4'])
  })

  it('finds a two-column list between full-width paragraphs, keeping its heading in front', () => {
    const paragraph = (text: string, y: number) => item(text, 33, y, 520)
    const left = ['Go', 'Rust', 'SQL', 'Kafka'].map((w, i) => item(w, 59, 700 - i * 12, 90))
    // The right column is offset by half a line: no shared baselines with the left one.
    const right = ['Leadership', 'Mentoring', 'Hiring', 'Budgeting'].map((w, i) => item(w, 208, 706 - i * 12, 90))
    const page = [
      paragraph('Summary paragraph that runs across the whole width of the page body', 760),
      item('Skills', 33, 725, 35),
      ...left,
      ...right,
      item('Experience', 33, 640, 50),
      paragraph('Engineer at Example GmbH, a line that crosses the gutter again', 626),
    ]
    expect(layoutPage(page).split('\n').filter(Boolean)).toEqual([
      'Summary paragraph that runs across the whole width of the page body',
      'Skills',
      'Go',
      'Rust',
      'SQL',
      'Kafka',
      'Leadership',
      'Mentoring',
      'Hiring',
      'Budgeting',
      'Experience',
      'Engineer at Example GmbH, a line that crosses the gutter again',
    ])
  })

  it('inserts the space that a separate whitespace item stands for', () => {
    const text = layoutPage([item('curriculum', 50, 700, 50), item(' ', 100, 700, 1), item('with', 101, 700, 20)])
    expect(text).toBe('curriculum with')
  })

  it('ignores empty items and survives degenerate input', () => {
    expect(layoutPage([])).toBe('')
    expect(layoutPage([item(' ', 0, 0), item('', 1, 1), item('x', Number.NaN, 5)])).toBe('')
    expect(layoutPage([item('zero width', 10, 10, 0, 0)])).toBe('zero width')
  })
})

describe('PDF text limit', () => {
  it('stops reading pages once the text limit is far exceeded', async () => {
    const result = await extractText(await singleColumnPdf(), { limits: { maxTextChars: 100 } })
    expect(result.text.length).toBeLessThanOrEqual(100)
    expect(result.warnings).toEqual([
      'pdf: stopped after page 1 of 2 (text limit reached)',
      'truncated: text cut at 100 characters',
    ])
  })
})
