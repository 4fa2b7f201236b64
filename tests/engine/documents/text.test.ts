import { strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { extractText } from '../../../worker/engine/documents'
import { decodeSingleByte, type SingleByteEncoding } from '../../../worker/engine/documents/code-pages'
import { normalizeText } from '../../../worker/engine/documents/normalize'
import { decodeText } from '../../../worker/engine/documents/text-decode'
import { encodeSingleByte, FRENCH, GERMAN, POLISH, utf16 } from '../../fixtures/documents/text-fixtures'
import { concat } from '../../fixtures/documents/zip-fixtures'

describe('code page tables', () => {
  it.each<SingleByteEncoding>(['windows-1252', 'windows-1250', 'iso-8859-2'])(
    '%s matches the WHATWG decoder',
    (encoding) => {
      const all = Uint8Array.from({ length: 256 }, (_, i) => i)
      expect(decodeSingleByte(all, encoding)).toBe(new TextDecoder(encoding).decode(all))
    },
  )
})

describe('plain text extraction', () => {
  it.each([
    ['UTF-8', strToU8(GERMAN), GERMAN],
    ['UTF-8 with BOM', concat([new Uint8Array([0xef, 0xbb, 0xbf]), strToU8(POLISH)]), POLISH],
    ['UTF-16LE with BOM', utf16(POLISH, 'le'), POLISH],
    ['UTF-16BE with BOM', utf16(FRENCH, 'be'), FRENCH],
    ['UTF-16LE without BOM', utf16(GERMAN, 'le', false), GERMAN],
    ['windows-1252 German', encodeSingleByte(GERMAN, 'windows-1252'), GERMAN],
    ['windows-1252 French', encodeSingleByte(FRENCH, 'windows-1252'), FRENCH],
    ['windows-1250 Polish', encodeSingleByte(POLISH, 'windows-1250'), POLISH],
    ['ISO-8859-2 Polish', encodeSingleByte(POLISH, 'iso-8859-2'), POLISH],
    ['windows-1250 German', encodeSingleByte(GERMAN, 'windows-1250'), GERMAN],
  ])('decodes %s', async (_label, bytes, expected) => {
    const result = await extractText(bytes, { filename: 'cv.txt' })
    expect(result).toMatchObject({ format: 'txt', text: expected, pageCount: null, warnings: [] })
  })

  it('keeps UTF-8 with a few stray bytes as UTF-8 and says so', () => {
    const bytes = concat([strToU8(`${GERMAN} `), new Uint8Array([0xe9]), strToU8(' ok')])
    const decoded = decodeText(bytes)
    expect(decoded.encoding).toBe('utf-8')
    expect(decoded.lossy).toBe(true)
    expect(decoded.text).toContain('Straßenbau')
  })

  it('normalises newlines, control characters and spacing', async () => {
    const raw = 'Jane\u00a0\u00a0Example\r\n\r\n\r\n\r\nSkills:\u0000 Go,\u200b Rust \r\u0007Done\t\t here\uF0B7 bullet'
    const result = await extractText(strToU8(raw), { filename: 'cv.txt' })
    expect(result.text).toBe('Jane Example\n\nSkills: Go, Rust\nDone\there• bullet')
  })

  it('normalises to NFC', async () => {
    const decomposed = 'Mu\u0308ller, Jose\u0301'
    expect((await extractText(strToU8(decomposed))).text).toBe('Müller, José')
  })

  it('cuts at maxTextChars with a warning', async () => {
    const result = await extractText(strToU8('abc def '.repeat(100)), { limits: { maxTextChars: 50 } })
    expect(result.text.length).toBeLessThanOrEqual(50)
    expect(result.warnings).toEqual(['truncated: text cut at 50 characters'])
  })

  it('never splits a surrogate pair when cutting', () => {
    const { text } = normalizeText(`${'a'.repeat(9)}😀tail`, 10)
    expect(text).toBe('a'.repeat(9))
  })

  it('refuses empty and whitespace-only files', async () => {
    await expect(extractText(new Uint8Array(0))).rejects.toMatchObject({ reason: 'empty', errorType: 'CORRUPTED_FILE' })
    await expect(extractText(strToU8(' \n\t \n'))).rejects.toMatchObject({ reason: 'no_text' })
  })

  it('keeps a cap when an override is explicitly undefined', async () => {
    const big = strToU8('x'.repeat(30 * 1024 * 1024))
    await expect(extractText(big, { limits: { maxBytes: undefined } })).rejects.toMatchObject({ reason: 'too_large' })
  })

  it('refuses files above maxBytes before reading them', async () => {
    await expect(extractText(strToU8('x'.repeat(2000)), { limits: { maxBytes: 1000 } })).rejects.toMatchObject({
      reason: 'too_large',
      errorType: 'UNSUPPORTED_FILE',
    })
  })
})
