/**
 * DOCX: safe ZIP open (zip-guard.ts) → main part from the package relationships → headers, body,
 * footers as text. CVs often keep name and contact details in the page header, so headers come first;
 * header/footer lines already seen are dropped (first-page and default headers usually repeat).
 */

import { wordprocessingText } from './docx-text'
import { mainPartName, relsOf } from './ooxml-rels'
import { DocumentError, type DocumentLimits, type RawExtraction } from './types'
import { officeWrittenAt } from './written-at'
import { openZipSafely } from './zip-guard'

export function extractDocx(bytes: Uint8Array, limits: DocumentLimits): RawExtraction {
  const zip = openZipSafely(bytes, limits)
  const main = [mainPartName(zip), 'word/document.xml'].find((name) => name && zip.has(name))
  if (!main) throw new DocumentError('corrupted', 'The DOCX has no document part.')

  const rels = relsOf(zip, main)
  const partText = (name: string) => wordprocessingText(zip.readText(name) ?? '', relsOf(zip, name))
  const related = (type: string) =>
    [...rels.values()]
      .filter((r) => r.type === type && !r.external && zip.has(r.target))
      .map((r) => r.target)
      .sort()

  const body = wordprocessingText(zip.readText(main) ?? '', rels)
  const seen = new Set(body.split('\n').map((l) => l.trim()))
  const unique = (text: string) =>
    text
      .split('\n')
      .filter((line) => {
        const key = line.trim()
        if (!key || seen.has(key)) return false
        seen.add(key)
        return true
      })
      .join('\n')

  const headers = related('header').map(partText).map(unique).filter(Boolean)
  const footers = related('footer').map(partText).map(unique).filter(Boolean)
  const text = [...headers, body, ...footers].join('\n\n')
  return { text, pageCount: null, warnings: [], writtenAt: officeWrittenAt(zip.readText('docProps/core.xml') ?? null) }
}
