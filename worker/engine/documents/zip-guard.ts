/**
 * Opens a DOCX/PPTX ZIP only after its central directory passed every safety check, then inflates
 * single entries on demand with a hard output bound.
 *
 * Checks, all before inflating anything: entry count; sum of declared uncompressed sizes; per-entry
 * compression ratio (only above 1 MiB: small XML parts legitimately compress 100× and cannot hurt);
 * encrypted entries; duplicate names; local headers that disagree with the directory; and entries whose
 * bytes overlap (the non-recursive "zip bomb" that points many entries at one compressed kernel).
 *
 * Why not fflate's unzipSync: it allocates the declared size but keeps decoding the whole deflate
 * stream even when that stream expands far beyond it, so a lying size costs seconds of CPU. Here the
 * streaming Inflate is fed 1 KiB at a time and stopped as soon as the output passes the declared size.
 */

import { Inflate } from 'fflate'
import { DocumentError, type DocumentLimits } from './types'
import { localHeader, readZipDirectory, type ZipEntry } from './zip-reader'

const RATIO_CHECK_FROM_BYTES = 1024 * 1024
const PUSH_BYTES = 1024

export interface SafeZip {
  names: string[]
  has(name: string): boolean
  /** The entry's bytes, or null when absent. Throws DocumentError on a lying or broken entry. */
  read(name: string): Uint8Array | null
  /** The entry decoded as UTF-8 (BOM stripped; UTF-16 with a BOM is honoured), or null when absent. */
  readText(name: string): string | null
}

const bomb = (detail: string) => new DocumentError('zip_bomb', `Refused a ZIP bomb: ${detail}.`)
const malformed = (detail: string) => new DocumentError('zip_malformed', `The ZIP archive is damaged: ${detail}.`)

export function openZipSafely(bytes: Uint8Array, limits: DocumentLimits): SafeZip {
  const directory = readZipDirectory(bytes, limits.maxZipEntries)
  const entries = directory.entries
  const byName = new Map<string, ZipEntry & { dataStart: number; localName: string }>()
  let declaredTotal = 0

  for (const entry of entries) {
    if (byName.has(entry.name)) throw malformed(`duplicate entry ${entry.name}`)
    if (entry.flags & 0x0001) throw new DocumentError('encrypted', 'The document is encrypted.')
    declaredTotal += entry.uncompressedSize
    if (declaredTotal > limits.maxUncompressedBytes) {
      throw bomb(`declared uncompressed size exceeds ${limits.maxUncompressedBytes} bytes`)
    }
    if (
      entry.uncompressedSize > RATIO_CHECK_FROM_BYTES &&
      entry.uncompressedSize > limits.maxCompressionRatio * Math.max(entry.compressedSize, 1)
    ) {
      throw bomb(`entry ${entry.name} has a compression ratio above ${limits.maxCompressionRatio}`)
    }
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) {
      throw malformed(`stored entry ${entry.name} has two sizes`)
    }
    const local = localHeader(bytes, entry)
    byName.set(entry.name, { ...entry, dataStart: local.dataStart, localName: local.name })
  }

  // Entries laid out by local header offset must not share bytes, and all must end before the directory.
  const laidOut = [...byName.values()].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset)
  for (let i = 0; i < laidOut.length; i++) {
    const entry = laidOut[i]!
    const end = entry.dataStart + entry.compressedSize
    const nextStart = laidOut[i + 1]?.localHeaderOffset ?? directory.centralDirectoryOffset
    if (end > nextStart) {
      if (i + 1 < laidOut.length) throw bomb('entries overlap')
      throw malformed(`entry ${entry.name} runs into the central directory`)
    }
    // A different local name means two parsers would see two different files: refuse the ambiguity.
    if (entry.localName !== entry.name) throw malformed('local and central file names differ')
  }

  const read = (name: string): Uint8Array | null => {
    const entry = byName.get(name)
    if (!entry) return null
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize)
    if (entry.method === 0) return data
    if (entry.method !== 8) throw malformed(`entry ${name} uses unsupported compression ${entry.method}`)
    return inflateBounded(data, entry.uncompressedSize, name)
  }

  return {
    names: [...byName.keys()],
    has: (name) => byName.has(name),
    read,
    readText: (name) => {
      const data = read(name)
      return data ? decodeXmlBytes(data) : null
    },
  }
}

function inflateBounded(data: Uint8Array, declared: number, name: string): Uint8Array {
  const out = new Uint8Array(declared)
  let written = 0
  let overflow = false
  const inflater = new Inflate((chunk) => {
    if (overflow) return
    if (written + chunk.length > declared) {
      overflow = true
      return
    }
    out.set(chunk, written)
    written += chunk.length
  })
  try {
    for (let at = 0; at < data.length && !overflow; at += PUSH_BYTES) {
      inflater.push(data.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= data.length)
    }
    if (data.length === 0) inflater.push(data, true)
  } catch (error) {
    if (error instanceof DocumentError) throw error
    throw new DocumentError('corrupted', `The entry ${name} cannot be decompressed.`, { cause: error })
  }
  if (overflow) throw bomb(`entry ${name} expands beyond its declared size`)
  if (written !== declared) throw malformed(`entry ${name} is shorter than declared`)
  return out
}

/** XML parts are UTF-8 unless a BOM says UTF-16. */
export function decodeXmlBytes(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2))
  if (data[0] === 0xfe && data[1] === 0xff) {
    const swapped = new Uint8Array(data.length - 2 - (data.length % 2))
    for (let i = 0; i < swapped.length; i += 2) {
      swapped[i] = data[i + 3]!
      swapped[i + 1] = data[i + 2]!
    }
    return new TextDecoder('utf-16le').decode(swapped)
  }
  return new TextDecoder('utf-8').decode(data)
}
