/** OOXML package relationships (`_rels/*.rels`): which part is the main document, slides, links. */

import { attr, scanXml } from './xml-scan'
import type { SafeZip } from './zip-guard'

export interface Relationship {
  id: string
  /** Last segment of the relationship type URI, e.g. 'officeDocument', 'slide', 'hyperlink', 'header'. */
  type: string
  /** For internal targets, the resolved part name inside the package (no leading '/'). */
  target: string
  external: boolean
}

/** Relationships of a part, e.g. relsOf(zip, 'word/document.xml') reads 'word/_rels/document.xml.rels'. */
export function relsOf(zip: SafeZip, partName: string): Map<string, Relationship> {
  const slash = partName.lastIndexOf('/')
  const dir = slash >= 0 ? partName.slice(0, slash + 1) : ''
  const file = partName.slice(slash + 1)
  const xml = zip.readText(`${dir}_rels/${file}.rels`)
  const result = new Map<string, Relationship>()
  if (!xml) return result
  scanXml(xml, {
    open(name, tag) {
      if (localName(name) !== 'Relationship') return
      const id = attr(tag, 'Id')
      const type = attr(tag, 'Type') ?? ''
      const target = attr(tag, 'Target')
      if (!id || target === undefined) return
      const external = attr(tag, 'TargetMode') === 'External'
      result.set(id, {
        id,
        type: type.slice(type.lastIndexOf('/') + 1),
        target: external ? target : resolvePartName(dir, target),
        external,
      })
    },
    close() {},
    text() {},
  })
  return result
}

/** The main part named by the package's officeDocument relationship, if any. */
export function mainPartName(zip: SafeZip): string | null {
  for (const rel of relsOf(zip, '').values()) {
    if (rel.type === 'officeDocument' && !rel.external) return rel.target
  }
  return null
}

/** Resolves a relative target against the folder of the source part ('word/' + '../x' → 'x'). */
export function resolvePartName(dir: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : dir + target).split('/')
  const out: string[] = []
  for (const part of parts) {
    if (part === '..') out.pop()
    else if (part !== '.' && part !== '') out.push(part)
  }
  return out.join('/')
}

export function localName(qualified: string): string {
  const colon = qualified.indexOf(':')
  return colon >= 0 ? qualified.slice(colon + 1) : qualified
}
