/**
 * PDFs that mix typed and scanned pages, and scans that the page shows turned (/Rotate, a rotated
 * placement matrix): the scanned pages go through the OCR callback upright, in page order with the
 * text pages; a text page is never OCRed; hostile files stay within the scan limits.
 */

import { deflateSync, inflateSync } from 'node:zlib'
import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { createLocalOcr } from '../../../scripts/local-ocr/tesseract-ocr'
import { extractText, type OcrFunction } from '../../../worker/engine/documents'
import { jpegFile } from '../../fixtures/documents/image-fixtures'
import { greyPng, type MixedPage, mixedPdf } from '../../fixtures/documents/scan-fixtures'
import { rasterText, turnClockwise } from '../../fixtures/documents/text-raster'

function recordingOcr(texts: string[]) {
  const calls: { image: Uint8Array; format: 'png' | 'jpeg' }[] = []
  const ocr: OcrFunction = async (image, format) => {
    calls.push({ image, format })
    return texts[calls.length - 1] ?? ''
  }
  return { calls, ocr }
}

/** Size and raw samples of the engine's PNGs (filter type 0 rows). */
function readPng(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 8
  let width = 0
  let height = 0
  let bitDepth = 0
  let colorType = 0
  const idat: Uint8Array[] = []
  while (at < bytes.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      bitDepth = bytes[at + 16]!
      colorType = bytes[at + 17]!
    } else if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const channels = colorType === 2 ? 3 : 1
  const stride = Math.ceil((width * channels * bitDepth) / 8)
  const rows: number[][] = []
  for (let y = 0; y < height; y++) rows.push([...raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))])
  return { width, height, bitDepth, colorType, rows }
}

/** A 3×2 grey page image whose six pixels are all different, so every turn is visible. */
const GREY_3X2 = {
  dict: { Width: 3, Height: 2, BitsPerComponent: 8, ColorSpace: '/DeviceGray', Filter: '/FlateDecode' },
  data: deflateSync(Uint8Array.from([10, 20, 30, 40, 50, 60])),
}

const COVER = ['Jana Novak', 'Data Analyst', 'jana.novak@example.com', 'Summary: analyst with six years of retail data']
const LAST = ['REFERENCES', 'Available on request from former managers at Example Retail GmbH']
const SCANNED = 'EXPERIENCE\nData Analyst, Example Retail GmbH\n2019 – 2024'

