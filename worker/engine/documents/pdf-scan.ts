/**
 * Scanned pages through the same OCR port as uploaded images: every page of a PDF without a text
 * layer, and the textless pages of a PDF that has one (a typed cover page with scanned certificates,
 * a CV exported with one page as a picture).
 *
 * A scan is one image XObject per page. We read the image streams ourselves (pdf-lib's object parser,
 * never pdf.js's renderer) so that nothing is decoded before its size is known:
 *  1. plan (before any OCR call, so a bad page 9 never costs eight OCR calls): per page the image
 *     (the largest; on a mixed PDF's page only one drawn over at least half the page), its filters,
 *     colour space and size, and how the page shows it (/Rotate and the placement matrix, read from
 *     the content stream by pdf-placement.ts). A PDF without text refuses more than maxScanPages
 *     pages with images, more than maxScanPixels pixels on a page, and encodings we cannot hand to
 *     OCR (JPEG 2000, CCITT fax, JBIG2) with a message that says so; a mixed PDF skips such pages
 *     instead, with a warning, because its text pages are readable;
 *  2. per page, lazily: DCTDecode → the JPEG bytes as they are (header checked like an upload; a
 *     turned page gets an EXIF orientation, jpeg-orient.ts); FlateDecode or no filter → raw samples,
 *     inflated with a cap of exactly the declared size (a decompression bomb stops there), PNG/TIFF
 *     predictors undone, CMYK and indexed colour converted, turned upright (pixel-orient.ts), then
 *     wrapped as a PNG (png-encode.ts);
 *  3. OCR page by page within maxScanMillis; on a PDF without text OCR failures pass through
 *     unchanged (an outage is retryable), on a mixed PDF they skip the remaining scanned pages.
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
  type PDFPage,
  PDFRawStream,
  PDFString,
} from 'pdf-lib'
import { checkImage } from './image'
import { orientJpeg } from './jpeg-orient'
import { cleanOcrText } from './ocr-text'
import {
  IDENTITY,
  isUpright,
  type Matrix,
  multiply,
  type Orientation,
  orientation,
  pageRotation,
  placedArea,
  placements,
} from './pdf-placement'
import { orientPng } from './pixel-orient'
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
  /** How the reader sees the stored pixels (turned upright before OCR). */
  orientation: Orientation
}

export interface ScanPlan {
  pageCount: number
  images: PageImage[]
  /**
   * 'all': the PDF has no text layer, every page image is read and a refusal fails the file;
   * 'mixed': only textless pages of a text PDF, whose text pages stand on their own.
   */
  mode: 'all' | 'mixed'
  /** Mixed: the text layer of each page read (index = page − 1), a scanned page's OCR text goes in its place. */
  pageTexts?: string[]
  /** Mixed: scanned pages planned but not read, as warnings ("ocr: scanned page 3 not read (…)"). */
  skipped?: string[]
}

/**
 * When a text PDF's page counts as textless (data, not code): at most this many letters and digits
 * on at most this many lines — a page number, a running footer ("Jana Novak · CV · page 2 of 3").
 */
export const TEXTLESS_PAGE = { maxLettersAndDigits: 40, maxLines: 3 } as const

/** A mixed PDF's page is scanned when one image is drawn over at least this share of the page. */
export const PAGE_IMAGE_SHARE = 0.5

/** Decoded content stream read per page to find where images are drawn (a scan page's is ~50 bytes). */
const MAX_CONTENT_BYTES = 1024 * 1024

export function isTextlessPage(text: string): boolean {
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0
  if (letters > TEXTLESS_PAGE.maxLettersAndDigits) return false
  return text.split('\n').filter((line) => /[\p{L}\p{N}]/u.test(line)).length <= TEXTLESS_PAGE.maxLines
}

/**
 * Cheap check before pdf-lib parses a text PDF: image XObjects are streams, and stream dictionaries
 * are never inside object streams, so a PDF with an image names `/Image` in its raw bytes.
 */
export function mentionsImages(bytes: Uint8Array): boolean {
  const needle = [0x2f, 0x49, 0x6d, 0x61, 0x67, 0x65] // "/Image"
  for (let i = bytes.indexOf(0x2f); i >= 0 && i + 6 < bytes.length; i = bytes.indexOf(0x2f, i + 1)) {
    if (!needle.every((b, k) => bytes[i + k] === b)) continue
    const next = bytes[i + 6]!
    // "/ImageB", "/ImageC", "/ImageI" are ProcSet names, not the subtype.
    if (!((next >= 0x41 && next <= 0x5a) || (next >= 0x61 && next <= 0x7a) || (next >= 0x30 && next <= 0x39))) {
      return true
    }
  }
  return false
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
  const pages = (await loadPdf(bytes)).getPages()
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
    // Where the page draws it (unknown when its content cannot be read: then as stored, upright).
    const drawn = (await drawnImages(page)).find((d) => d.stream === found.stream)
    const turn = orientation(drawn?.matrix ?? null, rotationOf(page))
    images.push(describeImage(found.stream, found.resources, index + 1, limits, turn))
  }
  return images.length > 0 ? { pageCount: pages.length, images, mode: 'all' } : null
}

