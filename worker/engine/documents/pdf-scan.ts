/**
 * Scanned PDFs (no text layer): each page's image goes through the same OCR port as uploaded images.
 *
 * A scan is one image XObject per page. We read the image streams ourselves (pdf-lib's object parser,
 * never pdf.js's renderer) so that nothing is decoded before its size is known:
 *  1. plan (before any OCR call, so a bad page 9 never costs eight OCR calls): per page the largest
 *     image XObject (also inside a Form XObject), its filters, colour space and size; refuse more than
 *     maxScanPages pages with images, more than maxScanPixels pixels on a page, and encodings we cannot
 *     hand to OCR (JPEG 2000, CCITT fax, JBIG2) with a message that says so;
 *  2. per page, lazily: DCTDecode → the JPEG bytes as they are (header checked like an upload);
 *     FlateDecode or no filter → raw samples, inflated with a cap of exactly the declared size (a
 *     decompression bomb stops there), PNG/TIFF predictors undone, CMYK and indexed colour converted,
 *     then wrapped as a PNG (png-encode.ts);
 *  3. OCR page by page; OCR failures pass through unchanged (an outage is retryable), anything wrong
 *     with the file is a DocumentError.
 * Pages without an image (blank separators) are skipped.
 */

import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from 'pdf-lib'
import { checkImage } from './image'
import { cleanOcrText } from './ocr-text'
import { encodePng, type PngImage, rowBytes } from './png-encode'
import { DocumentError, type DocumentLimits, type OcrFunction, type RawExtraction } from './types'

type Base = 'gray' | 'rgb' | 'cmyk'
type ColorSpace = { kind: Base } | { kind: 'indexed'; base: Base; hival: number; lookup: Uint8Array }

interface PageImage {
  pageNumber: number
  stream: PDFRawStream
  width: number
  height: number
  filters: string[]
  parms: (PDFDict | undefined)[]
  bitsPerComponent: number
  color: ColorSpace
  inverted: boolean
}

export interface ScanPlan {
  pageCount: number
  images: PageImage[]
}

const UNREADABLE_ENCODINGS: Record<string, string> = {
  JPXDecode: 'JPEG 2000',
  CCITTFaxDecode: 'CCITT fax',
  JBIG2Decode: 'JBIG2',
}
const ABBREVIATED_FILTERS: Record<string, string> = { Fl: 'FlateDecode', DCT: 'DCTDecode', CCF: 'CCITTFaxDecode' }

const unsupported = (detail: string) =>
  new DocumentError(
    'unsupported_format',
    `The scanned PDF stores its pages as ${detail} images, which cannot be read; scan to PDF with JPEG images, or upload JPEG or PNG files.`,
  )

/** Null when no page has an image: then the PDF really has no text. */
export async function planScan(bytes: Uint8Array, limits: DocumentLimits): Promise<ScanPlan | null> {
  const doc = await PDFDocument.load(bytes.slice(), {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  })
  // pdf.js opened it, so any password was empty; the image streams are still encrypted though.
  if (doc.isEncrypted) throw new DocumentError('encrypted', 'The scanned PDF is encrypted; its pages cannot be read.')
  const pages = doc.getPages()
  const images: PageImage[] = []
  for (const [index, page] of pages.entries()) {
    const found = largestImage(page.node.Resources(), 0)
    if (!found) continue
    if (images.length >= limits.maxScanPages) {
      throw new DocumentError(
        'too_many_pages',
        `The scanned PDF has more than ${limits.maxScanPages} page images (the OCR limit).`,
      )
    }
    images.push(describeImage(found.stream, found.resources, index + 1, limits))
  }
  return images.length > 0 ? { pageCount: pages.length, images } : null
}

/** OCR of every planned page, in page order, as one extraction. */
export async function ocrScan(plan: ScanPlan, limits: DocumentLimits, ocr: OcrFunction | undefined) {
  if (!ocr) throw new DocumentError('ocr_unavailable')
  const texts: string[] = []
  const warnings: string[] = []
  let length = 0
  for (const [i, image] of plan.images.entries()) {
    let page: { bytes: Uint8Array; format: 'png' | 'jpeg' }
    try {
      page = await pageImage(image, limits)
    } catch (error) {
      if (error instanceof DocumentError) throw error
      throw new DocumentError('corrupted', `The image of page ${image.pageNumber} is damaged.`, { cause: error })
    }
    const text = await ocr(page.bytes, page.format)
    texts.push(typeof text === 'string' ? cleanOcrText(text) : '')
    length += texts[texts.length - 1]!.length
    if (length > limits.maxTextChars * 1.2 && i < plan.images.length - 1) {
      warnings.push(`ocr: stopped after page ${image.pageNumber} (text limit reached)`)
      break
    }
  }
  warnings.unshift(`ocr: text recognised from ${texts.length} scanned page${texts.length === 1 ? '' : 's'}`)
  return { text: texts.join('\n\n'), pageCount: plan.pageCount, warnings } satisfies RawExtraction
}

