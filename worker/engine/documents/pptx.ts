/**
 * PPTX: safe ZIP open → slide order from ppt/presentation.xml (p:sldIdLst + its relationships; the
 * slideN.xml numbers are only a fallback, they do not follow reordering) → DrawingML text per slide.
 * Paragraphs become lines; table cells are joined with '\t' per row; slides are separated by a blank line.
 */

import { localName, mainPartName, relsOf } from './ooxml-rels'
import { DocumentError, type DocumentLimits, type RawExtraction } from './types'
import { officeWrittenAt } from './written-at'
import { attr, scanXml } from './xml-scan'
import { openZipSafely, type SafeZip } from './zip-guard'

export function extractPptx(bytes: Uint8Array, limits: DocumentLimits): RawExtraction {
  const zip = openZipSafely(bytes, limits)
  const slides = slideOrder(zip)
  if (slides.length > limits.maxPages) {
    throw new DocumentError(
      'too_many_pages',
      `The presentation has ${slides.length} slides (limit ${limits.maxPages}).`,
    )
  }
  const text = slides.map((name) => drawingText(zip.readText(name) ?? '')).join('\n\n')
  return {
    text,
    pageCount: slides.length,
    warnings: [],
    writtenAt: officeWrittenAt(zip.readText('docProps/core.xml') ?? null),
  }
}

function slideOrder(zip: SafeZip): string[] {
  const presentation = [mainPartName(zip), 'ppt/presentation.xml'].find((n) => n && zip.has(n))
  const ordered: string[] = []
  if (presentation) {
    const rels = relsOf(zip, presentation)
    scanXml(zip.readText(presentation) ?? '', {
      open(name, tag) {
        if (localName(name) !== 'sldId') return
        const rel = rels.get(attr(tag, 'r:id') ?? '')
        if (rel && !rel.external && zip.has(rel.target) && !ordered.includes(rel.target)) ordered.push(rel.target)
      },
      close() {},
      text() {},
    })
  }
  if (ordered.length > 0) return ordered
  const number = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0)
  return zip.names.filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort((a, b) => number(a) - number(b))
}

/** DrawingML text of one slide: a:t runs, a:br, paragraphs, table rows. */
export function drawingText(xml: string): string {
  const lines: string[] = []
  let paragraph: string | null = null
  let row: string[] | null = null
  let cell: string[] | null = null
  let inText = 0
  let skipDepth = 0

  const endParagraph = () => {
    if (paragraph === null) return
    if (cell) cell.push(paragraph)
    else lines.push(paragraph)
    paragraph = null
  }

  scanXml(xml, {
    open(qualified, _tag, selfClosing) {
      const name = localName(qualified)
      if (skipDepth > 0 || name === 'Fallback') {
        if (!selfClosing) skipDepth++
        return
      }
      if (name === 'p') paragraph = ''
      else if (name === 't' && !selfClosing) inText++
      else if (name === 'br' && paragraph !== null) paragraph += '\n'
      else if (name === 'tr') row = []
      else if (name === 'tc') cell = []
      if (selfClosing && name === 'p') endParagraph()
    },
    close(qualified) {
      const name = localName(qualified)
      if (skipDepth > 0) {
        skipDepth--
        return
      }
      if (name === 'p') endParagraph()
      else if (name === 't') inText = Math.max(0, inText - 1)
      else if (name === 'tc' && cell) {
        row?.push(cell.filter((p) => p.trim()).join(' '))
        cell = null
      } else if (name === 'tr' && row) {
        lines.push(row.join('\t'))
        row = null
      }
    },
    text(text) {
      if (inText > 0 && paragraph !== null) paragraph += text
    },
  })
  endParagraph()
  return lines.join('\n')
}
