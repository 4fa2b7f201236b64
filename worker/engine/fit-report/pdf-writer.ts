/**
 * A PDF writer for text documents in every script of the message languages: pdf-lib with one embedded
 * Unicode font (DejaVu Sans, subset at build time to Latin, Cyrillic and Arabic; subset again per
 * document), shaped by fontkit so Arabic joins and runs right to left. Word wrap by the font's real
 * widths, A4 pages. Bold is the same font filled and outlined: one font keeps the Worker small.
 */
import type { PDFFont, PDFPage } from 'pdf-lib'

export interface TextBlock {
  text: string
  size?: number
  bold?: boolean
  /** Extra space above, in points. */
  spaceBefore?: number
  indent?: number
  color?: [number, number, number]
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 }
/** Outline width of faux bold, relative to the font size. */
const BOLD_STROKE = 0.035

// Loaded on the first PDF too: 260 KB of base64 that most requests never need.
let fontBytes: Promise<Uint8Array> | undefined
function reportFont(): Promise<Uint8Array> {
  fontBytes ??= import('./font/report-font').then(({ REPORT_FONT_BASE64 }) =>
    Uint8Array.from(atob(REPORT_FONT_BASE64), (c) => c.charCodeAt(0)),
  )
  return fontBytes
}

// A line whose first strong letter is Hebrew or Arabic is set flush right.
const FIRST_STRONG_RE = /[\p{L}]/u
const RTL_RE = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u
const isRightToLeft = (line: string) => RTL_RE.test(FIRST_STRONG_RE.exec(line)?.[0] ?? '')

function wrap(text: string, maxWidth: number, width: (s: string) => number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (width(candidate) <= maxWidth || !line) line = candidate
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

type PdfLib = typeof import('pdf-lib')

/**
 * The PDF libraries are loaded on the first PDF: they are large (about 1.5 MB each unminified) and
 * most requests never write one.
 */
type Fontkit = Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0]
let libraries: Promise<{ pdf: PdfLib; fontkit: Fontkit }> | undefined
function loadLibraries() {
  libraries ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([pdf, fontkit]) => ({
    pdf,
    fontkit: fontkit.default,
  }))
  return libraries
}

function drawLine(
  pdf: PdfLib,
  page: PDFPage,
  font: PDFFont,
  line: string,
  at: { x: number; y: number },
  block: TextBlock,
) {
  const { LineCapStyle, TextRenderingMode, popGraphicsState, pushGraphicsState, rgb } = pdf
  const { setLineCap, setLineWidth, setStrokingRgbColor, setTextRenderingMode } = pdf
  const size = block.size ?? 10.5
  const [r, g, b] = block.color ?? [0.1, 0.1, 0.1]
  if (block.bold) {
    page.pushOperators(
      pushGraphicsState(),
      setTextRenderingMode(TextRenderingMode.FillAndOutline),
      setLineWidth(size * BOLD_STROKE),
      setLineCap(LineCapStyle.Round),
      setStrokingRgbColor(r, g, b),
    )
  }
  page.drawText(line, { x: at.x, y: at.y, size, font, color: rgb(r, g, b) })
  if (block.bold) page.pushOperators(popGraphicsState())
}

/** Lays the blocks out on as many A4 pages as needed and returns the PDF bytes. */
export async function writeTextPdf(blocks: TextBlock[], meta: { title: string }): Promise<Uint8Array> {
  const { pdf, fontkit } = await loadLibraries()
  const doc = await pdf.PDFDocument.create()
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(await reportFont(), { subset: true })
  doc.setTitle(meta.title, { showInWindowTitleBar: true })
  doc.setProducer('Shortlist')
  doc.setCreator('Shortlist')

  let page = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  for (const block of blocks) {
    const size = block.size ?? 10.5
    const indent = block.indent ?? 0
    const leading = size * 1.35
    const maxWidth = PAGE.width - 2 * PAGE.margin - indent
    y -= block.spaceBefore ?? 0
    for (const line of wrap(block.text, maxWidth, (s) => font.widthOfTextAtSize(s, size))) {
      if (y - leading < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height])
        y = PAGE.height - PAGE.margin
      }
      y -= leading
      if (!line) continue
      const x = isRightToLeft(line)
        ? PAGE.width - PAGE.margin - indent - font.widthOfTextAtSize(line, size)
        : PAGE.margin + indent
      drawLine(pdf, page, font, line, { x, y }, block)
    }
  }
  return doc.save()
}
