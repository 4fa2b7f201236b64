/**
 * WordprocessingML part (document, header, footer) → lines of text.
 *
 * Paragraphs become lines; list paragraphs get a '• ' prefix; w:tab → '\t', w:br → newline. Tables:
 * a row whose cells each hold one line becomes one line with '\t' between cells; a row with longer
 * cells (the usual two-column CV layout built from a table) is read cell by cell, so each cell stays
 * together. Text boxes are read where they are anchored. Deleted/moved-from text, field codes and the
 * VML fallback copy inside mc:AlternateContent are skipped (they would duplicate or leak text).
 */

import { hiddenLinkSuffix } from './links'
import { localName, type Relationship } from './ooxml-rels'
import { attr, scanXml } from './xml-scan'

interface Container {
  lines: string[]
  paragraph: string | null
  listItem: boolean
}

interface Hyperlink {
  url: string | null
  startLength: number
}

/** Elements whose whole subtree carries no visible text for us. */
const SKIPPED = new Set(['Fallback', 'delText', 'instrText', 'moveFrom', 'rPr', 'del'])

export function wordprocessingText(xml: string, rels: Map<string, Relationship>): string {
  const containers: Container[] = [{ lines: [], paragraph: null, listItem: false }]
  const rows: string[][][] = []
  const links: Hyperlink[] = []
  let skipDepth = 0
  let inText = 0
  let inParagraphProps = 0

  const top = () => containers[containers.length - 1]!
  const append = (s: string) => {
    const c = top()
    c.paragraph = (c.paragraph ?? '') + s
  }

  scanXml(xml, {
    open(qualified, tag, selfClosing) {
      const name = localName(qualified)
      if (skipDepth > 0 || SKIPPED.has(name)) {
        if (!selfClosing) skipDepth++
        return
      }
      if (name === 'pPr') {
        if (!selfClosing) inParagraphProps++
        return
      }
      if (inParagraphProps > 0) {
        if (name === 'numPr') top().listItem = true
        else if (name === 'numId' && attr(tag, 'w:val') === '0') top().listItem = false
        return
      }
      switch (name) {
        case 'p':
          top().paragraph = ''
          top().listItem = false
          if (selfClosing) endParagraph(top())
          break
        case 't':
          if (!selfClosing) inText++
          break
        case 'tab':
        case 'ptab':
          append('\t')
          break
        case 'br':
        case 'cr':
          append('\n')
          break
        case 'noBreakHyphen':
          append('-')
          break
        case 'sym': {
          const code = Number.parseInt(attr(tag, 'w:char') ?? '', 16)
          if (Number.isFinite(code) && code > 0 && code < 0xffff) append(String.fromCharCode(code))
          break
        }
        case 'tr':
          rows.push([])
          break
        case 'tc':
        case 'txbxContent':
          containers.push({ lines: [], paragraph: null, listItem: false })
          break
        case 'hyperlink': {
          const id = attr(tag, 'r:id')
          const rel = id ? rels.get(id) : undefined
          const url = rel?.external ? rel.target : null
          if (!selfClosing) links.push({ url, startLength: top().paragraph?.length ?? 0 })
          break
        }
      }
    },
    close(qualified) {
      const name = localName(qualified)
      if (skipDepth > 0) {
        skipDepth--
        return
      }
      if (name === 'pPr') {
        inParagraphProps = Math.max(0, inParagraphProps - 1)
        return
      }
      switch (name) {
        case 'p':
          endParagraph(top())
          break
        case 't':
          inText = Math.max(0, inText - 1)
          break
        case 'tc': {
          if (containers.length < 2) break
          const cell = containers.pop()!
          endParagraph(cell)
          rows[rows.length - 1]?.push(
            cell.lines
              .join('\n')
              .split('\n')
              .filter((l) => l.trim()),
          )
          break
        }
        case 'txbxContent': {
          if (containers.length < 2) break
          const box = containers.pop()!
          endParagraph(box)
          // The anchor's paragraph is still open; the box's lines go before it.
          top().lines.push(...box.lines)
          break
        }
        case 'tr': {
          const cells = rows.pop()
          if (cells) top().lines.push(...rowLines(cells))
          break
        }
        case 'hyperlink': {
          const link = links.pop()
          const c = top()
          if (link?.url && c.paragraph !== null) append(hiddenLinkSuffix(link.url, c.paragraph.slice(link.startLength)))
          break
        }
      }
    },
    text(text) {
      if (inText > 0 && skipDepth === 0) append(text)
    },
  })

  const body = containers[0]!
  endParagraph(body)
  return body.lines.join('\n')
}

function endParagraph(c: Container): void {
  if (c.paragraph === null) return
  const text = c.paragraph
  c.lines.push(c.listItem && text.trim() ? `• ${text}` : text)
  c.paragraph = null
  c.listItem = false
}

function rowLines(cells: string[][]): string[] {
  if (cells.every((lines) => lines.length <= 1)) {
    const line = cells.map((lines) => lines[0] ?? '').join('\t')
    return line.trim() ? [line] : []
  }
  return cells.flat()
}
