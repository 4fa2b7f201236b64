/**
 * Reads a ZIP central directory (with ZIP64 fields) without inflating anything.
 * We parse it ourselves instead of trusting fflate's unzipSync: the checks in zip-guard.ts need the
 * declared sizes, local header offsets and flags of every entry before a single byte is inflated.
 */

import { DocumentError } from './types'

export interface ZipEntry {
  name: string
  /** General purpose bit flags (bit 0: encrypted, bit 3: data descriptor, bit 11: UTF-8 name). */
  flags: number
  /** 0 stored, 8 deflate. */
  method: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

export interface ZipDirectory {
  entries: ZipEntry[]
  /** Where the central directory starts: every entry's data must end before it. */
  centralDirectoryOffset: number
}

const EOCD_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const ZIP64_EOCD_SIGNATURE = 0x06064b50
const CENTRAL_SIGNATURE = 0x02014b50
export const LOCAL_SIGNATURE = 0x04034b50

const malformed = (detail: string) => new DocumentError('zip_malformed', `The ZIP archive is damaged: ${detail}.`)

export function u16(b: Uint8Array, at: number): number {
  if (at < 0 || at + 2 > b.length) throw malformed('a header points outside the file')
  return b[at]! | (b[at + 1]! << 8)
}

export function u32(b: Uint8Array, at: number): number {
  if (at < 0 || at + 4 > b.length) throw malformed('a header points outside the file')
  return (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0
}

function u64(b: Uint8Array, at: number): number {
  const low = u32(b, at)
  const high = u32(b, at + 4)
  // Anything past 2^53 cannot be a real offset or size in a file we accepted (≤ maxBytes).
  if (high > 0x1fffff) throw malformed('a 64-bit size is out of range')
  return high * 0x100000000 + low
}

const utf8 = new TextDecoder('utf-8')

/**
 * @param maxEntries refuse (zip_bomb) before walking a directory that declares more entries than this.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries = Number.POSITIVE_INFINITY): ZipDirectory {
  const eocd = findEndOfCentralDirectory(bytes)
  let count = u16(bytes, eocd + 10)
  let size = u32(bytes, eocd + 12)
  let offset = u32(bytes, eocd + 16)
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20
    if (locator < 0 || u32(bytes, locator) !== ZIP64_LOCATOR_SIGNATURE) throw malformed('missing ZIP64 locator')
    const zip64 = u64(bytes, locator + 8)
    if (u32(bytes, zip64) !== ZIP64_EOCD_SIGNATURE) throw malformed('missing ZIP64 end record')
    count = u64(bytes, zip64 + 32)
    size = u64(bytes, zip64 + 40)
    offset = u64(bytes, zip64 + 48)
  }
  if (count > maxEntries) {
    throw new DocumentError('zip_bomb', `The archive has ${count} entries (limit ${maxEntries}).`)
  }
  if (offset + size > bytes.length || count * 46 > size) throw malformed('the central directory does not fit')

  const entries: ZipEntry[] = []
  let at = offset
  for (let i = 0; i < count; i++) {
    if (u32(bytes, at) !== CENTRAL_SIGNATURE) throw malformed('bad central directory entry')
    const flags = u16(bytes, at + 8)
    const method = u16(bytes, at + 10)
    let compressedSize = u32(bytes, at + 20)
    let uncompressedSize = u32(bytes, at + 24)
    const nameLength = u16(bytes, at + 28)
    const extraLength = u16(bytes, at + 30)
    const commentLength = u16(bytes, at + 32)
    let localHeaderOffset = u32(bytes, at + 42)
    const nameStart = at + 46
    const extraStart = nameStart + nameLength
    const next = extraStart + extraLength + commentLength
    if (next > offset + size) throw malformed('an entry runs past the central directory')
    const name = utf8.decode(bytes.subarray(nameStart, extraStart))

    // ZIP64 extra field: holds, in this order, only the fields whose 32-bit value is 0xFFFFFFFF.
    const zip64 = findExtra(bytes, extraStart, extraStart + extraLength, 0x0001)
    if (zip64) {
      let p = zip64.start
      const take = () => {
        if (p + 8 > zip64.end) throw malformed('short ZIP64 field')
        p += 8
        return u64(bytes, p - 8)
      }
      if (uncompressedSize === 0xffffffff) uncompressedSize = take()
      if (compressedSize === 0xffffffff) compressedSize = take()
      if (localHeaderOffset === 0xffffffff) localHeaderOffset = take()
    }
    entries.push({ name, flags, method, compressedSize, uncompressedSize, localHeaderOffset })
    at = next
  }
  return { entries, centralDirectoryOffset: offset }
}

/** The last end-of-central-directory record whose directory really starts with an entry header. */
function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let e = bytes.length - 22; e >= lowest; e--) {
    if (bytes[e] !== 0x50 || bytes[e + 1] !== 0x4b || u32(bytes, e) !== EOCD_SIGNATURE) continue
    const count = u16(bytes, e + 10)
    const offset = u32(bytes, e + 16)
    if (count === 0 || offset === 0xffffffff || count === 0xffff) return e
    if (offset + 4 <= bytes.length && u32(bytes, offset) === CENTRAL_SIGNATURE) return e
  }
  throw malformed('no central directory (truncated?)')
}

function findExtra(bytes: Uint8Array, start: number, end: number, id: number): { start: number; end: number } | null {
  let p = start
  while (p + 4 <= end) {
    const headerId = u16(bytes, p)
    const length = u16(bytes, p + 2)
    if (headerId === id) return { start: p + 4, end: p + 4 + length }
    p += 4 + length
  }
  return null
}

/** Where an entry's compressed bytes start (after its local header) and the name the local header gives. */
export function localHeader(bytes: Uint8Array, entry: ZipEntry): { dataStart: number; name: string } {
  const at = entry.localHeaderOffset
  if (u32(bytes, at) !== LOCAL_SIGNATURE) throw malformed(`no local header for ${entry.name}`)
  const nameLength = u16(bytes, at + 26)
  const extraLength = u16(bytes, at + 28)
  const name = utf8.decode(bytes.subarray(at + 30, at + 30 + nameLength))
  return { dataStart: at + 30 + nameLength + extraLength, name }
}
