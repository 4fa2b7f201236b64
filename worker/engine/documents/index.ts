/**
 * Safe text extraction from uploaded files (CV ingestion, issue 4).
 *
 * Steps, in order: resolve limits → size checks → sniff the format from the bytes → the format's
 * extractor (each one enforces its own caps before doing expensive work) → shared normalisation.
 * Everything refused is a DocumentError; anything unexpected thrown by a parser is wrapped as
 * 'corrupted', so a hostile file can never crash the caller with a foreign error.
 *
 * Platform-neutral: Web APIs, fflate, unpdf and pdf-lib only (runs in workerd and in Node).
 */

import { extractDoc } from './doc'
import { extractDocx } from './docx'
import { extractHtml } from './html'
import { checkImage, ocrImage } from './image'
import { normalizeText } from './normalize'
import { extractPdf } from './pdf'
import { ocrScan } from './pdf-scan'
import { extractPptx } from './pptx'
import { type SniffVerdict, sniffDetailed, sniffFormat } from './sniff'
import { extractTxt } from './txt'
import {
  DOCUMENT_LIMITS,
  DocumentError,
  type DocumentFormat,
  type DocumentLimits,
  type ExtractedDocument,
  type ExtractOptions,
  type RawExtraction,
} from './types'

export type {
  DocumentErrorReason,
  DocumentErrorType,
  DocumentFormat,
  DocumentLimits,
  ExtractedDocument,
  ExtractOptions,
  OcrFunction,
} from './types'
export { DOCUMENT_LIMITS, DocumentError, sniffFormat }

/**
 * Throws DocumentError for anything refused. Never hangs, never throws anything else for hostile input.
 * The one exception is the caller's own `ocr` callback: its errors pass through unchanged (retryable).
 */
export async function extractText(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const limits = resolveLimits(options.limits)
  // toString instead of instanceof: a Uint8Array from another realm (or a Node Buffer) is fine too.
  if (Object.prototype.toString.call(bytes) !== '[object Uint8Array]') {
    throw new DocumentError('corrupted', 'Expected the file as bytes.')
  }
  if (bytes.byteLength === 0) throw new DocumentError('empty')
  if (bytes.byteLength > limits.maxBytes) {
    throw new DocumentError('too_large', `The file is larger than ${Math.round(limits.maxBytes / 1048576)} MiB.`)
  }

  const verdict = sniffSafely(bytes, options.filename)
  if (!verdict.format) {
    const message =
      verdict.reason === 'unsupported_format' ? `This file type is not supported (${verdict.detail}).` : undefined
    throw new DocumentError(verdict.reason, message)
  }
  const format = verdict.format

  let raw: RawExtraction
  try {
    raw = await extractFormat(format, bytes, limits)
  } catch (error) {
    if (error instanceof DocumentError) throw error
    throw new DocumentError('corrupted', undefined, { cause: error })
  }
  // Images: the headers were checked above; OCR runs outside the wrapper so an outage stays retryable.
  if (format === 'png' || format === 'jpeg') raw = await ocrImage(bytes, format, options.ocr)
  // Scanned pages likewise: decoded one at a time; OCR errors pass through for a PDF without text, a
  // mixed PDF reports its unread scanned pages as warnings (pdf-scan.ts).
  if (raw.scan) {
    const read = await ocrScan(raw.scan, limits, options.ocr)
    raw = { ...raw, text: read.text, pageCount: read.pageCount, warnings: [...raw.warnings, ...read.warnings] }
  }

  const normalized = normalizeText(raw.text, limits.maxTextChars)
  const warnings = [...raw.warnings, ...normalized.warnings]
  if (!/[\p{L}\p{N}]/u.test(normalized.text)) {
    throw new DocumentError('no_text')
  }
  const document: ExtractedDocument = {
    format,
    text: normalized.text,
    pageCount: raw.pageCount,
    warnings,
    writtenAt: raw.writtenAt ?? null,
  }
  if (raw.europassXml) document.europassXml = raw.europassXml
  return document
}

/** Defaults, overridden only by real numbers (an explicit `undefined` must not switch a cap off). */
function resolveLimits(overrides: Partial<DocumentLimits> | undefined): DocumentLimits {
  const limits = { ...DOCUMENT_LIMITS }
  for (const key of Object.keys(limits) as (keyof DocumentLimits)[]) {
    const value = overrides?.[key]
    if (typeof value === 'number' && !Number.isNaN(value)) limits[key] = value
  }
  return limits
}

function sniffSafely(bytes: Uint8Array, filename: string | undefined): SniffVerdict {
  try {
    return sniffDetailed(bytes, filename)
  } catch (error) {
    if (error instanceof DocumentError) throw error
    throw new DocumentError('corrupted', undefined, { cause: error })
  }
}

function extractFormat(
  format: DocumentFormat,
  bytes: Uint8Array,
  limits: DocumentLimits,
): Promise<RawExtraction> | RawExtraction {
  switch (format) {
    case 'pdf':
      return extractPdf(bytes, limits)
    case 'docx':
      return extractDocx(bytes, limits)
    case 'pptx':
      return extractPptx(bytes, limits)
    case 'doc':
      return extractDoc(bytes)
    case 'txt':
      return extractTxt(bytes)
    case 'html':
      return extractHtml(bytes)
    case 'png':
    case 'jpeg':
      checkImage(bytes, format, limits)
      return { text: '', pageCount: null, warnings: [] }
  }
}
