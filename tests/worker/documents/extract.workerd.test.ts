/**
 * The documents engine inside workerd (the Worker runtime): unpdf/pdf.js, fflate, TextDecoder and the
 * hand-written parsers must work there exactly as in Node. Fixtures are generated in the Worker.
 */

import { getDocumentProxy, extractText as unpdfExtractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { DocumentError, extractText } from '../../../worker/engine/documents'
import { buildDoc } from '../../fixtures/documents/doc-fixtures'
import { makeDocx, makePptx } from '../../fixtures/documents/office-fixtures'
import { singleColumnPdf, twoColumnPdf } from '../../fixtures/documents/pdf-fixtures'
import { encodePolishWindows1250 } from '../../fixtures/documents/text-fixtures'
import { highRatioBombDocx } from '../../fixtures/documents/zip-fixtures'

describe('extractText in workerd', () => {
  it('extracts a generated PDF and DOCX (and PPTX, DOC, windows-1250 text)', async () => {
    const twoPages = await singleColumnPdf()
    const columns = await twoColumnPdf()
    const docx = await makeDocx()

    const coldMs = await timed(() => extractText(twoPages))
    const unpdfAlone = async () => {
      const doc = await getDocumentProxy(twoPages.slice())
      await unpdfExtractText(doc, { mergePages: true })
      await doc.loadingTask.destroy()
    }
    // Warm both paths first so the comparison is not about JIT warm-up.
    await averageMs(10, () => extractText(twoPages))
    await averageMs(10, unpdfAlone)
    const warmMs = await averageMs(20, () => extractText(twoPages))
    const unpdfFloorMs = await averageMs(20, unpdfAlone)
    const docxMs = await averageMs(20, () => extractText(docx))

    const pdf = await extractText(columns)
    expect(pdf.format).toBe('pdf')
    // Column order survives: the sidebar (CONTACT … English - C1) comes before the main column.
    expect(pdf.text.indexOf('English - C1')).toBeLessThan(pdf.text.indexOf('PROFILE'))
    expect(pdf.text).toContain('Lead Frontend Engineer - Mar 2020 - present')
    expect((await extractText(twoPages)).text).toContain('Technische Universität München')
    expect(twoPages.byteLength).toBeGreaterThan(0) // the caller's buffer is not detached

    const word = await extractText(docx)
    expect(word.format).toBe('docx')
    expect(word.text).toContain('• Wdrożyła mikroserwisy w Spring Boot')
    expect(word.text).toContain('2012 – 2015\tPolitechnika Przykładowa\tinż. Informatyka')

    expect((await extractText(makePptx([['Slajd', 'Zażółć']]))).text).toBe('Slajd\nZażółć')
    expect((await extractText(buildDoc({ ansi: 'Caf\u00e9\r', unicode: 'Łódź\r' }))).text).toBe('Café\nŁódź')
    const polish = encodePolishWindows1250('Zażółć gęślą jaźń, Łódź')
    expect((await extractText(polish, { filename: 'cv.txt' })).text).toBe('Zażółć gęślą jaźń, Łódź')

    await expect(extractText(highRatioBombDocx())).rejects.toBeInstanceOf(DocumentError)

    // For the record: whether this runtime's TextDecoder knows legacy code pages (the engine does not rely on it).
    const legacyDecoder = (() => {
      try {
        return new TextDecoder('windows-1250').decode(new Uint8Array([0xb3])) === 'ł'
      } catch {
        return false
      }
    })()
    console.info(
      `[documents/workerd] 2-page PDF: cold ${coldMs.toFixed(1)} ms, warm ${warmMs.toFixed(1)} ms ` +
        `(unpdf extractText alone ${unpdfFloorMs.toFixed(1)} ms); DOCX ${docxMs.toFixed(1)} ms; ` +
        `TextDecoder('windows-1250') ${legacyDecoder ? 'available' : 'unavailable'}`,
    )
  })
})

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

async function averageMs(times: number, run: () => Promise<unknown>): Promise<number> {
  let total = 0
  for (let i = 0; i < times; i++) total += await timed(run)
  return total / times
}
