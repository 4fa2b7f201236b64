/**
 * HTML → text without a DOM (workerd has none): decode with the declared or detected charset, drop
 * scripts/styles/head/comments, block elements and <br> become line breaks, <li> gets '• ', table cells
 * are separated by '\t', whitespace collapses outside <pre>, entities are decoded, and a link whose
 * text hides an e-mail or profile address ("LinkedIn") keeps the address in brackets (links.ts).
 */

import { HTML_ENTITIES } from './html-entities'
import { hiddenLinkSuffix } from './links'
import { decodeText, type TextEncoding } from './text-decode'
import type { RawExtraction } from './types'
import { decodeEntities } from './xml-scan'

const BLOCKS = new Set(
  (
    'address article aside blockquote body caption center dd details dialog dir div dl dt fieldset figcaption ' +
    'figure footer form frameset h1 h2 h3 h4 h5 h6 header hgroup hr html legend li main menu nav ol p pre ' +
    'section summary table tbody tfoot thead tr ul'
  ).split(' '),
)
/** Elements whose content is never visible text. */
// <noscript> is kept: without scripts its content is what a reader sees (pandoc hides e-mails behind it).
const SKIP_CONTENT = new Set(['script', 'style', 'title', 'template', 'svg', 'math', 'object', 'iframe'])

export function extractHtml(bytes: Uint8Array): RawExtraction {
  const decoded = decodeText(bytes, declaredCharset(bytes))
  const warnings = decoded.lossy ? [`encoding: some bytes were not valid ${decoded.encoding} and were replaced`] : []
  return { text: htmlToText(decoded.text), pageCount: null, warnings }
}

/** <meta charset> or http-equiv content-type in the first 4 KB. */
function declaredCharset(bytes: Uint8Array): TextEncoding | undefined {
  let head = ''
  for (let i = 0; i < Math.min(bytes.length, 4096); i++) head += String.fromCharCode(bytes[i]!)
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)
  const label = m?.[1]?.toLowerCase()
  if (!label) return undefined
  if (['windows-1250', 'cp1250', 'x-cp1250'].includes(label)) return 'windows-1250'
  if (['iso-8859-2', 'latin2', 'iso8859-2', 'l2'].includes(label)) return 'iso-8859-2'
  if (['windows-1252', 'iso-8859-1', 'latin1', 'us-ascii', 'cp1252', 'iso8859-1', 'l1', 'ascii'].includes(label)) {
    return 'windows-1252'
  }
  return undefined
}

export function htmlToText(html: string): string {
  let out = ''
  let pre = 0
  const anchors: { href: string; start: number }[] = []
  const newline = () => {
    let end = out.length
    while (end > 0 && (out[end - 1] === ' ' || out[end - 1] === '\t')) end--
    out = out.slice(0, end)
    if (out && !out.endsWith('\n')) out += '\n'
  }
  const appendText = (raw: string) => {
    const text = raw.includes('&') ? decodeEntities(raw, HTML_ENTITIES) : raw
    if (pre > 0) out += text
    else {
      // Markup indentation between blocks is not text.
      const collapsed = text.replace(/\s+/g, ' ')
      out += out === '' || out.endsWith('\n') ? collapsed.trimStart() : collapsed
    }
  }

  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt < 0) {
      appendText(html.slice(i))
      break
    }
    if (lt > i) appendText(html.slice(i, lt))
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      i = end < 0 ? html.length : end + 3
      continue
    }
    const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(lt, lt + 64))
    if (!m) {
      if (html[lt + 1] === '!' || html[lt + 1] === '?') {
        const end = html.indexOf('>', lt)
        i = end < 0 ? html.length : end + 1
      } else {
        out += '<'
        i = lt + 1
      }
      continue
    }
    const end = findTagEnd(html, lt + 1)
    if (end < 0) break
    const closing = m[1] === '/'
    const name = m[2]!.toLowerCase()
    const tag = html.slice(lt, end + 1)
    i = end + 1

    if (!closing && (SKIP_CONTENT.has(name) || name === 'head') && !tag.endsWith('/>')) {
      const close = indexOfClosingTag(html, name, i)
      // An unclosed <head> is not skipped (its body would vanish); an unclosed <script> hides the rest, as in a browser.
      if (close >= 0) i = close
      else if (name !== 'head') i = html.length
      continue
    }
    if (name === 'br') out += '\n'
    else if (name === 'td' || name === 'th') {
      if (closing) out += '\t'
    } else if (name === 'li' && !closing) {
      newline()
      out += '• '
    } else if (name === 'pre') {
      pre = Math.max(0, pre + (closing ? -1 : 1))
      newline()
    } else if (name === 'a') {
      if (!closing) anchors.push({ href: /\shref\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? '', start: out.length })
      else closeAnchor(anchors.pop())
    } else if (BLOCKS.has(name)) newline()
  }
  return out

  function closeAnchor(anchor: { href: string; start: number } | undefined): void {
    if (anchor?.href) out += hiddenLinkSuffix(decodeEntities(anchor.href, HTML_ENTITIES), out.slice(anchor.start))
  }
}

/** The '>' ending a tag; quotes only count when they open an attribute value (after '='). */
function findTagEnd(html: string, from: number): number {
  let quote = ''
  let afterEquals = false
  for (let i = from; i < html.length; i++) {
    const c = html[i]!
    if (quote) {
      if (c === quote) quote = ''
      continue
    }
    if ((c === '"' || c === "'") && afterEquals) quote = c
    else if (c === '>') return i
    if (c === '=') afterEquals = true
    else if (!/\s/.test(c)) afterEquals = false
  }
  return -1
}

/** Index just after `</name ...>` (case-insensitive), or -1. */
function indexOfClosingTag(html: string, name: string, from: number): number {
  const re = new RegExp(`</${name}\\s*>`, 'ig')
  re.lastIndex = from
  const m = re.exec(html)
  return m ? m.index + m[0].length : -1
}