describe('mixed PDFs: typed pages and scanned pages', () => {
  it('reads the scanned page by OCR and keeps the pages in order', async () => {
    const scan = jpegFile(1240, 1754)
    const pdf = await mixedPdf([{ text: COVER }, { image: { jpeg: scan } }, { text: LAST }])
    const { calls, ocr } = recordingOcr([SCANNED])
    const doc = await extractText(pdf, { ocr })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.format).toBe('jpeg')
    expect([...calls[0]!.image]).toEqual([...scan])
    expect(doc.pageCount).toBe(3)
    expect(doc.text).toBe([COVER.join('\n'), SCANNED, LAST.join('\n')].join('\n\n'))
    expect(doc.warnings).toContain('ocr: text recognised from 1 scanned page')
  })

  it('counts a page with only a footer as textless, and lets OCR text replace the footer', async () => {
    const pdf = await mixedPdf([
      { text: COVER },
      { image: { jpeg: jpegFile(1240, 1754) }, footer: 'Jana Novak · Curriculum Vitae · Page 2 of 2' },
    ])
    const { calls, ocr } = recordingOcr([SCANNED])
    const doc = await extractText(pdf, { ocr })
    expect(calls).toHaveLength(1)
    expect(doc.text).toBe(`${COVER.join('\n')}\n\n${SCANNED}`)
  })

  it('never OCRs a page with a text layer, nor a textless page whose image is only a logo', async () => {
    const pdf = await mixedPdf([
      { text: COVER },
      // A typed page with a full-page background picture: its text layer is the page.
      { image: { jpeg: jpegFile(1240, 1754) }, footer: 'Skills: Python, SQL, Tableau, dbt, Airflow, Looker, Excel' },
      { image: { jpeg: jpegFile(200, 100) }, placement: 'logo' },
    ])
    const { calls, ocr } = recordingOcr(['should not be used'])
    const doc = await extractText(pdf, { ocr })
    expect(calls).toHaveLength(0)
    expect(doc.text).toContain('Skills: Python, SQL, Tableau, dbt, Airflow, Looker, Excel')
    expect(doc.warnings.filter((w) => w.startsWith('ocr:'))).toEqual([])
  })

  it('keeps a footer-only page when OCR finds less there than its text layer', async () => {
    const pdf = await mixedPdf([{ text: COVER }, { image: { jpeg: jpegFile(1240, 1754) }, footer: 'Page 2' }])
    const { calls, ocr } = recordingOcr([''])
    const doc = await extractText(pdf, { ocr })
    expect(calls).toHaveLength(1)
    expect(doc.text).toBe(`${COVER.join('\n')}\n\nPage 2`)
  })

  it('reads the text pages when no OCR is configured, and reports the scanned pages as not read', async () => {
    const pdf = await mixedPdf([
      { text: COVER },
      { image: { jpeg: jpegFile(1240, 1754) } },
      { image: { jpeg: jpegFile(1240, 1754) }, footer: '3' },
    ])
    const doc = await extractText(pdf)
    expect(doc.text).toBe(`${COVER.join('\n')}\n\n3`)
    expect(doc.warnings).toContain('ocr: scanned pages 2, 3 not read (no OCR service is configured)')
  })

  it('reads the text pages through an OCR outage, and stops calling the failing service', async () => {
    const pdf = await mixedPdf([
      { text: COVER },
      { image: { jpeg: jpegFile(1240, 1754) } },
      { image: { jpeg: jpegFile(1240, 1754) } },
    ])
    let calls = 0
    const doc = await extractText(pdf, {
      ocr: async () => {
        calls++
        throw new Error('OCR service answered 503')
      },
    })
    expect(calls).toBe(1)
    expect(doc.text).toBe(COVER.join('\n'))
    expect(doc.warnings).toContain('ocr: scanned pages 2, 3 not read (the OCR service failed)')
  })

  it('stops OCR when the time budget is spent and says which pages were left', async () => {
    const pdf = await mixedPdf([
      { text: COVER },
      { image: { jpeg: jpegFile(100, 100) } },
      { image: { jpeg: jpegFile(100, 100) } },
      { image: { jpeg: jpegFile(100, 100) } },
    ])
    let calls = 0
    const ocr: OcrFunction = async () => {
      calls++
      await new Promise((resolve) => setTimeout(resolve, 40))
      return SCANNED
    }
    const doc = await extractText(pdf, { ocr, limits: { maxScanMillis: 20 } })
    expect(calls).toBe(1)
    expect(doc.text).toBe(`${COVER.join('\n')}\n\n${SCANNED}`)
    expect(doc.warnings).toContain('ocr: scanned pages 3, 4 not read (OCR time limit of 0.02 s reached)')
  })
})

describe('mixed PDFs that must not cost more than a scan may', () => {
  it('refuses 500 image pages by the page limit before any page is read or OCRed', async () => {
    const image = jpegFile(60, 60)
    const pages: MixedPage[] = [{ text: COVER }, ...Array.from({ length: 500 }, () => ({ image: { jpeg: image } }))]
    const { calls, ocr } = recordingOcr([])
    await expect(extractText(await mixedPdf(pages), { ocr })).rejects.toMatchObject({ reason: 'too_many_pages' })
    expect(calls).toHaveLength(0)
  })

  it('reads at most maxScanPages scanned pages of a long mixed PDF and reports the rest', async () => {
    const image = jpegFile(60, 60)
    const pages: MixedPage[] = [{ text: COVER }, ...Array.from({ length: 24 }, () => ({ image: { jpeg: image } }))]
    const { calls, ocr } = recordingOcr(Array.from({ length: 30 }, (_, i) => `Certificate ${i + 1}`))
    const doc = await extractText(await mixedPdf(pages), { ocr })
    expect(calls).toHaveLength(20)
    expect(doc.text).toContain('Certificate 20')
    expect(doc.text).not.toContain('Certificate 21')
    for (const page of [22, 23, 24, 25]) {
      expect(doc.warnings).toContain(`ocr: scanned page ${page} not read (more than 20 scanned pages)`)
    }
  })

  it('skips a huge page image (from its dictionary, nothing decoded) and reads the rest', async () => {
    const pdf = await mixedPdf([
      { text: COVER },
      {
        image: {
          dict: {
            Width: 100_000,
            Height: 100_000,
            BitsPerComponent: 8,
            ColorSpace: '/DeviceGray',
            Filter: '/FlateDecode',
          },
          data: deflateSync(new Uint8Array(1000)),
        },
      },
      { image: { jpeg: jpegFile(1240, 1754) } },
    ])
    const { calls, ocr } = recordingOcr([SCANNED])
    const doc = await extractText(pdf, { ocr })
    expect(calls).toHaveLength(1)
    expect(doc.text).toBe(`${COVER.join('\n')}\n\n${SCANNED}`)
    expect(doc.warnings.some((w) => w.startsWith('ocr: scanned page 2 not read') && w.includes('100000×100000'))).toBe(
      true,
    )
  })
})

