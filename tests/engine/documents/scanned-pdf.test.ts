/**
 * Scanned PDFs: page images through the OCR callback (the port the product wires to Workers AI or the
 * local tesseract service), and the refusals that protect it from hostile files.
 */

import { deflateSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { DocumentError, extractText, type OcrFunction } from '../../../worker/engine/documents'
import { jpegFile, solidPngFile } from '../../fixtures/documents/image-fixtures'
import { scannedLikePdf, singleColumnPdf } from '../../fixtures/documents/pdf-fixtures'
import { imagePdf, scannedPdf } from '../../fixtures/documents/scan-fixtures'

/** An OCR double that records each image it is given and answers with the next text. */
function recordingOcr(texts: string[]) {
  const calls: { image: Uint8Array; format: 'png' | 'jpeg' }[] = []
  const ocr: OcrFunction = async (image, format) => {
    calls.push({ image, format })
    return texts[calls.length - 1] ?? ''
  }
  return { calls, ocr }
}

/** Reads back the PNGs the engine writes (filter type 0 rows): size, colour type, palette and samples. */
function readPng(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  let at = 8
  let width = 0
  let height = 0
  let bitDepth = 0
  let colorType = 0
  let palette = new Uint8Array(0)
  const idat: Uint8Array[] = []
  while (at < bytes.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    const data = bytes.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      bitDepth = data[8]!
      colorType = data[9]!
    } else if (type === 'PLTE') palette = data.slice()
    else if (type === 'IDAT') idat.push(data)
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const channels = colorType === 2 ? 3 : 1
  const stride = Math.ceil((width * channels * bitDepth) / 8)
  const samples = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(0)
    samples.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), y * stride)
  }
  return { width, height, bitDepth, colorType, palette, samples }
}

const CV_PAGE_1 = 'Jana Novak\nData Analyst\njana.novak@example.com\nSKILLS\nPython, SQL, Tableau'
const CV_PAGE_2 = 'EXPERIENCE\nData Analyst, Example Retail GmbH\n2019 – 2024'

