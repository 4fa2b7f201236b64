/**
 * Shared types, limits and the one error class of the documents engine.
 * Re-exported by index.ts; other files here import from this file to avoid import cycles.
 */

import type { ScanPlan } from './pdf-scan'

export type DocumentFormat = 'pdf' | 'docx' | 'pptx' | 'doc' | 'txt' | 'html' | 'png' | 'jpeg'

export interface DocumentLimits {
  /** Largest accepted upload. */
  maxBytes: number
  /** PDFs with more pages are refused before any page is read. */
  maxPages: number
  /** A DOCX has about 15–40 entries, a large PPTX a few hundred. */
  maxZipEntries: number
  /** Sum of the uncompressed sizes declared in the ZIP central directory. */
  maxUncompressedBytes: number
  /** Per entry, uncompressed / compressed; only checked for entries above 1 MiB (see zip-guard.ts). */
  maxCompressionRatio: number
  /** Longer text is cut (with a warning). */
  maxTextChars: number
  /** Width × height of an uploaded image, read from its header. */
  maxImagePixels: number
  /** Scanned PDFs: pages with an image that go to OCR (each one is an OCR call). */
  maxScanPages: number
  /** Scanned PDFs: width × height of one page image (raw pixels are decoded in memory). */
  maxScanPixels: number
  /** Scanned pages: OCR time for one document; pages left when it runs out are reported as not read. */
  maxScanMillis: number
}

export const DOCUMENT_LIMITS: DocumentLimits = Object.freeze({
  maxBytes: 20 * 1024 * 1024,
  maxPages: 50,
  maxZipEntries: 2000,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxCompressionRatio: 100,
  maxTextChars: 200_000,
  maxImagePixels: 50_000_000,
  // A CV scan rarely has more than a few pages; 20 OCR calls already take ~10 s locally.
  maxScanPages: 20,
  // A4 at 400 dpi is 15.5 M pixels; 20 M RGB pixels are 60 MB decoded, half a Worker's memory.
  maxScanPixels: 20_000_000,
  // 20 pages at ~5 s each through Workers AI, with room to spare; a queue message may run 15 minutes.
  maxScanMillis: 180_000,
})

export type DocumentErrorReason =
  | 'unsupported_format'
  | 'empty'
  | 'too_large'
  | 'too_many_pages'
  | 'zip_bomb'
  | 'zip_malformed'
  | 'encrypted'
  | 'corrupted'
  | 'ocr_unavailable'
  | 'image_too_large'
  | 'no_text'

export type DocumentErrorType = 'UNSUPPORTED_FILE' | 'CORRUPTED_FILE'

/** Which spec error type (§8) each refusal is stored under. */
const ERROR_TYPES: Record<DocumentErrorReason, DocumentErrorType> = {
  unsupported_format: 'UNSUPPORTED_FILE',
  empty: 'CORRUPTED_FILE',
  too_large: 'UNSUPPORTED_FILE',
  too_many_pages: 'UNSUPPORTED_FILE',
  zip_bomb: 'CORRUPTED_FILE',
  zip_malformed: 'CORRUPTED_FILE',
  encrypted: 'UNSUPPORTED_FILE',
  corrupted: 'CORRUPTED_FILE',
  ocr_unavailable: 'UNSUPPORTED_FILE',
  image_too_large: 'UNSUPPORTED_FILE',
  no_text: 'UNSUPPORTED_FILE',
}

/** Default messages: short, safe to store and show (they never echo file content). */
const MESSAGES: Record<DocumentErrorReason, string> = {
  unsupported_format: 'This file type is not supported.',
  empty: 'The file is empty.',
  too_large: 'The file is too large.',
  too_many_pages: 'The document has too many pages.',
  zip_bomb: 'The file expands to an unsafe size and was refused.',
  zip_malformed: 'The file is a damaged or ambiguous ZIP archive.',
  encrypted: 'The document is password-protected.',
  corrupted: 'The file is damaged and cannot be read.',
  ocr_unavailable: 'Images and scanned PDFs need OCR, and no OCR service is configured here.',
  image_too_large: 'The image is too large.',
  no_text: 'No text could be found in the document (it may be a scan).',
}

export class DocumentError extends Error {
  readonly reason: DocumentErrorReason
  readonly errorType: DocumentErrorType

  constructor(reason: DocumentErrorReason, message?: string, options?: { cause?: unknown }) {
    super(message ?? MESSAGES[reason], options)
    this.name = 'DocumentError'
    this.reason = reason
    this.errorType = ERROR_TYPES[reason]
  }
}

export interface ExtractedDocument {
  format: DocumentFormat
  /** NFC, newlines only (no CR), runs of spaces collapsed, '\t' between table cells / wide gaps. */
  text: string
  /** PDF pages, PPTX slides; null when the format has no pages (DOCX, DOC, TXT, HTML, images). */
  pageCount: number | null
  warnings: string[]
  /** YYYY-MM from the file's own metadata (written-at.ts), or null. */
  writtenAt: string | null
  /** The Europass SkillsPassport XML a PDF carries as an attachment (pdf-attachments.ts), when present. */
  europassXml?: string | null
}

export type OcrFunction = (image: Uint8Array, format: 'png' | 'jpeg') => Promise<string>

export interface ExtractOptions {
  filename?: string
  limits?: Partial<DocumentLimits>
  ocr?: OcrFunction
}

/** What every format extractor returns before the shared normalisation step. */
export interface RawExtraction {
  text: string
  pageCount: number | null
  warnings: string[]
  writtenAt?: string | null
  europassXml?: string | null
  /** Page images to read by OCR after extraction (pdf-scan.ts): a PDF without text, or a mixed PDF's scanned pages. */
  scan?: ScanPlan
}
