/**
 * Legacy Word 97–2003 (.doc): CFB container (cfb.ts) → FIB → piece table (CLX in the 0Table/1Table
 * stream) → the main document's characters, each piece either 8-bit (windows-1252) or UTF-16LE.
 * Then Word's control characters become text structure: paragraph marks → newlines, cell marks → '\t',
 * field codes (HYPERLINK "…", PAGE) are dropped while their displayed results are kept.
 *
 * Fallback, with a warning: Word 6/95 files and files whose piece table cannot be read give the bytes
 * between fcMin and fcMac (the text block of a non-fast-saved file), decoded as UTF-16LE or windows-1252.
 */

import { openCompoundFile } from './cfb'
import { decodeSingleByte } from './code-pages'
import { guessUtf16 } from './text-decode'
import { DocumentError, type RawExtraction } from './types'

const corrupted = (detail: string) => new DocumentError('corrupted', `The Word file is damaged: ${detail}.`)

// FIB offsets ([MS-DOC] 2.5.1): FibBase, then fibRgLw97.ccpText and fibRgFcLcb97.fcClx/lcbClx.
const FIB = {
  ident: 0x00,
  nFib: 0x02,
  flags: 0x0a,
  fcMin: 0x18,
  fcMac: 0x1c,
  ccpText: 0x4c,
  fcClx: 0x1a2,
  lcbClx: 0x1a6,
}
const WORD_IDENT = 0xa5ec
/** Word 97 and later write 0x00C1 here; Word 6/95 wrote 0x0065–0x0068 (a different FIB layout). */
const NFIB_WORD97 = 0x00c0
const FLAG_ENCRYPTED = 0x0100
const FLAG_TABLE_1 = 0x0200

export function extractDoc(bytes: Uint8Array): RawExtraction {
  const cfb = openCompoundFile(bytes)
  const word = cfb.readStream('WordDocument')
  if (!word) throw new DocumentError('unsupported_format')
  if (word.length < 0x20) throw corrupted('FIB too short')
  const view = new DataView(word.buffer, word.byteOffset, word.byteLength)
  if (view.getUint16(FIB.ident, true) !== WORD_IDENT) throw corrupted('not a Word document stream')
  const flags = view.getUint16(FIB.flags, true)
  if (flags & FLAG_ENCRYPTED) throw new DocumentError('encrypted')

  const nFib = view.getUint16(FIB.nFib, true)
  if (nFib >= NFIB_WORD97 && word.length >= FIB.lcbClx + 4) {
    const table = cfb.readStream(flags & FLAG_TABLE_1 ? '1Table' : '0Table')
    const text = table ? pieceTableText(word, view, table) : null
    if (text !== null) return { text: cleanWordText(text), pageCount: null, warnings: [] }
  }
  return {
    text: cleanWordText(textBlock(word, view)),
    pageCount: null,
    warnings: ['doc: piece table unavailable; text read from the raw text block (best effort)'],
  }
}

/** Main-document text from the piece table, or null when the CLX is missing or inconsistent. */
function pieceTableText(word: Uint8Array, view: DataView, table: Uint8Array): string | null {
  const ccpText = view.getInt32(FIB.ccpText, true)
  const fcClx = view.getUint32(FIB.fcClx, true)
  const lcbClx = view.getUint32(FIB.lcbClx, true)
  if (ccpText < 0 || ccpText > word.length || lcbClx === 0 || fcClx + lcbClx > table.length) return null
  const clx = table.subarray(fcClx, fcClx + lcbClx)
  const clxView = new DataView(clx.buffer, clx.byteOffset, clx.byteLength)

  // Skip Prc entries (clxt 0x01 + cbGrpprl + grpprl) up to the Pcdt (clxt 0x02).
  let at = 0
  while (at < clx.length && clx[at] === 0x01) {
    if (at + 3 > clx.length) return null
    at += 3 + clxView.getInt16(at + 1, true)
  }
  if (clx[at] !== 0x02 || at + 5 > clx.length) return null
  const lcb = clxView.getUint32(at + 1, true)
  const plc = at + 5
  if (plc + lcb > clx.length || lcb < 16 || (lcb - 4) % 12 !== 0) return null
  const pieces = (lcb - 4) / 12

  const parts: string[] = []
  let produced = 0
  for (let k = 0; k < pieces && produced < ccpText; k++) {
    const cpStart = clxView.getUint32(plc + k * 4, true)
    const cpEnd = Math.min(clxView.getUint32(plc + (k + 1) * 4, true), ccpText)
    if (cpEnd <= cpStart) continue
    const length = cpEnd - cpStart
    const fcField = clxView.getUint32(plc + (pieces + 1) * 4 + k * 8 + 2, true)
    const compressed = (fcField & 0x40000000) !== 0
    const fc = fcField & 0x3fffffff
    if (compressed) {
      const from = fc / 2
      if (from + length > word.length) throw corrupted('a text piece leaves the stream')
      parts.push(decodeSingleByte(word.subarray(from, from + length), 'windows-1252'))
    } else {
      if (fc + length * 2 > word.length) throw corrupted('a text piece leaves the stream')
      parts.push(new TextDecoder('utf-16le').decode(word.subarray(fc, fc + length * 2)))
    }
    produced += length
  }
  return parts.join('')
}

/** Word 6/95 and damaged files: the bytes between fcMin and fcMac. */
function textBlock(word: Uint8Array, view: DataView): string {
  const fcMin = view.getUint32(FIB.fcMin, true)
  const fcMac = view.getUint32(FIB.fcMac, true)
  if (fcMin >= fcMac || fcMac > word.length) throw corrupted('no readable text block')
  const block = word.subarray(fcMin, fcMac)
  if (guessUtf16(block) === 'le') return new TextDecoder('utf-16le').decode(block.subarray(0, block.length & ~1))
  return decodeSingleByte(block, 'windows-1252')
}

/** Word's in-text control characters → plain text structure. */
export function cleanWordText(raw: string): string {
  let out = ''
  // One entry per open field: true while inside its code part (before the 0x14 separator).
  const fields: boolean[] = []
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i)
    if (c === 0x13) {
      fields.push(true)
      continue
    }
    if (c === 0x14) {
      if (fields.length) fields[fields.length - 1] = false
      continue
    }
    if (c === 0x15) {
      fields.pop()
      continue
    }
    if (fields.includes(true)) continue
    if (c === 0x07) {
      // A cell mark ends a cell; a second one right after it ends the table row.
      if (raw.charCodeAt(i + 1) === 0x07) {
        out += '\t\n'
        i++
      } else out += '\t'
    } else if (c === 0x0d || c === 0x0b || c === 0x0c || c === 0x0e) out += '\n'
    else if (c === 0x1e) out += '-'
    else if (c === 0x1f || c < 0x09 || c === 0x0a) continue
    else out += raw[i]
  }
  return out
}