/**
 * The textless pages (`candidates`, 1-based) of a PDF with a text layer that show a page-sized image.
 * Nothing here refuses the file: a page that cannot be read is skipped with a warning. Null when no
 * candidate is a scanned page (then the text layer is the whole document, exactly as before).
 */
export async function planMixedScan(
  bytes: Uint8Array,
  limits: DocumentLimits,
  candidates: number[],
  pageTexts: string[],
): Promise<ScanPlan | null> {
  const pages = (await loadPdf(bytes)).getPages()
  const images: PageImage[] = []
  const skipped: string[] = []
  for (const pageNumber of candidates) {
    const page = pages[pageNumber - 1]
    if (!page) continue
    const pageArea = areaOf(page)
    let best: DrawnImage | null = null
    for (const drawn of await drawnImages(page)) {
      if (!best || placedArea(drawn.matrix) > placedArea(best.matrix)) best = drawn
    }
    if (!best || !(pageArea > 0) || placedArea(best.matrix) < pageArea * PAGE_IMAGE_SHARE) continue
    if (images.length >= limits.maxScanPages) {
      skipped.push(`ocr: scanned page ${pageNumber} not read (more than ${limits.maxScanPages} scanned pages)`)
      continue
    }
    const turn = orientation(best.matrix, rotationOf(page))
    try {
      images.push(describeImage(best.stream, best.resources, pageNumber, limits, turn))
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error
      skipped.push(`ocr: scanned page ${pageNumber} not read (${error.message.replace(/\.$/, '')})`)
    }
  }
  if (images.length === 0 && skipped.length === 0) return null
  return { pageCount: pages.length, images, mode: 'mixed', pageTexts, skipped }
}

/** The page's /Rotate as viewers read it; a value of the wrong type (pdf-lib throws on it) turns nothing. */
function rotationOf(page: PDFPage): 0 | 90 | 180 | 270 {
  try {
    return pageRotation(page.getRotation().angle)
  } catch {
    return 0
  }
}

/** The visible page's area (crop box, else media box); 0 when neither can be read. */
function areaOf(page: PDFPage): number {
  for (const box of [() => page.getCropBox(), () => page.getMediaBox()]) {
    try {
      const { width, height } = box()
      const area = Math.abs(width * height)
      if (Number.isFinite(area) && area > 0) return area
    } catch {
      // A malformed box: try the next one.
    }
  }
  return 0
}

async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const doc = await PDFDocument.load(bytes.slice(), {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  })
  // pdf.js opened it, so any password was empty; the image streams are still encrypted though.
  if (doc.isEncrypted) throw new DocumentError('encrypted', 'The scanned PDF is encrypted; its pages cannot be read.')
  return doc
}

/** OCR of every planned page, in page order, as one extraction (a mixed PDF's text pages in between). */
export async function ocrScan(
  plan: ScanPlan,
  limits: DocumentLimits,
  ocr: OcrFunction | undefined,
): Promise<RawExtraction> {
  const mixed = plan.mode === 'mixed'
  const warnings: string[] = []
  // Page number → OCR text; a mixed PDF's other pages keep their text layer.
  const read = new Map<number, string>()
  const notRead = (from: number, why: string) => {
    const pages = plan.images.slice(from).map((image) => image.pageNumber)
    if (pages.length > 0) {
      warnings.push(`ocr: scanned page${pages.length === 1 ? '' : 's'} ${pages.join(', ')} not read (${why})`)
    }
  }
  if (!ocr && !mixed) throw new DocumentError('ocr_unavailable')
  if (!ocr) notRead(0, 'no OCR service is configured')
  const started = Date.now()
  let length = 0
  for (const [i, image] of (ocr ? plan.images : []).entries()) {
    if (i > 0 && Date.now() - started > limits.maxScanMillis) {
      notRead(i, `OCR time limit of ${limits.maxScanMillis / 1000} s reached`)
      break
    }
    let page: { bytes: Uint8Array; format: 'png' | 'jpeg' }
    try {
      page = await pageImage(image, limits)
    } catch (error) {
      const refusal =
        error instanceof DocumentError
          ? error
          : new DocumentError('corrupted', `The image of page ${image.pageNumber} is damaged.`, { cause: error })
      if (!mixed) throw refusal
      warnings.push(`ocr: scanned page ${image.pageNumber} not read (${refusal.message.replace(/\.$/, '')})`)
      continue
    }
    let text: string
    try {
      text = await ocr!(page.bytes, page.format)
    } catch (error) {
      // A text PDF stays readable without its scanned pages: an outage skips them (and stops calling).
      if (!mixed) throw error
      if (error instanceof DocumentError) {
        warnings.push(`ocr: scanned page ${image.pageNumber} not read (${error.message.replace(/\.$/, '')})`)
        continue
      }
      notRead(i, 'the OCR service failed')
      break
    }
    const clean = typeof text === 'string' ? cleanOcrText(text) : ''
    read.set(image.pageNumber, clean)
    length += clean.length
    if (length > limits.maxTextChars * 1.2 && i < plan.images.length - 1) {
      warnings.push(`ocr: stopped after page ${image.pageNumber} (text limit reached)`)
      break
    }
  }
  if (read.size > 0) {
    warnings.unshift(`ocr: text recognised from ${read.size} scanned page${read.size === 1 ? '' : 's'}`)
  }
  warnings.push(...(plan.skipped ?? []))
  if (!mixed) return { text: [...read.values()].join('\n\n'), pageCount: plan.pageCount, warnings }
  const pages = (plan.pageTexts ?? []).map((layer, index) => {
    const ocrText = read.get(index + 1)
    // A footer-only text layer gives way to the page's OCR text, unless OCR found less there.
    return ocrText !== undefined && lettersIn(ocrText) >= lettersIn(layer) ? ocrText : layer
  })
  return { text: pages.join('\n\n'), pageCount: plan.pageCount, warnings }
}

