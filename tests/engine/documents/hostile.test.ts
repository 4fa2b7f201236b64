/**
 * Hostile files: each must be refused with the right reason, quickly (< 1 s of extraction time; the
 * fixture is built before the clock starts), and only ever with a DocumentError.
 */

import { strToU8 } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { DocumentError, type DocumentErrorReason, extractText } from '../../../worker/engine/documents'
import { buildDoc } from '../../fixtures/documents/doc-fixtures'
import { jpegFile, pngFile } from '../../fixtures/documents/image-fixtures'
import { makeDocx } from '../../fixtures/documents/office-fixtures'
import { blankPagesPdf, encryptedPdf, latin1Bytes, singleColumnPdf } from '../../fixtures/documents/pdf-fixtures'
import {
  concat,
  encryptedEntryDocx,
  highRatioBombDocx,
  hugeDeclaredBombDocx,
  lyingSizeBombDocx,
  manyEntriesDocx,
  mismatchedNamesDocx,
  overlappingEntriesDocx,
  sameOffsetBombDocx,
  zerosKernel20MiB,
} from '../../fixtures/documents/zip-fixtures'

// How fast each refusal is, is measured by `npm run bench -- hostile`, not asserted here.
async function refusal(bytes: Uint8Array, filename?: string): Promise<{ error: DocumentError }> {
  try {
    await extractText(bytes, { filename })
  } catch (error) {
    if (!(error instanceof DocumentError)) throw new Error(`expected a DocumentError, got ${String(error)}`)
    return { error }
  }
  throw new Error('expected the file to be refused')
}

async function expectRefused(bytes: Uint8Array, reason: DocumentErrorReason, filename?: string) {
  const { error } = await refusal(bytes, filename)
  expect(error.reason).toBe(reason)
  return error
}

describe('hostile files', () => {
  // Warm pdf.js once so the PDF cases measure refusal, not module loading.
  beforeAll(async () => {
    await extractText(await singleColumnPdf())
    zerosKernel20MiB()
  }, 30_000)

  it('refuses a DOCX zip bomb by compression ratio (20 MiB of zeros in ~20 KB)', async () => {
    const error = await expectRefused(highRatioBombDocx(), 'zip_bomb')
    expect(error.errorType).toBe('CORRUPTED_FILE')
  })

  it('refuses a DOCX declaring 200 MiB uncompressed', async () => {
    await expectRefused(hugeDeclaredBombDocx(), 'zip_bomb')
  })

  it('stops inflating an entry that expands beyond its declared size', async () => {
    await expectRefused(lyingSizeBombDocx(), 'zip_bomb')
  })

  it('refuses overlapping ZIP entries', async () => {
    await expectRefused(overlappingEntriesDocx(), 'zip_bomb')
    await expectRefused(sameOffsetBombDocx(), 'zip_bomb')
  })

  it('refuses archives with too many entries, encrypted entries and ambiguous names', async () => {
    await expectRefused(manyEntriesDocx(), 'zip_bomb')
    await expectRefused(encryptedEntryDocx(), 'encrypted')
    await expectRefused(mismatchedNamesDocx(), 'zip_malformed')
  })

  it('refuses a 2,000-page PDF by its page count', async () => {
    const error = await expectRefused(await blankPagesPdf(2000), 'too_many_pages')
    expect(error.errorType).toBe('UNSUPPORTED_FILE')
  }, 30_000)

  it('refuses an encrypted PDF', async () => {
    await expectRefused(encryptedPdf(), 'encrypted')
  })

  it('treats polyglots by their leading magic number only', async () => {
    const docx = await makeDocx()
    // A JPEG with a DOCX appended is an image (and images need OCR here), never a DOCX.
    const jpegZip = await refusal(concat([jpegFile(640, 480), docx]))
    expect(jpegZip.error.reason).toBe('ocr_unavailable')
    // A PDF with a DOCX appended is read as the PDF.
    const pdfZip = await extractText(concat([await singleColumnPdf(), docx]))
    expect(pdfZip.format).toBe('pdf')
    expect(pdfZip.text).not.toContain('Łucja')
    // A file starting with %PDF whose body is a ZIP is a (broken) PDF, not a DOCX.
    await expectRefused(concat([latin1Bytes('%PDF-1.7\n'), docx]), 'corrupted')
  })

  it('refuses a huge image by its header, before anything else', async () => {
    const error = await expectRefused(pngFile(50_000, 50_000), 'image_too_large')
    expect(error.errorType).toBe('UNSUPPORTED_FILE')
    await expectRefused(pngFile(50_000, 50_000, false), 'image_too_large')
    await expectRefused(jpegFile(60_000, 60_000), 'image_too_large')
  })

  it('refuses truncated and garbage files as corrupted', async () => {
    const pdf = await singleColumnPdf()
    const docx = await makeDocx()
    for (const bytes of [
      pdf.slice(0, 300),
      docx.slice(0, docx.length - 100),
      docx.slice(0, 100),
      pngFile(100, 100, false),
      jpegFile(100, 100, false),
      buildDoc({ ansi: 'x\r', unicode: '' }).slice(0, 1000),
      latin1Bytes('%PDF-1.4\n1 0 obj <<>> garbage'),
    ]) {
      const { error } = await refusal(bytes)
      expect(error.errorType).toBe('CORRUPTED_FILE')
    }
    const garbage = new Uint8Array(8192).map((_, i) => (i * 7919 + 13) % 251)
    await expectRefused(garbage, 'corrupted', 'cv.pdf')
  })

  it('refuses an executable renamed .pdf as unsupported', async () => {
    const exe = concat([latin1Bytes('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'), new Uint8Array(500)])
    const error = await expectRefused(exe, 'unsupported_format', 'cv.pdf')
    expect(error.errorType).toBe('UNSUPPORTED_FILE')
    expect(error.message).toContain('executable')
  })

  it('passes images to the OCR callback when one is given', async () => {
    const seen: string[] = []
    const result = await extractText(pngFile(800, 600), {
      ocr: async (image, format) => {
        seen.push(`${format}:${image.length}`)
        return 'Jane Example\nData Analyst'
      },
    })
    expect(seen).toHaveLength(1)
    expect(result).toMatchObject({ format: 'png', text: 'Jane Example\nData Analyst' })
    await expect(extractText(jpegFile(10, 10), { ocr: async () => '   ' })).rejects.toMatchObject({ reason: 'no_text' })
  })

  it('never throws anything but DocumentError on random mutations', async () => {
    const sources = [
      await singleColumnPdf(),
      await makeDocx(),
      buildDoc({ ansi: 'Hello\r', unicode: 'Świat\r' }),
      strToU8('<html><p>x</p>'),
    ]
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return seed / 0x7fffffff
    }
    for (const source of sources) {
      for (let round = 0; round < 25; round++) {
        const bytes = source.slice()
        for (let k = 0; k < 8; k++) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256)
        try {
          await extractText(bytes)
        } catch (error) {
          expect(error).toBeInstanceOf(DocumentError)
        }
      }
    }
  }, 60_000)
})

describe('OCR failures', () => {
  it('pass through unchanged so the queue can retry them', async () => {
    const outage = new Error('Workers AI: 503')
    await expect(
      extractText(pngFile(100, 100), {
        ocr: async () => {
          throw outage
        },
      }),
    ).rejects.toBe(outage)
  })
})
