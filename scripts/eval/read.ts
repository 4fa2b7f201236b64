/** Read a file through the documents engine (as the product does), timing the extraction. */
import { readFileSync } from 'node:fs'
import { basename, extname } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { DocumentError, extractText, type OcrFunction } from '../../worker/engine/documents/index'

export interface ReadResult {
  file: string
  text: string | null
  error: string | null
  extractMs: number
  /** The file's own date (its metadata), what "present" means in it. */
  writtenAt: string | null
  /** The Europass XML a PDF embeds (parsed as the product does). */
  europassXml?: string | null
}

export interface ReadOptions {
  /** OCR for images and scanned PDFs (the local tesseract.js in the eval, as under the CLI). */
  ocr?: OcrFunction
  /** An image is read as a scanned PDF: wrapped as the one page of a PDF in memory first. */
  asScan?: boolean
}

export async function readDocumentFile(file: string, options: ReadOptions = {}): Promise<ReadResult> {
  let bytes: Uint8Array = new Uint8Array(readFileSync(file))
  let filename = basename(file)
  if (options.asScan && /^\.(png|jpe?g)$/i.test(extname(file))) {
    bytes = await imageAsScannedPdf(bytes, /^\.png$/i.test(extname(file)) ? 'png' : 'jpeg')
    filename = `${basename(file, extname(file))}.pdf`
  }
  const started = performance.now()
  try {
    const doc = await extractText(bytes, { filename, ocr: options.ocr })
    return {
      file,
      text: doc.text,
      error: null,
      extractMs: performance.now() - started,
      writtenAt: doc.writtenAt,
      europassXml: doc.europassXml,
    }
  } catch (error) {
    const reason =
      error instanceof DocumentError ? error.reason : error instanceof Error ? error.message : String(error)
    return { file, text: null, error: reason, extractMs: performance.now() - started, writtenAt: null }
  }
}

/**
 * What a scanner's "scan to PDF" makes of a page: the image as the page, no text layer. JPEGs stay
 * DCTDecode; pdf-lib stores a PNG's pixels FlateDecode-compressed, the other path of pdf-scan.ts.
 */
async function imageAsScannedPdf(image: Uint8Array, format: 'png' | 'jpeg'): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const embedded = format === 'png' ? await doc.embedPng(image) : await doc.embedJpg(image)
  // 150 dpi paper size, like a scanner's page.
  const page = doc.addPage([(embedded.width * 72) / 150, (embedded.height * 72) / 150])
  page.drawImage(embedded, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() })
  return doc.save()
}

/** Pages `from`..`to` (1-based) of a PDF as a PDF of their own, to compare a page image with the page it shows. */
export async function pdfPages(file: string, from: number, to: number): Promise<Uint8Array | null> {
  const source = await PDFDocument.load(new Uint8Array(readFileSync(file)), { updateMetadata: false })
  if (to > source.getPageCount()) return null
  const out = await PDFDocument.create()
  const indices = Array.from({ length: to - from + 1 }, (_, i) => from - 1 + i)
  for (const page of await out.copyPages(source, indices)) out.addPage(page)
  return out.save()
}