function lettersIn(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0
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

interface DrawnImage {
  stream: PDFRawStream
  resources: PDFDict
  /** The CTM it is drawn with (the unit square → page space). */
  matrix: Matrix
}

/**
 * The images a page draws, with their matrices, through Form XObjects two levels deep. Empty when
 * the content cannot be read (an unknown filter, over MAX_CONTENT_BYTES decoded).
 */
async function drawnImages(page: PDFPage): Promise<DrawnImage[]> {
  const resources = page.node.Resources()
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? arrayItems(contents) : [contents]
  const parts: Uint8Array[] = []
  let budget = MAX_CONTENT_BYTES
  for (const stream of streams) {
    const decoded = stream instanceof PDFRawStream ? await decodeContent(stream, budget) : null
    if (!decoded) return []
    parts.push(decoded, Uint8Array.of(0x0a))
    budget -= decoded.length
  }
  const content = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    content.set(part, at)
    at += part.length
  }
  return resources ? collectDrawn(content, IDENTITY, resources, 0) : []
}

async function collectDrawn(
  content: Uint8Array,
  start: Matrix,
  resources: PDFDict,
  depth: number,
): Promise<DrawnImage[]> {
  const xobjects = lookupDict(resources, 'XObject')
  if (!xobjects) return []
  const drawn: DrawnImage[] = []
  for (const placement of placements(content, start)) {
    const object = xobjects.lookup(PDFName.of(placement.name))
    if (!(object instanceof PDFRawStream)) continue
    const subtype = name(lookup(object.dict, 'Subtype'))
    if (subtype === 'Image') drawn.push({ stream: object, resources, matrix: placement.matrix })
    else if (subtype === 'Form' && depth < 2) {
      const inner = await decodeContent(object, MAX_CONTENT_BYTES)
      const formMatrix = lookup(object.dict, 'Matrix')
      const m = formMatrix instanceof PDFArray ? arrayItems(formMatrix).map(number) : []
      const matrix = m.length === 6 && m.every(Number.isFinite) ? (m as unknown as Matrix) : IDENTITY
      if (inner) {
        const innerResources = lookupDict(object.dict, 'Resources') ?? resources
        drawn.push(...(await collectDrawn(inner, multiply(matrix, placement.matrix), innerResources, depth + 1)))
      }
    }
  }
  return drawn
}

/** A content stream, unfiltered or Flate only, at most `cap` bytes decoded; null otherwise. */
async function decodeContent(stream: PDFRawStream, cap: number): Promise<Uint8Array | null> {
  const filter = lookup(stream.dict, 'Filter')
  const filters = (filter instanceof PDFArray ? arrayItems(filter) : filter ? [filter] : []).map(name)
  if (filters.length === 0) return stream.contents.length <= cap ? stream.contents : null
  if (filters.length > 1 || (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl') || cap <= 0) return null
  try {
    // One byte over the cap tells "too long" from "exactly the cap".
    const out = await inflateCapped(stream.contents, cap + 1)
    return out.length > cap ? null : out
  } catch {
    return null
  }
}

function describeImage(
  stream: PDFRawStream,
  resources: PDFDict,
  pageNumber: number,
  limits: DocumentLimits,
  turn: Orientation,
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
  return { pageNumber, stream, width, height, filters, parms, bitsPerComponent, color, inverted, orientation: turn }
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
    // No JPEG decoder here: a turned page is stated in EXIF, which the OCR reader applies (ADR 0046).
    const oriented = orientJpeg(bytes, image.orientation)
    return { bytes: oriented === bytes ? bytes.slice() : oriented, format: 'jpeg' as const }
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
  const png = toPng(image, samples)
  return {
    bytes: await encodePng(isUpright(image.orientation) ? png : orientPng(png, image.orientation)),
    format: 'png' as const,
  }
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