describe('mixed PDFs whose page content is hostile', () => {
  it('does not look for images in a content stream that inflates past its cap (not taken for a scan)', async () => {
    // Page 2 draws a page-sized image, then 4 MiB of spaces: over the 1 MiB read for placements.
    const pdf = await PDFDocument.load(await mixedPdf([{ text: COVER }, { image: { jpeg: jpegFile(1240, 1754) } }]))
    const page = pdf.getPage(1)
    const content = new TextEncoder().encode(`q 595.28 0 0 841.89 0 0 cm /Im0 Do Q${' '.repeat(4 * 1024 * 1024)}`)
    const stream = pdf.context.flateStream(content)
    page.node.set(PDFName.of('Contents'), pdf.context.register(stream))
    const { calls, ocr } = recordingOcr([SCANNED])
    const doc = await extractText(await pdf.save({ useObjectStreams: false }), { ocr })
    expect(calls).toHaveLength(0)
    expect(doc.text).toBe(COVER.join('\n'))
    // The same page with a readable content stream is a scan.
    const readable = await PDFDocument.load(await pdf.save())
    readable
      .getPage(1)
      .node.set(
        PDFName.of('Contents'),
        readable.context.register(readable.context.flateStream(content.subarray(0, 64))),
      )
    expect((await extractText(await readable.save(), { ocr })).text).toBe(`${COVER.join('\n')}\n\n${SCANNED}`)
  })
})

