import { strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { sniffFormat } from '../../../worker/engine/documents'
import { sniffDetailed } from '../../../worker/engine/documents/sniff'
import { buildDoc, buildEncryptedOoxml, buildXlsLikeCfb } from '../../fixtures/documents/doc-fixtures'
import { jpegFile, pngFile } from '../../fixtures/documents/image-fixtures'
import { makeDocx, makePptx, makeXlsxLikeZip } from '../../fixtures/documents/office-fixtures'
import { latin1Bytes, singleColumnPdf } from '../../fixtures/documents/pdf-fixtures'
import { encodeSingleByte, utf16 } from '../../fixtures/documents/text-fixtures'
import { concat } from '../../fixtures/documents/zip-fixtures'

const exe = () => concat([latin1Bytes('MZ\x90\x00\x03\x00\x00\x00'), new Uint8Array(300)])

describe('sniffFormat', () => {
  it('recognises every supported format from its bytes', async () => {
    expect(sniffFormat(await singleColumnPdf())).toBe('pdf')
    expect(sniffFormat(await makeDocx())).toBe('docx')
    expect(sniffFormat(makePptx([['a']]))).toBe('pptx')
    expect(sniffFormat(buildDoc({ ansi: 'Hello\r', unicode: '' }))).toBe('doc')
    expect(sniffFormat(pngFile(10, 10))).toBe('png')
    expect(sniffFormat(jpegFile(10, 10))).toBe('jpeg')
    expect(sniffFormat(strToU8('Jane Example\nEngineer'))).toBe('txt')
    expect(sniffFormat(strToU8('<!DOCTYPE html><html><body><p>Hi</p></body></html>'))).toBe('html')
    expect(sniffFormat(strToU8('  \n<!-- saved --><HTML><p>x</p></HTML>'))).toBe('html')
    expect(sniffFormat(strToU8('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'))).toBe(
      'html',
    )
  })

  it('ignores the file name when the bytes are clear', async () => {
    expect(sniffFormat(await singleColumnPdf(), 'cv.docx')).toBe('pdf')
    expect(sniffFormat(await makeDocx(), 'cv.pdf')).toBe('docx')
    expect(sniffFormat(strToU8('plain words'), 'photo.png')).toBe('txt')
  })

  it('detects text in UTF-16 (with and without BOM) and legacy code pages', () => {
    expect(sniffFormat(utf16('Zażółć gęślą jaźń', 'le'))).toBe('txt')
    expect(sniffFormat(utf16('Zażółć gęślą jaźń', 'be'))).toBe('txt')
    expect(sniffFormat(utf16('Plain text without a byte order mark', 'le', false))).toBe('txt')
    expect(sniffFormat(encodeSingleByte('Łódź, zażółć', 'windows-1250'))).toBe('txt')
    expect(sniffFormat(utf16('<html><body>x</body></html>', 'le'))).toBe('html')
  })

  it('returns null for unsupported formats', () => {
    expect(sniffFormat(makeXlsxLikeZip())).toBeNull()
    expect(sniffFormat(buildXlsLikeCfb())).toBeNull()
    expect(sniffFormat(buildEncryptedOoxml())).toBeNull()
    expect(sniffFormat(exe(), 'cv.pdf')).toBeNull()
    expect(sniffFormat(latin1Bytes('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBeNull()
    expect(sniffFormat(strToU8('{\\rtf1\\ansi Hello}'))).toBeNull()
    expect(sniffFormat(strToU8('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull()
    expect(sniffFormat(strToU8('<?xml version="1.0"?><note>x</note>'))).toBeNull()
    expect(sniffFormat(new Uint8Array(0))).toBeNull()
  })

  it('gives the reason behind a refusal', () => {
    expect(sniffDetailed(exe(), 'cv.pdf')).toMatchObject({ format: null, reason: 'unsupported_format' })
    expect(sniffDetailed(buildEncryptedOoxml())).toMatchObject({ format: null, reason: 'encrypted' })
    const garbage = new Uint8Array(2048).map((_, i) => (i * 7919 + 13) % 251)
    // Unknown binary: a supported extension makes it a damaged file of that type, otherwise unsupported.
    expect(sniffDetailed(garbage, 'cv.docx')).toMatchObject({ format: null, reason: 'corrupted' })
    expect(sniffDetailed(garbage, 'blob.bin')).toMatchObject({ format: null, reason: 'unsupported_format' })
  })

  it('uses the name only as a tie-breaker for borderline text', () => {
    const text = strToU8(`${'Name: Jane Example\n'.repeat(20)}`)
    const borderline = concat([text, new Uint8Array([0x01, 0x02, 0x03, 0x04])])
    expect(sniffFormat(borderline)).toBeNull()
    expect(sniffFormat(borderline, 'cv.txt')).toBe('txt')
  })

  it('classifies polyglots by their leading magic number', async () => {
    const docx = await makeDocx()
    const pdf = await singleColumnPdf()
    expect(sniffFormat(concat([pdf, docx]))).toBe('pdf')
    expect(sniffFormat(concat([jpegFile(20, 20), docx]))).toBe('jpeg')
    expect(sniffFormat(concat([pngFile(20, 20), pdf]))).toBe('png')
    expect(sniffFormat(concat([docx, pdf]))).toBe('docx')
  })

  it('recognises a truncated DOCX from its local headers', async () => {
    const docx = await makeDocx()
    expect(sniffDetailed(docx.slice(0, docx.length - 200))).toEqual({ format: 'docx' })
  })
})