// ——— Finding the page image ———

function largestImage(
  resources: PDFDict | undefined,
  depth: number,
): { stream: PDFRawStream; resources: PDFDict } | null {
  const xobjects = resources ? lookup(resources, 'XObject') : undefined
  if (!(xobjects instanceof PDFDict) || !resources) return null
  let best: { stream: PDFRawStream; resources: PDFDict; area: number } | null = null
  for (const key of xobjects.keys()) {
    const object = xobjects.lookup(key)
    if (!(object instanceof PDFRawStream)) continue
    const subtype = name(lookup(object.dict, 'Subtype'))
    if (subtype === 'Image') {
      const area = number(lookup(object.dict, 'Width')) * number(lookup(object.dict, 'Height'))
      if (!best || area > best.area) best = { stream: object, resources, area }
    } else if (subtype === 'Form' && depth < 2) {
      // Some scanners wrap the page image in a form; go two levels deep, no further (cycles).
      const inner = largestImage(lookupDict(object.dict, 'Resources'), depth + 1)
      if (inner) {
        const area = number(lookup(inner.stream.dict, 'Width')) * number(lookup(inner.stream.dict, 'Height'))
        if (!best || area > best.area) best = { ...inner, area }
      }
    }
  }
  return best ? { stream: best.stream, resources: best.resources } : null
}

function describeImage(
  stream: PDFRawStream,
  resources: PDFDict,
  pageNumber: number,
  limits: DocumentLimits,
): PageImage {
  const dict = stream.dict
  const width = number(lookup(dict, 'Width'))
  const height = number(lookup(dict, 'Height'))
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new DocumentError('corrupted', `The image of page ${pageNumber} has no valid size.`)
  }
  if (width * height > limits.maxScanPixels) {
    throw new DocumentError(
      'image_too_large',
      `The image of page ${pageNumber} is ${width}×${height} pixels (limit ${limits.maxScanPixels} pixels per page).`,
    )
  }
  const filterObject = lookup(dict, 'Filter')
  const filters = (filterObject instanceof PDFArray ? arrayItems(filterObject) : filterObject ? [filterObject] : [])
    .map(name)
    .map((f) => ABBREVIATED_FILTERS[f] ?? f)
  const parmsObject = lookup(dict, 'DecodeParms') ?? lookup(dict, 'DP')
  const parms = (parmsObject instanceof PDFArray ? arrayItems(parmsObject) : [parmsObject]).map((p) =>
    p instanceof PDFDict ? p : undefined,
  )
  for (const filter of filters) {
    const encoding = UNREADABLE_ENCODINGS[filter]
    if (encoding) throw unsupported(encoding)
    if (filter !== 'FlateDecode' && filter !== 'DCTDecode') throw unsupported(`${filter}-encoded`)
  }
  if (filters.includes('DCTDecode') && filters[filters.length - 1] !== 'DCTDecode') throw unsupported('re-encoded JPEG')

  const isMask = lookup(dict, 'ImageMask') instanceof PDFBool && (lookup(dict, 'ImageMask') as PDFBool).asBoolean()
  const bitsPerComponent = isMask ? 1 : number(lookup(dict, 'BitsPerComponent') ?? PDFNumber.of(8))
  const color: ColorSpace = isMask ? { kind: 'gray' } : colorSpace(lookup(dict, 'ColorSpace'), resources, 0)
  const decode = lookup(dict, 'Decode')
  // Decode [1 0] swaps dark and light (common for 1-bit scans); an image mask paints its 0 samples.
  const inverted = decode instanceof PDFArray && number(decode.lookup(0)) === 1 && number(decode.lookup(1)) === 0
  const isJpeg = filters.includes('DCTDecode')
  if (!isJpeg) checkSampleLayout(color, bitsPerComponent)
  return { pageNumber, stream, width, height, filters, parms, bitsPerComponent, color, inverted }
}

function checkSampleLayout(color: ColorSpace, bits: number) {
  const ok =
    color.kind === 'gray'
      ? [1, 2, 4, 8, 16].includes(bits)
      : color.kind === 'indexed'
        ? [1, 2, 4, 8].includes(bits)
        : bits === 8 || (color.kind === 'rgb' && bits === 16)
  if (!ok) throw unsupported(`${bits}-bit ${color.kind.toUpperCase()}`)
}

