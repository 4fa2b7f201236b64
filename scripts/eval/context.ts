/** Shared state of one evaluation run: logging, a per-file parse cache and the OCR used for images. */
import { basename } from 'node:path'
import type { OcrFunction } from '../../worker/engine/documents/index'
import { type ParsedCv, parseCv } from '../../worker/engine/parsing/index'
import { type ReadResult, readDocumentFile } from './read'

/** How a file is read: as the product reads it without OCR, with OCR, or an image as a scanned PDF. */
export type ReadMode = 'plain' | 'ocr' | 'scan'

export interface EvalContext {
  root: string
  log: (...parts: unknown[]) => void
  parseText: (
    text: string,
    file?: string,
    writtenAt?: string | null,
    europassXml?: string | null,
  ) => { cv: ParsedCv; ms: number }
  parseFile: (file: string, mode?: ReadMode) => Promise<{ cv: ParsedCv | null; error: string | null }>
  /** The extracted text (cached per mode), for evaluations that combine or cut documents. */
  readFile: (file: string, mode?: ReadMode) => Promise<ReadResult>
}

export function createContext(root: string, verbose: boolean, ocr?: OcrFunction): EvalContext {
  const cache = new Map<string, { cv: ParsedCv | null; error: string | null }>()
  const reads = new Map<string, Promise<ReadResult>>()
  const readFile = (file: string, mode: ReadMode = 'plain') => {
    const key = `${mode}:${file}`
    let read = reads.get(key)
    if (!read) {
      read = readDocumentFile(file, mode === 'plain' ? {} : { ocr, asScan: mode === 'scan' })
      reads.set(key, read)
    }
    return read
  }
  const parseText = (text: string, file?: string, writtenAt?: string | null, europassXml?: string | null) => {
    const started = performance.now()
    const cv = parseCv(text, { filename: file ? basename(file) : undefined, writtenAt, europassXml })
    return { cv, ms: performance.now() - started }
  }
  return {
    root,
    log: (...parts) => {
      if (verbose) console.info(...parts)
    },
    parseText,
    readFile,
    parseFile: async (file, mode = 'plain') => {
      const key = `${mode}:${file}`
      const cached = cache.get(key)
      if (cached) return cached
      const read = await readFile(file, mode)
      const result =
        read.text === null
          ? { cv: null, error: read.error }
          : { cv: parseText(read.text, file, read.writtenAt, read.europassXml).cv, error: null }
      cache.set(key, result)
      return result
    },
  }
}
