/**
 * PDF through unpdf's serverless pdf.js build.
 *
 * Steps: copy the bytes (pdf.js detaches the buffer it is given) → open with eval, WASM, font loading
 * and network fetches off → refuse encrypted (password needed) and malformed files → refuse more than
 * maxPages pages before reading any page → per page, text items with positions → pdf-layout.ts for
 * reading order (multi-column aware); a page the layout step chokes on falls back to pdf.js's item
 * order → no letters at all: a scan, whose page images pdf-scan.ts plans for OCR ('no_text' without images);
 * letters on some pages only: the textless pages that show a page-sized image are planned for OCR too.
 *
 * CVE-2024-4367 (font code injected through eval): the bundled pdf.js (6.x) has no eval path left and
 * we pass isEvalSupported: false anyway, so an older pdf.js swapped in through unpdf stays safe.
 */

import { getDocumentProxy } from 'unpdf'
import { europassXmlAttachment } from './pdf-attachments'
import { layoutPage, type PositionedText } from './pdf-layout'
import { isTextlessPage, mentionsImages, planMixedScan, planScan } from './pdf-scan'
import { DocumentError, type DocumentLimits, type RawExtraction } from './types'
import { pdfWrittenAt } from './written-at'

type PdfOptions = NonNullable<Parameters<typeof getDocumentProxy>[1]>
type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>

const PDF_OPTIONS: PdfOptions & { isEvalSupported: false } = {
  isEvalSupported: false,
  useWasm: false,
  useSystemFonts: false,
  disableFontFace: true,
  useWorkerFetch: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  enableXfa: false,
  stopAtErrors: false,
  // Errors only: pdf.js warnings about fonts and broken objects are noise for text extraction.
  verbosity: 0,
}

/** The PDF's own date (ModDate, else CreationDate); metadata that fails to read is no error. */
async function pdfDate(doc: PdfDocument): Promise<string | null> {
  const meta = await doc.getMetadata().catch(() => null)
  const info = (meta?.info ?? {}) as Record<string, unknown>
  return pdfWrittenAt([info.ModDate, info.CreationDate])
}

export async function extractPdf(bytes: Uint8Array, limits: DocumentLimits): Promise<RawExtraction> {
  let doc: PdfDocument
  try {
    doc = await getDocumentProxy(bytes.slice(), { ...PDF_OPTIONS })
  } catch (error) {
    throw pdfError(error)
  }
  try {
    const pageCount = doc.numPages
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new DocumentError('corrupted', 'The PDF has no pages.')
    if (pageCount > limits.maxPages) {
      throw new DocumentError('too_many_pages', `The PDF has ${pageCount} pages (limit ${limits.maxPages}).`)
    }
    const warnings: string[] = []
    const pages: string[] = []
    let length = 0
    for (let n = 1; n <= pageCount; n++) {
      const text = await pageText(doc, n, warnings)
      pages.push(text)
      length += text.length
      // Normalisation cuts at maxTextChars anyway; later pages would only cost CPU.
      if (length > limits.maxTextChars * 1.2 && n < pageCount) {
        warnings.push(`pdf: stopped after page ${n} of ${pageCount} (text limit reached)`)
        break
      }
    }
    const text = pages.join('\n\n')
    if (!/[\p{L}\p{N}]/u.test(text)) {
      // No text layer: a scan when its pages are images, read by OCR after extraction (pdf-scan.ts).
      const scan = await planScan(bytes, limits)
      if (!scan) throw new DocumentError('no_text', 'The PDF has neither a text layer nor page images.')
      return { text: '', pageCount, warnings, writtenAt: await pdfDate(doc), scan }
    }
    // An embedded Europass XML (pdf-attachments.ts) is read beside the text layer, never instead of it.
    const europassXml = await europassXmlAttachment(doc, bytes, warnings).catch(() => null)
    const raw: RawExtraction = { text, pageCount, warnings, writtenAt: await pdfDate(doc), europassXml }
    // A mixed PDF: textless pages (a footer at most) showing a page-sized image are read by OCR too.
    const textless = pages.flatMap((page, i) => (isTextlessPage(page) ? [i + 1] : []))
    if (textless.length > 0 && mentionsImages(bytes)) {
      try {
        const scan = await planMixedScan(bytes, limits, textless, pages)
        if (scan) raw.scan = scan
      } catch {
        // The text pages are readable on their own: a file pdf-lib cannot plan is read as text.
        warnings.push('ocr: the scanned pages could not be located; read from the text layer only')
      }
    }
    return raw
  } catch (error) {
    throw pdfError(error)
  } finally {
    await doc.loadingTask.destroy().catch(() => undefined)
  }
}

async function pageText(doc: PdfDocument, pageNumber: number, warnings: string[]): Promise<string> {
  const page = await doc.getPage(pageNumber)
  try {
    const content = await page.getTextContent()
    const items: (PositionedText & { hasEOL: boolean })[] = []
    for (const item of content.items) {
      if (!('str' in item)) continue // marked-content markers
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[]
      items.push({
        str: item.str,
        x: e,
        y: f,
        width: item.width,
        fontSize: Math.hypot(c, d) || Math.hypot(a, b),
        hasEOL: item.hasEOL,
      })
    }
    try {
      return layoutPage(items)
    } catch {
      warnings.push(`pdf: page ${pageNumber} read in stream order (layout analysis failed)`)
      return items.map((it) => it.str + (it.hasEOL ? '\n' : '')).join('')
    }
  } finally {
    page.cleanup()
  }
}

function pdfError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error
  const name = error instanceof Error ? error.name : ''
  if (name === 'PasswordException') return new DocumentError('encrypted', undefined, { cause: error })
  return new DocumentError('corrupted', 'The PDF is damaged and cannot be read.', { cause: error })
}