function colorSpace(object: PDFObject | undefined, resources: PDFDict, depth: number): ColorSpace {
  if (depth > 3) throw unsupported('nested colour space')
  if (object instanceof PDFName) {
    const base = deviceSpace(name(object))
    if (base) return { kind: base }
    // A named colour space of the page (e.g. /CS0) is defined in its resources.
    const named = lookupDict(resources, 'ColorSpace')?.lookup(object)
    if (named) return colorSpace(named, resources, depth + 1)
    throw unsupported(`${name(object)} colour`)
  }
  if (object instanceof PDFArray) {
    const family = name(object.lookup(0))
    if (family === 'ICCBased') {
      const profile = object.lookup(1)
      const n = profile instanceof PDFRawStream ? number(lookup(profile.dict, 'N')) : 0
      const base = n === 1 ? 'gray' : n === 3 ? 'rgb' : n === 4 ? 'cmyk' : null
      if (base) return { kind: base }
      throw unsupported('ICC colour')
    }
    if (family === 'CalGray' || family === 'CalRGB') return { kind: family === 'CalGray' ? 'gray' : 'rgb' }
    if (family === 'Indexed' || family === 'I') {
      const base = colorSpace(object.lookup(1), resources, depth + 1)
      if (base.kind === 'indexed') throw unsupported('nested indexed colour')
      const hival = number(object.lookup(2))
      if (!Number.isInteger(hival) || hival < 0 || hival > 255) throw unsupported('indexed colour')
      return { kind: 'indexed', base: base.kind, hival, lookup: lookupBytes(object.lookup(3)) }
    }
    throw unsupported(`${family} colour`)
  }
  // No colour space: only valid for masks and JPEGs (the JPEG carries its own).
  return { kind: 'gray' }
}

function deviceSpace(space: string): Base | null {
  if (space === 'DeviceGray' || space === 'G' || space === 'CalGray') return 'gray'
  if (space === 'DeviceRGB' || space === 'RGB' || space === 'CalRGB') return 'rgb'
  if (space === 'DeviceCMYK' || space === 'CMYK') return 'cmyk'
  return null
}

function lookupBytes(object: PDFObject | undefined): Uint8Array {
  if (object instanceof PDFHexString || object instanceof PDFString) return object.asBytes()
  // A palette in a stream: raw only (a compressed palette is rare enough to refuse).
  if (object instanceof PDFRawStream && !lookup(object.dict, 'Filter')) return object.contents
  throw unsupported('compressed-palette')
}

// ——— Decoding one page ———

const CHANNELS: Record<Base | 'indexed', number> = { gray: 1, rgb: 3, cmyk: 4, indexed: 1 }

async function pageImage(image: PageImage, limits: DocumentLimits) {
  const { stream, filters } = image
  if (filters[filters.length - 1] === 'DCTDecode') {
    const bytes = filters.length > 1 ? await inflateCapped(stream.contents, limits.maxBytes) : stream.contents
    // The JPEG's own header decides: a frame larger than the dictionary said is refused here too.
    checkImage(bytes, 'jpeg', { ...limits, maxImagePixels: limits.maxScanPixels })
    return { bytes: bytes.slice(), format: 'jpeg' as const }
  }
  const channels = CHANNELS[image.color.kind]
  const stride = rowBytes(image.width, channels, image.bitsPerComponent)
  const predictor = image.parms[0] ? number(lookup(image.parms[0], 'Predictor') ?? PDFNumber.of(1)) : 1
  const encodedSize = predictor >= 10 ? (stride + 1) * image.height : stride * image.height
  const data = filters.includes('FlateDecode') ? await inflateCapped(stream.contents, encodedSize) : stream.contents
  if (data.length < encodedSize) {
    throw new DocumentError('corrupted', `The image of page ${image.pageNumber} is shorter than its size.`)
  }
  let samples = data.subarray(0, encodedSize)
  if (predictor >= 10) {
    samples = unpredictPng(samples, stride, Math.max(1, (channels * image.bitsPerComponent) >> 3), image.height)
  } else if (predictor === 2) {
    if (image.bitsPerComponent !== 8) throw unsupported('TIFF-predicted')
    samples = unpredictTiff(samples, stride, channels, image.height)
  } else if (predictor !== 1) throw unsupported(`predictor ${predictor}`)
  if (image.inverted) samples = samples.map((b) => b ^ 0xff)
  return { bytes: await encodePng(toPng(image, samples)), format: 'png' as const }
}

