/**
 * A small PDF 1.4 writer for text documents: Helvetica and Helvetica-Bold (standard fonts, no
 * embedding) in WinAnsiEncoding, word wrap by the fonts' real widths, A4 pages. Enough for reports,
 * and far smaller in a Worker than a general PDF library.
 */

// Helvetica advance widths (1/1000 em) for WinAnsi 32..126, from the standard AFM.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
]
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
]

/** WinAnsi (cp1252) code for a character, or '?' for characters the standard fonts cannot show. */
const CP1252_EXTRA: Record<string, number> = {
  '€': 128,
  '‚': 130,
  '„': 132,
  '…': 133,
  '–': 150,
  '—': 151,
  '‘': 145,
  '’': 146,
  '“': 147,
  '”': 148,
  '•': 149,
  '™': 153,
}
function winAnsi(ch: string): number {
  const code = ch.codePointAt(0) ?? 63
  if (code >= 32 && code <= 126) return code
  if (code >= 160 && code <= 255) return code
  return CP1252_EXTRA[ch] ?? 63
}

function widthOf(text: string, bold: boolean, size: number): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA
  let units = 0
  for (const ch of text) {
    const code = winAnsi(ch)
    units += code >= 32 && code <= 126 ? (table[code - 32] ?? 556) : 556
  }
  return (units * size) / 1000
}

function pdfString(text: string): string {
  let out = '('
  for (const ch of text) {
    const code = winAnsi(ch)
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(code)
  }
  return `${out})`
}

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

function wrap(text: string, maxWidth: number, bold: boolean, size: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (widthOf(candidate, bold, size) <= maxWidth || !line) line = candidate
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

/** Lays the blocks out on as many A4 pages as needed and returns the PDF bytes. */
export function writeTextPdf(blocks: TextBlock[], meta: { title: string }): Uint8Array {
  const pages: string[][] = [[]]
  let y = PAGE.height - PAGE.margin
  for (const block of blocks) {
    const size = block.size ?? 10.5
    const bold = block.bold ?? false
    const indent = block.indent ?? 0
    const leading = size * 1.35
    y -= block.spaceBefore ?? 0
    const [r, g, b] = block.color ?? [0.1, 0.1, 0.1]
    for (const line of wrap(block.text, PAGE.width - 2 * PAGE.margin - indent, bold, size)) {
      if (y - leading < PAGE.margin) {
        pages.push([])
        y = PAGE.height - PAGE.margin
      }
      y -= leading
      pages
        .at(-1)
        ?.push(
          `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${r} ${g} ${b} rg ${(PAGE.margin + indent).toFixed(2)} ${y.toFixed(2)} Td ${pdfString(line)} Tj ET`,
        )
    }
  }

  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(`<< /Title ${pdfString(meta.title)} /Producer (Shortlist) >>`)
  const kids: string[] = []
  for (const content of pages) {
    const stream = content.join('\n')
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
    const contentRef = objects.length
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentRef} 0 R >>`,
    )
    kids.push(`${objects.length} 0 R`)
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`

  // Every string above is single-byte (latin1), so string length equals byte length.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  const bytes = new Uint8Array(out.length)
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i) & 0xff
  return bytes
}
