import { describe, expect, it } from 'vitest'
import { extractText } from '../../../worker/engine/documents'
import { cleanWordText } from '../../../worker/engine/documents/doc'
import { wordprocessingText } from '../../../worker/engine/documents/docx-text'
import { drawingText } from '../../../worker/engine/documents/pptx'
import { buildDoc } from '../../fixtures/documents/doc-fixtures'
import { makeDocx, makePptx } from '../../fixtures/documents/office-fixtures'
import { deflated, docxParts, writeZip } from '../../fixtures/documents/zip-fixtures'

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
const body = (inner: string) => `<w:document ${W}><w:body>${inner}</w:body></w:document>`

describe('DOCX', () => {
  it('extracts header, paragraphs, bullets, tables and hidden profile links', async () => {
    const result = await extractText(await makeDocx())
    expect(result).toMatchObject({ format: 'docx', pageCount: null, warnings: [] })
    expect(result.text).toBe(
      [
        'Łucja Wiśniewska-Müller · lucja.example@example.com',
        '',
        'Łucja Wiśniewska-Müller',
        'Kraków, Polska\t+48 600 100 200 · LinkedIn (https://www.linkedin.com/in/example-lw)',
        'Doświadczenie zawodowe',
        'Programistka Java — Przykład Sp. z o.o.',
        '• Wdrożyła mikroserwisy w Spring Boot',
        '• Prowadziła zespół 5 osób',
        'Ausbildung',
        '2012 – 2015\tPolitechnika Przykładowa\tinż. Informatyka',
        '2015 – 2017\tUniversité d’Exemple\tMaster, génie logiciel',
        'Sprachen',
        'Polnisch – Muttersprache',
        'Deutsch – C1',
        'Englisch – B2',
        'Hobbys: Fußball & „Schach“ <Turniere>',
      ].join('\n'),
    )
  })

  it('skips deleted text, field codes, tab definitions and the VML fallback copy of a text box', () => {
    const xml = body(
      '<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>' +
        '<w:r><w:t xml:space="preserve">Kept </w:t></w:r><w:del><w:r><w:delText>DELETED</w:delText></w:r></w:del>' +
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>HYPERLINK "x"</w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>shown</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
        '<w:r><w:tab/><w:t>after&#160;tab &amp; more</w:t><w:br/><w:t>next line</w:t></w:r>' +
        '<w:r><mc:AlternateContent><mc:Choice><w:drawing><w:txbxContent><w:p><w:r><w:t>Box text</w:t></w:r></w:p></w:txbxContent></w:drawing></mc:Choice>' +
        '<mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>Box text</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r>' +
        '</w:p>',
    )
    expect(wordprocessingText(xml, new Map())).toBe('Box text\nKept shown\tafter\u00a0tab & more\nnext line')
  })

  it('reads a layout table cell by cell', () => {
    const cell = (...paragraphs: string[]) =>
      `<w:tc>${paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('')}</w:tc>`
    const xml = body(
      `<w:tbl><w:tr>${cell('Skills', 'Go', 'Rust')}${cell('Experience', 'Engineer, Example AG')}</w:tr></w:tbl>`,
    )
    expect(wordprocessingText(xml, new Map())).toBe('Skills\nGo\nRust\nExperience\nEngineer, Example AG')
  })

  it('finds the main part through the package relationships', async () => {
    const zip = writeZip([
      deflated(
        '_rels/.rels',
        '<Relationships><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/word/document.xml"/></Relationships>',
      ),
      ...docxParts(),
    ])
    expect((await extractText(zip)).text).toBe('Tiny CV text')
  })

  it('refuses a DOCX whose document part holds no text', async () => {
    const zip = writeZip([
      deflated('word/document.xml', 'not xml at all <<<'),
      deflated('[Content_Types].xml', '<Types/>'),
    ])
    await expect(extractText(zip)).rejects.toMatchObject({ reason: 'no_text' })
  })
})

describe('PPTX', () => {
  it('reads slides in presentation order, not file-name order, and skips fallback copies', async () => {
    const pptx = makePptx([['Slide file one'], ['Slide file two', 'Second paragraph'], ['Slide file three']], [2, 3, 1])
    const result = await extractText(pptx)
    expect(result).toMatchObject({ format: 'pptx', pageCount: 3 })
    expect(result.text).toBe('Slide file two\nSecond paragraph\n\nSlide file three\n\nSlide file one')
  })

  it('joins table cells per row', () => {
    const xml =
      '<p:sld xmlns:a="a" xmlns:p="p"><a:tbl><a:tr><a:tc><a:txBody><a:p><a:r><a:t>Year</a:t></a:r></a:p></a:txBody></a:tc>' +
      '<a:tc><a:txBody><a:p><a:r><a:t>Role</a:t></a:r></a:p></a:txBody></a:tc></a:tr></a:tbl>' +
      '<a:p><a:r><a:t>Line</a:t></a:r><a:br/><a:r><a:t>break</a:t></a:r></a:p></p:sld>'
    expect(drawingText(xml)).toBe('Year\tRole\nLine\nbreak')
  })

  it('applies the page cap to slides', async () => {
    const pptx = makePptx(Array.from({ length: 4 }, (_, i) => [`Slide ${i}`]))
    await expect(extractText(pptx, { limits: { maxPages: 3 } })).rejects.toMatchObject({ reason: 'too_many_pages' })
  })
})

describe('DOC (Word 97)', () => {
  it('reads 8-bit and UTF-16 pieces through the piece table', async () => {
    const doc = buildDoc({
      ansi: 'Jan Przykladowy\rSenior developer – Café “Example”\r',
      unicode: 'Umiejętności: Łódź, zażółć gęślą jaźń\r',
    })
    const result = await extractText(doc)
    expect(result).toMatchObject({ format: 'doc', pageCount: null, warnings: [] })
    expect(result.text).toBe(
      'Jan Przykladowy\nSenior developer – Café “Example”\nUmiejętności: Łódź, zażółć gęślą jaźń',
    )
  })

  it('finds the piece table in 1Table when the FIB says so', async () => {
    const result = await extractText(buildDoc({ ansi: 'In table one\r', unicode: 'ok\r', table1: true }))
    expect(result.text).toBe('In table one\nok')
  })

  it('keeps field results, drops field codes, and turns cell marks into tabs', () => {
    const raw =
      'Web: \u0013 HYPERLINK "https://example.org" \u0014example.org\u0015\rA\u0007B\u0007\u0007Page \u0013PAGE\u00141\u0015\r'
    expect(cleanWordText(raw)).toBe('Web: example.org\nA\tB\t\nPage 1\n')
  })

  it('refuses an encrypted .doc', async () => {
    await expect(extractText(buildDoc({ ansi: 'secret\r', unicode: '', encrypted: true }))).rejects.toMatchObject({
      reason: 'encrypted',
      errorType: 'UNSUPPORTED_FILE',
    })
  })
})
