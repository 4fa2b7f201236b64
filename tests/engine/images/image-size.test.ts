import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readImageSize } from '../../../worker/engine/images/image-size'
import { jpegFile, pngFile, solidPngFile } from '../../fixtures/documents/image-fixtures'

const text = (s: string) => new TextEncoder().encode(s)

describe('readImageSize', () => {
  it('reads the size of a PNG from its IHDR and of a JPEG from its SOF0 segment', () => {
    expect(readImageSize(pngFile(400, 200))).toEqual({
      format: 'png',
      contentType: 'image/png',
      width: 400,
      height: 200,
    })
    expect(readImageSize(solidPngFile(30, 10))).toMatchObject({ format: 'png', width: 30, height: 10 })
    expect(readImageSize(jpegFile(640, 480))).toEqual({
      format: 'jpeg',
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
    })
  })

  it('reads a progressive JPEG (SOF2) and skips fill bytes and restart markers before it', () => {
    const bytes = jpegFile(120, 60)
    const sof = bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xc0)
    bytes[sof + 1] = 0xc2
    expect(readImageSize(bytes)).toMatchObject({ width: 120, height: 60 })
    const padded = new Uint8Array([0xff, 0xd8, 0xff, 0xff, 0xff, ...bytes.subarray(2)])
    expect(readImageSize(padded)).toMatchObject({ width: 120, height: 60 })
  })

  it('ignores names and declared types: only the bytes count', () => {
    // A PNG "renamed" to .jpg is still the same bytes; a GIF or HTML page is never an image here.
    expect(readImageSize(pngFile(20, 10))?.format).toBe('png')
    expect(readImageSize(text('GIF89a\x01\x00\x01\x00\x80\x00\x00'))).toBeNull()
    expect(readImageSize(text('<!doctype html><script>alert(1)</script>'))).toBeNull()
    expect(readImageSize(text('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>'))).toBeNull()
  })

  it('refuses wrong magic bytes and empty input', () => {
    expect(readImageSize(new Uint8Array())).toBeNull()
    const png = pngFile(10, 10)
    png[1] = 0x51 // "\x89QNG"
    expect(readImageSize(png)).toBeNull()
    expect(readImageSize(new Uint8Array([0xff, 0xd9, 0xff, 0xe0, 0, 16]))).toBeNull()
  })

  it('refuses truncated headers at every length', () => {
    for (const file of [pngFile(300, 100), jpegFile(300, 100)]) {
      const frameEnd = file[0] === 0x89 ? 33 : file.findIndex((b, i) => b === 0xff && file[i + 1] === 0xc0) + 9
      for (let length = 0; length < frameEnd; length++) {
        expect(readImageSize(file.subarray(0, length)), `cut at ${length}`).toBeNull()
      }
    }
  })

  it('refuses a PNG whose IHDR CRC, length, bit depth or colour type is wrong', () => {
    const badCrc = pngFile(10, 10)
    badCrc[32] = (badCrc[32] as number) ^ 0xff
    expect(readImageSize(badCrc)).toBeNull()
    const badLength = pngFile(10, 10)
    badLength[11] = 14
    expect(readImageSize(badLength)).toBeNull()
    // Changing a field without fixing the CRC is refused by the CRC; the fields are checked after it.
    expect(readImageSize(pngFile(10, 10).fill(0, 24, 25))).toBeNull()
  })

  it('refuses zero sizes and PNG sizes above 2^31 - 1, and reports huge but legal sizes for the caller to judge', () => {
    expect(readImageSize(pngFile(0, 10))).toBeNull()
    expect(readImageSize(pngFile(10, 0))).toBeNull()
    expect(readImageSize(jpegFile(0, 10))).toBeNull()
    expect(readImageSize(pngFile(0x80000000, 1))).toBeNull()
    expect(readImageSize(pngFile(0xffffffff, 0xffffffff))).toBeNull()
    expect(readImageSize(pngFile(0x7fffffff, 1))).toMatchObject({ width: 0x7fffffff, height: 1 })
    expect(readImageSize(jpegFile(65_535, 65_535))).toMatchObject({ width: 65_535, height: 65_535 })
  })

  it('refuses a JPEG whose segment runs past the end, or that starts its scan before any frame', () => {
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x40, 0x00]))).toBeNull()
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6]))).toBeNull()
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x05, 8, 0, 1]))).toBeNull() // SOF too short
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0, 0]))).toBeNull() // length < 2
  })

  it('never throws and never reports a size below 1, whatever the bytes', () => {
    const prefixes = [
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      new Uint8Array([0xff, 0xd8, 0xff]),
    ]
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 256 }), (prefix, tail) => {
        const result = readImageSize(new Uint8Array([...prefix, ...tail]))
        if (result) expect(result.width >= 1 && result.height >= 1).toBe(true)
      }),
    )
  })
})
