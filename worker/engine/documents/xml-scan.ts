/**
 * A small, forgiving XML tokenizer for OOXML parts (workerd has no DOMParser).
 * Linear in the input; never expands DTD entities (only the five predefined ones and numeric
 * references are decoded), so "billion laughs" style payloads are inert. Malformed input ends the scan
 * instead of throwing: the caller decides whether what it got is enough.
 */

import { windows1252C1 } from './code-pages'

export interface XmlVisitor {
  open(name: string, tag: string, selfClosing: boolean): void
  close(name: string): void
  text(text: string): void
}

export function scanXml(xml: string, visitor: XmlVisitor): void {
  let i = 0
  const n = xml.length
  while (i < n) {
    const lt = xml.indexOf('<', i)
    if (lt < 0) {
      emitText(xml.slice(i), visitor)
      return
    }
    if (lt > i) emitText(xml.slice(i, lt), visitor)
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4)
      if (end < 0) return
      i = end + 3
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9)
      if (end < 0) return
      visitor.text(xml.slice(lt + 9, end))
      i = end + 3
    } else if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt + 2)
      if (end < 0) return
      i = end + 2
    } else if (xml.startsWith('<!', lt)) {
      i = skipDeclaration(xml, lt)
      if (i < 0) return
    } else {
      const end = findTagEnd(xml, lt + 1)
      if (end < 0) return
      const tag = xml.slice(lt + 1, end)
      if (tag.startsWith('/')) {
        visitor.close(tag.slice(1).trim())
      } else {
        const selfClosing = tag.endsWith('/')
        const name = tagName(tag)
        if (name) visitor.open(name, tag, selfClosing)
      }
      i = end + 1
    }
  }
}

function emitText(raw: string, visitor: XmlVisitor): void {
  visitor.text(raw.includes('&') ? decodeXmlEntities(raw) : raw)
}

/** Index of the '>' that closes a tag, skipping quoted attribute values; -1 if unterminated. */
function findTagEnd(xml: string, from: number): number {
  let quote = ''
  for (let i = from; i < xml.length; i++) {
    const c = xml[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") {
      quote = c
    } else if (c === '>') {
      return i
    }
  }
  return -1
}

/** Skips <!DOCTYPE …> including an internal subset in [ ]. */
function skipDeclaration(xml: string, lt: number): number {
  let depth = 0
  for (let i = lt + 2; i < xml.length; i++) {
    const c = xml[i]
    if (c === '[') depth++
    else if (c === ']') depth--
    else if (c === '>' && depth <= 0) return i + 1
  }
  return -1
}

function tagName(tag: string): string {
  const m = /^[^\s/>]+/.exec(tag)
  return m ? m[0] : ''
}

/** Value of one attribute in a raw tag (`w:val="x"`), entity-decoded; undefined when absent. */
export function attr(tag: string, name: string): string | undefined {
  const re = new RegExp(`(?:^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*=\\s*("([^"]*)"|'([^']*)')`)
  const m = re.exec(tag)
  if (!m) return undefined
  return decodeXmlEntities(m[2] ?? m[3] ?? '')
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

export function decodeXmlEntities(s: string): string {
  return decodeEntities(s, XML_ENTITIES)
}

/** Decodes numeric references and the given named entities; unknown names stay as written. */
export function decodeEntities(s: string, named: Record<string, string>): string {
  return s.replace(/&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,9}|[A-Za-z][A-Za-z0-9]{0,31});?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      return codePointToString(code)
    }
    const value = named[body]
    if (value === undefined) return whole
    // Without the ';' only complete matches count (XML always has it; HTML allows '&amp' in text).
    return value
  })
}

function codePointToString(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD'
  if (code >= 0x80 && code <= 0x9f) return windows1252C1(code)
  return String.fromCodePoint(code)
}
