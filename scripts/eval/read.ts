/** Read a file through the documents engine (as the product does), timing the extraction. */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { DocumentError, extractText } from '../../worker/engine/documents/index'

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

export async function readDocumentFile(file: string): Promise<ReadResult> {
  const bytes = new Uint8Array(readFileSync(file))
  const started = performance.now()
  try {
    const doc = await extractText(bytes, { filename: basename(file) })
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
