/**
 * Issue #12, "Job ads": the ad shapes that failed, written here. Titles, "Act!", "Cerner ProFile" and
 * the list-shaped Java and accountant ads are in tests/engine/job-parsing (title, job-skills); this file
 * adds the format-bound case (a Java developer ad as a PDF with bullets and wrapped lines), an
 * accountant ad written as prose, and Polish ads whose title, category and body share one line.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { extractText } from '../../../worker/engine/documents/index'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'

const skillValues = (ad: string) =>
  parseJobDescription(ad)
    .requirements.filter((r) => r.attribute === 'skills')
    .map((r) => r.value)

/** A job-board style PDF: bold title, headings, bullet glyphs apart from their wrapped lines, a footer. */
async function javaAdPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595, 842])
  let y = 790
  const line = (text: string, options: { bold?: boolean; size?: number; x?: number; bullet?: boolean } = {}) => {
    const size = options.size ?? 10
    if (options.bullet) page.drawText('•', { x: 50, y, size, font })
    page.drawText(text, { x: options.x ?? 50, y, size, font: options.bold ? bold : font })
    y -= size * 1.6
  }
  line('Java Developer (m/f/d)', { bold: true, size: 18 })
  line('Tailspin Payments GmbH · Berlin · Full-time')
  line('About the role', { bold: true, size: 12 })
  line('You will design and build the payment services that process millions of transactions')
  line('every day for our merchants across Europe.')
  line('What you bring', { bold: true, size: 12 })
  line('3+ years of professional experience developing backend services in', { x: 62, bullet: true })
  line('Java (ideally Java 17) and Spring Boot', { x: 62 })
  line('Solid knowledge of SQL and relational databases such as PostgreSQL', { x: 62, bullet: true })
  line('Experience with REST APIs and Docker', { x: 62, bullet: true })
  line('Very good English; German is a plus', { x: 62, bullet: true })
  line('What we offer', { bold: true, size: 12 })
  line('30 days of holiday, a yearly learning budget and flexible hours.')
  page.drawText('Tailspin Payments GmbH | Page 1 of 1', { x: 50, y: 30, size: 8, font })
  return pdf.save()
}

describe('job ads from outside the dev set', () => {
  it('a Java developer ad in PDF proposes Java and SQL, and keeps its title and occupation', async () => {
    const doc = await extractText(await javaAdPdf())
    const job = parseJobDescription(doc.text)
    expect(job.title).toBe('Java Developer (m/f/d)')
    expect(job.isco?.code).toBe('2512')
    expect(skillValues(doc.text)).toEqual(expect.arrayContaining(['Java', 'SQL', 'PostgreSQL', 'Docker']))
    expect(job.requirements).toContainEqual(
      expect.objectContaining({ attribute: 'language_proficiency', language: 'en' }),
    )
  })

  it('an accountant ad written as prose proposes more than two skills', () => {
    const ad = `Accountant
Brightwater Foods Ltd is looking for an accountant to join its finance team in Manchester.
Responsibilities
Month-end close, bank reconciliations, accounts payable and accounts receivable, VAT returns and preparing the balance sheet for the finance director.
Requirements
We need someone with at least 3 years of experience in accounting, good knowledge of Sage 50 and Microsoft Excel (pivot tables), and understanding of IFRS. ACCA or CIMA qualification is a plus.`
    const job = parseJobDescription(ad)
    expect(job.isco?.code).toBe('2411')
    expect(job.minYears).toBe(3)
    const values = skillValues(ad)
    expect(values.length).toBeGreaterThan(2)
    expect(values).toEqual(expect.arrayContaining(['Sage', 'Microsoft Excel', 'IFRS']))
    expect(job.skills).toEqual(expect.arrayContaining(['Accounts payable', 'Accounts receivable']))
  })

  it.each([
    [
      'Kierowca kat. C+E Transport / Logistyka Kierowcy międzynarodowy transport towarów, doświadczenie w transporcie międzynarodowym, prawo jazdy kat. C+E, karta kierowcy, umowa o pracę',
      '83',
    ],
    [
      'Pielęgniarka Medycyna / Opieka zdrowotna Pielęgniarstwo opieka nad pacjentami oddziału chirurgii, podawanie leków, prawo wykonywania zawodu pielęgniarki',
      '22',
    ],
    [
      'Programista Java IT - Rozwój oprogramowania Backend projektowanie i rozwój aplikacji w Java, Spring Boot, znajomość SQL, praca zdalna',
      '25',
    ],
    [
      'Magazynier Logistyka / Magazyn kompletacja zamówień, obsługa wózka widłowego, przyjmowanie dostaw, praca zmianowa',
      '43',
    ],
  ])('a Polish one-line ad gets an occupation: %s', (ad, group) => {
    const job = parseJobDescription(ad)
    expect(job.isco?.code.slice(0, 2)).toBe(group)
    expect(job.title.length).toBeLessThan(40)
  })
})