describe('scanned pages turned upright before OCR', () => {
  const ocrImageOf = async (page: MixedPage, withText = true) => {
    const { calls, ocr } = recordingOcr([SCANNED])
    await extractText(await mixedPdf(withText ? [{ text: COVER }, page] : [page]), { ocr })
    expect(calls).toHaveLength(1)
    return calls[0]!
  }

  it('turns the pixels by the page /Rotate (90, 180, 270), on text-free and mixed PDFs alike', async () => {
    const by90 = readPng((await ocrImageOf({ image: GREY_3X2, rotate: 90 }, false)).image)
    expect([by90.width, by90.height]).toEqual([2, 3])
    expect(by90.rows).toEqual([
      [40, 10],
      [50, 20],
      [60, 30],
    ])
    const by180 = readPng((await ocrImageOf({ image: GREY_3X2, rotate: 180 })).image)
    expect(by180.rows).toEqual([
      [60, 50, 40],
      [30, 20, 10],
    ])
    const by270 = readPng((await ocrImageOf({ image: GREY_3X2, rotate: -90 })).image)
    expect(by270.rows).toEqual([
      [30, 60],
      [20, 50],
      [10, 40],
    ])
  })

  it('turns the pixels by a rotated placement matrix, and both turns add up', async () => {
    const clockwise = readPng((await ocrImageOf({ image: GREY_3X2, placement: 'sideways-clockwise' })).image)
    expect(clockwise.rows).toEqual([
      [40, 10],
      [50, 20],
      [60, 30],
    ])
    // Turned a quarter clockwise by the matrix and another by /Rotate: upside down.
    const both = readPng((await ocrImageOf({ image: GREY_3X2, placement: 'sideways-clockwise', rotate: 90 })).image)
    expect(both.rows).toEqual([
      [60, 50, 40],
      [30, 20, 10],
    ])
    // The matrix turning it back counter-clockwise and /Rotate 90: upright, unchanged.
    const undone = readPng(
      (await ocrImageOf({ image: GREY_3X2, placement: 'sideways-counterclockwise', rotate: 90 })).image,
    )
    expect(undone.rows).toEqual([
      [10, 20, 30],
      [40, 50, 60],
    ])
  })

  it('ignores a /Rotate that is no quarter turn (45, 1e9), as viewers do', async () => {
    for (const rotate of [45, 1e9, -7]) {
      const png = readPng((await ocrImageOf({ image: GREY_3X2, rotate })).image)
      expect(png.rows).toEqual([
        [10, 20, 30],
        [40, 50, 60],
      ])
    }
  })

  it('reads a /Rotate of the wrong type (a name) as no turn, without failing the file', async () => {
    const pdf = await PDFDocument.load(await mixedPdf([{ image: GREY_3X2 }]))
    pdf.getPage(0).node.set(PDFName.of('Rotate'), PDFName.of('Ninety'))
    const { calls, ocr } = recordingOcr([SCANNED])
    expect((await extractText(await pdf.save(), { ocr })).text).toBe(SCANNED)
    expect(readPng(calls[0]!.image).rows).toEqual([
      [10, 20, 30],
      [40, 50, 60],
    ])
  })

  it('turns 1-bit pages too, widened to 8-bit grey', async () => {
    // 3×2, 1 bit: rows 101 and 010 (each row padded to a byte).
    const image = {
      dict: { Width: 3, Height: 2, BitsPerComponent: 1, ColorSpace: '/DeviceGray' },
      data: Uint8Array.from([0b1010_0000, 0b0100_0000]),
    }
    const png = readPng((await ocrImageOf({ image, rotate: 90 })).image)
    expect([png.width, png.height, png.bitDepth, png.colorType]).toEqual([2, 3, 8, 0])
    expect(png.rows).toEqual([
      [0, 255],
      [255, 0],
      [0, 255],
    ])
  })

  it('states a turned JPEG page in an EXIF orientation instead of decoding it', async () => {
    const jpeg = jpegFile(1240, 1754)
    const cases: [MixedPage, number][] = [
      [{ image: { jpeg }, rotate: 90 }, 6],
      [{ image: { jpeg }, rotate: 180 }, 3],
      [{ image: { jpeg }, placement: 'sideways-counterclockwise' }, 8],
    ]
    for (const [page, orientation] of cases) {
      const sent = (await ocrImageOf(page)).image
      // SOI + the JFIF APP0 (20 bytes), then the 34-byte APP1 "Exif" with one Orientation entry.
      expect([...sent.subarray(0, 20)]).toEqual([...jpeg.subarray(0, 20)])
      expect(Buffer.from(sent.subarray(24, 30)).toString('latin1')).toBe('Exif\0\0')
      expect([...sent.subarray(30, 50)]).toEqual([
        0x4d,
        0x4d,
        0x00,
        0x2a,
        0x00,
        0x00,
        0x00,
        0x08,
        0x00,
        0x01,
        0x01,
        0x12,
        0x00,
        0x03,
        0x00,
        0x00,
        0x00,
        0x01,
        0x00,
        orientation,
      ])
      expect([...sent.subarray(56)]).toEqual([...jpeg.subarray(20)])
    }
  })
})

describe('rotated scans read by the local OCR provider (tesseract.js)', () => {
  it('reads an upside-down page (/Rotate 180) and a page stored sideways (placement matrix) of a mixed PDF', async () => {
    const certificate = ['CERTIFICATE', 'Jana Novak completed', 'Advanced SQL for Analysts']
    const reference = ['REFERENCE', 'Example Retail GmbH', 'Head of Data Platform']
    const upsideDown = turnClockwise(turnClockwise(rasterText(certificate)))
    // Stored a quarter counter-clockwise (three clockwise turns); the matrix shows it turned back.
    const sideways = turnClockwise(turnClockwise(turnClockwise(rasterText(reference))))
    const pdf = await mixedPdf([
      { text: COVER },
      { image: { png: await greyPng(upsideDown) }, rotate: 180, footer: '2' },
      { image: { png: await greyPng(sideways) }, placement: 'sideways-clockwise' },
    ])
    const local = await createLocalOcr(['eng'])
    try {
      const doc = await extractText(pdf, { ocr: (image) => local.recognize(image) })
      const lines = doc.text.split('\n').filter(Boolean)
      expect(lines).toEqual([...COVER, ...certificate, ...reference])
      expect(doc.warnings).toContain('ocr: text recognised from 2 scanned pages')
      // Without the turn the same pixels are unreadable: the rotation is what makes the text.
      const unturned = await local.recognize(await greyPng(upsideDown))
      expect(unturned).not.toContain('CERTIFICATE')
    } finally {
      await local.terminate()
    }
  }, 120_000)
})