function toPng(image: PageImage, samples: Uint8Array): PngImage {
  const { width, height, color, bitsPerComponent } = image
  const depth = bitsPerComponent as PngImage['bitDepth']
  if (color.kind !== 'indexed') {
    if (color.kind === 'gray') return { width, height, colorType: 0, bitDepth: depth, pixels: samples }
    if (color.kind === 'rgb') return { width, height, colorType: 2, bitDepth: depth, pixels: samples }
    return { width, height, colorType: 2, bitDepth: 8, pixels: cmykToRgb(samples) }
  }
  // Indexed: the palette padded to the full range of the sample size (out-of-range indices stay black).
  const entries = 1 << bitsPerComponent
  const rgbLookup =
    color.base === 'rgb'
      ? color.lookup
      : color.base === 'cmyk'
        ? cmykToRgb(color.lookup)
        : Uint8Array.from(Array.from(color.lookup).flatMap((v) => [v, v, v]))
  const palette = new Uint8Array(Math.min(entries, 256) * 3)
  palette.set(rgbLookup.subarray(0, Math.min(palette.length, (color.hival + 1) * 3)))
  return { width, height, colorType: 3, bitDepth: depth, pixels: samples, palette }
}

function cmykToRgb(cmyk: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((cmyk.length >> 2) * 3)
  for (let i = 0, o = 0; i + 3 < cmyk.length; i += 4, o += 3) {
    const k = 255 - cmyk[i + 3]!
    rgb[o] = ((255 - cmyk[i]!) * k) / 255
    rgb[o + 1] = ((255 - cmyk[i + 1]!) * k) / 255
    rgb[o + 2] = ((255 - cmyk[i + 2]!) * k) / 255
  }
  return rgb
}

/**
 * Inflates at most `cap` bytes and stops reading there: a stream that expands beyond the image's
 * declared size (a decompression bomb) never gets the chance.
 */
export async function inflateCapped(compressed: Uint8Array, cap: number): Promise<Uint8Array> {
  const reader = new Blob([compressed.slice()]).stream().pipeThrough(new DecompressionStream('deflate')).getReader()
  const out = new Uint8Array(cap)
  let length = 0
  try {
    while (length < cap) {
      const { done, value } = await reader.read()
      if (done) break
      const take = Math.min(value.length, cap - length)
      out.set(value.subarray(0, take), length)
      length += take
    }
  } catch (error) {
    // A stream that ends early or has a bad checksum after all the pixels is still a usable image.
    if (length < cap) throw error
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return out.subarray(0, length)
}

function unpredictPng(data: Uint8Array, stride: number, bpp: number, rows: number): Uint8Array {
  const out = new Uint8Array(stride * rows)
  for (let y = 0; y < rows; y++) {
    const type = data[y * (stride + 1)]!
    const src = y * (stride + 1) + 1
    const row = y * stride
    for (let x = 0; x < stride; x++) {
      const raw = data[src + x]!
      const left = x >= bpp ? out[row + x - bpp]! : 0
      const up = y > 0 ? out[row - stride + x]! : 0
      const upLeft = y > 0 && x >= bpp ? out[row - stride + x - bpp]! : 0
      let value: number
      if (type === 0) value = raw
      else if (type === 1) value = raw + left
      else if (type === 2) value = raw + up
      else if (type === 3) value = raw + ((left + up) >> 1)
      else if (type === 4) value = raw + paeth(left, up, upLeft)
      else throw new DocumentError('corrupted', 'A page image has a bad row filter.')
      out[row + x] = value & 0xff
    }
  }
  return out
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

function unpredictTiff(data: Uint8Array, stride: number, channels: number, rows: number): Uint8Array {
  const out = data.slice()
  for (let y = 0; y < rows; y++) {
    for (let x = channels; x < stride; x++)
      out[y * stride + x] = (out[y * stride + x]! + out[y * stride + x - channels]!) & 0xff
  }
  return out
}

// ——— pdf-lib helpers (lookups resolve references; wrong types read as absent) ———

function lookup(dict: PDFDict, key: string): PDFObject | undefined {
  return dict.lookup(PDFName.of(key))
}

function lookupDict(dict: PDFDict, key: string): PDFDict | undefined {
  const value = lookup(dict, key)
  return value instanceof PDFDict ? value : undefined
}

function arrayItems(array: PDFArray): (PDFObject | undefined)[] {
  return Array.from({ length: array.size() }, (_, i) => array.lookup(i))
}

function name(object: PDFObject | undefined): string {
  return object instanceof PDFName ? object.decodeText() : ''
}

function number(object: PDFObject | undefined): number {
  return object instanceof PDFNumber ? object.asNumber() : Number.NaN
}