describe('scanned PDFs through OCR', () => {
  it('hands each JPEG page to OCR unchanged and joins the pages in order', async () => {
    const first = jpegFile(1240, 1754)
    const second = jpegFile(1240, 1754)
    second[second.length - 3] = 0x42 // two different files
    const pdf = await scannedPdf([{ jpeg: first }, null, { jpeg: second }])
    const { calls, ocr } = recordingOcr([CV_PAGE_1, CV_PAGE_2])
    const doc = await extractText(pdf, { ocr })
    expect(calls.map((c) => c.format)).toEqual(['jpeg', 'jpeg'])
    expect([...calls[0]!.image]).toEqual([...first])
    expect([...calls[1]!.image]).toEqual([...second])
    expect(doc.format).toBe('pdf')
    expect(doc.pageCount).toBe(3)
    expect(doc.text).toBe(`${CV_PAGE_1}\n\n${CV_PAGE_2}`)
    expect(doc.warnings).toContain('ocr: text recognised from 2 scanned pages')
  })

  it('wraps raw RGB pixels (FlateDecode) as a PNG with the same pixels', async () => {
    const source = solidPngFile(31, 17, [12, 200, 99])
    const pdf = await scannedPdf([{ png: source }])
    const { calls, ocr } = recordingOcr(['Jana Novak'])
    expect((await extractText(pdf, { ocr })).text).toBe('Jana Novak')
    expect(calls[0]!.format).toBe('png')
    const png = readPng(calls[0]!.image)
    expect([png.width, png.height, png.colorType, png.bitDepth]).toEqual([31, 17, 2, 8])
    for (let i = 0; i < 31 * 17; i++) expect([...png.samples.subarray(i * 3, i * 3 + 3)]).toEqual([12, 200, 99])
  })

  it('undoes PNG predictors and an inverted Decode on a 1-bit fax-style page', async () => {
    // 16×2, one byte per 8 pixels; row 0 with the Sub filter, row 1 with the Up filter.
    const rows = [
      [1, 0b1111_0000, 0b0000_1111],
      [2, 0b0000_0001, 0b1000_0000],
    ]
    const data = deflateSync(Uint8Array.from(rows.flat()))
    const pdf = await imagePdf([
      {
        dict: {
          Width: 16,
          Height: 2,
          BitsPerComponent: 1,
          ColorSpace: '/DeviceGray',
          Decode: [1, 0],
          Filter: '/FlateDecode',
          DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 1, Columns: 16 },
        },
        data,
      },
    ])
    const { calls, ocr } = recordingOcr(['Jana Novak'])
    await extractText(pdf, { ocr })
    const png = readPng(calls[0]!.image)
    expect([png.width, png.height, png.colorType, png.bitDepth]).toEqual([16, 2, 0, 1])
    // Sub: byte 2 = 0x0f + 0xf0 = 0xff; Up: row 1 = row 0 + deltas; then inverted.
    const decoded = [0b1111_0000, 0b1111_1111, 0b1111_0001, 0b0111_1111]
    expect([...png.samples]).toEqual(decoded.map((b) => b ^ 0xff))
  })

  it('converts CMYK to RGB and keeps an indexed palette', async () => {
    const cmyk = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 255, 0])
    const indexed = Uint8Array.from([0, 1, 1, 0])
    const pdf = await imagePdf([
      { dict: { Width: 3, Height: 1, BitsPerComponent: 8, ColorSpace: '/DeviceCMYK' }, data: cmyk },
      {
        dict: {
          Width: 2,
          Height: 2,
          BitsPerComponent: 8,
          ColorSpace: ['/Indexed', '/DeviceRGB', 1, Uint8Array.from([255, 255, 255, 10, 20, 30])],
        },
        data: indexed,
      },
      {
        dict: {
          Width: 2,
          Height: 1,
          BitsPerComponent: 8,
          ColorSpace: ['/Indexed', '/DeviceGray', 1, Uint8Array.from([0, 200])],
        },
        data: Uint8Array.from([1, 0]),
      },
    ])
    const { calls, ocr } = recordingOcr(['Jana', 'Novak', 'Data Analyst'])
    expect((await extractText(pdf, { ocr })).text).toBe('Jana\n\nNovak\n\nData Analyst')
    expect([...readPng(calls[2]!.image).palette.subarray(0, 6)]).toEqual([0, 0, 0, 200, 200, 200])
    const rgb = readPng(calls[0]!.image)
    expect([...rgb.samples]).toEqual([255, 255, 255, 0, 0, 0, 0, 255, 0])
    const palette = readPng(calls[1]!.image)
    expect(palette.colorType).toBe(3)
    expect([...palette.palette.subarray(0, 6)]).toEqual([255, 255, 255, 10, 20, 30])
    expect([...palette.samples]).toEqual([0, 1, 1, 0])
  })

  it('leaves text PDFs alone: OCR is never called', async () => {
    const { calls, ocr } = recordingOcr(['should not be used'])
    const doc = await extractText(await singleColumnPdf(), { ocr })
    expect(calls).toHaveLength(0)
    expect(doc.text.length).toBeGreaterThan(50)
  })

  it('still calls a PDF with neither text nor images no_text', async () => {
    const { calls, ocr } = recordingOcr(['x'])
    await expect(extractText(await scannedLikePdf(), { ocr })).rejects.toMatchObject({ reason: 'no_text' })
    expect(calls).toHaveLength(0)
  })
})

describe('scanned PDFs that must be refused', () => {
  const failure = async (pdf: Uint8Array, ocr?: OcrFunction) => {
    try {
      await extractText(pdf, { ocr })
    } catch (error) {
      expect(error).toBeInstanceOf(DocumentError)
      return error as DocumentError
    }
    throw new Error('expected a refusal')
  }

  it('refuses a scan when no OCR is configured', async () => {
    const error = await failure(await scannedPdf([{ jpeg: jpegFile(100, 100) }]))
    expect(error.reason).toBe('ocr_unavailable')
  })

  it('refuses huge page images from the dictionary, before decoding anything', async () => {
    const { calls, ocr } = recordingOcr([])
    const pdf = await imagePdf([
      {
        dict: {
          Width: 100_000,
          Height: 100_000,
          BitsPerComponent: 8,
          ColorSpace: '/DeviceGray',
          Filter: '/FlateDecode',
        },
        data: deflateSync(new Uint8Array(1000)),
      },
    ])
    const error = await failure(pdf, ocr)
    expect(error.reason).toBe('image_too_large')
    expect(error.message).toContain('100000×100000')
    expect(calls).toHaveLength(0)
  })

  it('refuses a JPEG whose own header is larger than its dictionary says', async () => {
    const pdf = await imagePdf([
      {
        dict: { Width: 100, Height: 100, BitsPerComponent: 8, ColorSpace: '/DeviceRGB', Filter: '/DCTDecode' },
        data: jpegFile(30_000, 30_000),
      },
    ])
    const { calls, ocr } = recordingOcr([])
    expect((await failure(pdf, ocr)).reason).toBe('image_too_large')
    expect(calls).toHaveLength(0)
  })

  it('inflates no more than the declared size (a decompression bomb stops there)', async () => {
    // 64 MiB of zeros in ~64 KiB, declared as a 100×100 grey image: only 10,000 bytes are inflated.
    const bomb = deflateSync(new Uint8Array(64 * 1024 * 1024), { level: 9 })
    const pdf = await imagePdf([
      {
        dict: { Width: 100, Height: 100, BitsPerComponent: 8, ColorSpace: '/DeviceGray', Filter: '/FlateDecode' },
        data: bomb,
      },
    ])
    const { calls, ocr } = recordingOcr(['Jana Novak'])
    const before = process.memoryUsage().arrayBuffers
    await extractText(pdf, { ocr })
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024)
    const png = readPng(calls[0]!.image)
    expect([png.width, png.height, png.samples.length]).toEqual([100, 100, 10_000])
  })

  it('refuses more page images than the OCR limit before any OCR call', async () => {
    const pdf = await scannedPdf(Array.from({ length: 21 }, () => ({ jpeg: jpegFile(50, 50) })))
    const { calls, ocr } = recordingOcr([])
    const error = await failure(pdf, ocr)
    expect(error.reason).toBe('too_many_pages')
    expect(error.message).toContain('20 page images')
    expect(calls).toHaveLength(0)
    // The limit is a setting like the others.
    const fewer = await scannedPdf([{ jpeg: jpegFile(50, 50) }, { jpeg: jpegFile(50, 50) }])
    expect((await failure(fewer, ocr)).reason).toBe('no_text') // the double answers '' for every page
    await expect(extractText(fewer, { ocr, limits: { maxScanPages: 1 } })).rejects.toMatchObject({
      reason: 'too_many_pages',
    })
  })

  it.each([
    ['/JPXDecode', 'JPEG 2000'],
    ['/CCITTFaxDecode', 'CCITT fax'],
    ['/JBIG2Decode', 'JBIG2'],
  ])('refuses %s page images with a message that names the encoding', async (filter, named) => {
    const pdf = await imagePdf([
      {
        dict: { Width: 100, Height: 100, BitsPerComponent: 1, ColorSpace: '/DeviceGray', Filter: filter },
        data: new Uint8Array(64),
      },
    ])
    const { calls, ocr } = recordingOcr([])
    const error = await failure(pdf, ocr)
    expect(error.reason).toBe('unsupported_format')
    expect(error.message).toContain(named)
    expect(calls).toHaveLength(0)
  })

  it('calls a page image with missing pixels damaged', async () => {
    const pdf = await imagePdf([
      {
        dict: { Width: 100, Height: 100, BitsPerComponent: 8, ColorSpace: '/DeviceGray', Filter: '/FlateDecode' },
        data: deflateSync(new Uint8Array(500)),
      },
    ])
    expect((await failure(pdf, recordingOcr([]).ocr)).reason).toBe('corrupted')
  })

  it('passes an OCR outage through unchanged, so the queue can retry', async () => {
    const outage = new Error('OCR service answered 503')
    const pdf = await scannedPdf([{ jpeg: jpegFile(100, 100) }])
    await expect(
      extractText(pdf, {
        ocr: async () => {
          throw outage
        },
      }),
    ).rejects.toBe(outage)
  })
})
