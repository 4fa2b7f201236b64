/**
 * Minimal reader for OLE2 / Compound File Binary ([MS-CFB]) containers, as used by Word 97–2003.
 * Reads the FAT (via the DIFAT), the directory and the mini stream; lists the root storage's
 * streams. Every chain walk is bounded by the number of sectors in the file, so cycles and
 * out-of-range pointers in hostile files end in 'corrupted', never in a loop.
 */

import { DocumentError } from './types'

export const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const END_OF_CHAIN = 0xfffffffe
const FREE = 0xffffffff
const NO_STREAM = 0xffffffff
const MAX_DIRECTORY_ENTRIES = 65_536

const corrupted = (detail: string) => new DocumentError('corrupted', `The Word file is damaged: ${detail}.`)

export interface CompoundFile {
  /** Streams directly inside the root storage, by name. */
  rootStreams: Set<string>
  /** Reads a root-level stream; null when absent. */
  readStream(name: string): Uint8Array | null
}

interface DirectoryEntry {
  name: string
  type: number
  left: number
  right: number
  child: number
  start: number
  size: number
}

export function openCompoundFile(bytes: Uint8Array): CompoundFile {
  if (bytes.length < 512 || !CFB_SIGNATURE.every((b, i) => bytes[i] === b)) throw corrupted('bad signature')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => {
    if (at < 0 || at + 4 > bytes.length) throw corrupted('a pointer leaves the file')
    return view.getUint32(at, true)
  }

  const sectorShift = u16(30)
  const miniShift = u16(32)
  if ((sectorShift !== 9 && sectorShift !== 12) || miniShift !== 6) throw corrupted('unusual sector size')
  const sectorSize = 1 << sectorShift
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1
  const sectorOffset = (sector: number) => {
    if (sector >= sectorCount) throw corrupted('a sector number leaves the file')
    return (sector + 1) * sectorSize
  }

  // DIFAT: 109 FAT sector numbers in the header, then a chain of DIFAT sectors.
  const fatSectors: number[] = []
  for (let i = 0; i < 109; i++) fatSectors.push(u32(76 + i * 4))
  let difat = u32(68)
  for (let guard = 0; difat !== END_OF_CHAIN && difat !== FREE; guard++) {
    if (guard > sectorCount) throw corrupted('DIFAT loop')
    const base = sectorOffset(difat)
    const perSector = sectorSize / 4 - 1
    for (let i = 0; i < perSector; i++) fatSectors.push(u32(base + i * 4))
    difat = u32(base + perSector * 4)
  }
  const fat: number[] = []
  for (const sector of fatSectors) {
    if (sector === FREE || sector === END_OF_CHAIN) continue
    const base = sectorOffset(sector)
    for (let i = 0; i < sectorSize / 4; i++) fat.push(u32(base + i * 4))
    if (fat.length > sectorCount * 4 + 1024) break // more FAT than the file could ever need
  }

  const chain = (start: number, table: number[], limit: number): number[] => {
    const sectors: number[] = []
    for (let s = start; s !== END_OF_CHAIN; s = table[s] ?? END_OF_CHAIN) {
      if (s === FREE || s >= table.length || sectors.length >= limit) throw corrupted('broken sector chain')
      sectors.push(s)
    }
    return sectors
  }
  const readChain = (start: number, size: number): Uint8Array => {
    const sectors = chain(start, fat, sectorCount)
    if (sectors.length * sectorSize < size) throw corrupted('stream shorter than declared')
    const out = new Uint8Array(size)
    for (let i = 0; i * sectorSize < size; i++) {
      const from = sectorOffset(sectors[i]!)
      out.set(bytes.subarray(from, from + Math.min(sectorSize, size - i * sectorSize)), i * sectorSize)
    }
    return out
  }

  // Directory: 128-byte entries in the chain starting at header offset 48.
  const dirSectors = chain(u32(48), fat, sectorCount)
  const directory: DirectoryEntry[] = []
  for (const sector of dirSectors) {
    const base = sectorOffset(sector)
    for (let at = base; at < base + sectorSize && directory.length < MAX_DIRECTORY_ENTRIES; at += 128) {
      const nameLength = Math.min(u16(at + 64), 64)
      let name = ''
      for (let i = 0; i + 2 < nameLength; i += 2) name += String.fromCharCode(u16(at + i))
      const sizeLow = u32(at + 120)
      // Version 3 files (512-byte sectors) only use the low 32 bits; some writers leave junk in the high ones.
      const sizeHigh = sectorShift === 12 ? u32(at + 124) : 0
      directory.push({
        name,
        type: bytes[at + 66]!,
        left: u32(at + 68),
        right: u32(at + 72),
        child: u32(at + 76),
        start: u32(at + 116),
        size: sizeHigh * 0x100000000 + sizeLow,
      })
    }
  }
  const root = directory[0]
  if (root?.type !== 5) throw corrupted('no root entry')

  // Mini stream: streams below the cutoff live in 64-byte sectors inside the root entry's stream.
  const miniCutoff = u32(56)
  let mini: { fat: number[]; data: Uint8Array } | null = null
  const miniStream = () => {
    if (mini) return mini
    const miniFat: number[] = []
    const miniFatStart = u32(60)
    if (miniFatStart !== END_OF_CHAIN) {
      for (const sector of chain(miniFatStart, fat, sectorCount)) {
        const base = sectorOffset(sector)
        for (let i = 0; i < sectorSize / 4; i++) miniFat.push(u32(base + i * 4))
      }
    }
    if (root.size > bytes.length) throw corrupted('mini stream larger than the file')
    mini = { fat: miniFat, data: readChain(root.start, root.size) }
    return mini
  }

  // Root-level streams: walk the red-black tree of the root's children (siblings only, not sub-storages).
  const streams = new Map<string, DirectoryEntry>()
  const visited = new Set<number>()
  const stack = [root.child]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (id === NO_STREAM || visited.has(id)) continue
    const entry = directory[id]
    if (!entry) throw corrupted('directory pointer out of range')
    visited.add(id)
    if (entry.type === 2 && !streams.has(entry.name)) streams.set(entry.name, entry)
    stack.push(entry.left, entry.right)
  }

  return {
    rootStreams: new Set(streams.keys()),
    readStream(name) {
      const entry = streams.get(name)
      if (!entry) return null
      if (entry.size > bytes.length) throw corrupted(`stream ${name} is larger than the file`)
      if (entry.size >= miniCutoff) return readChain(entry.start, entry.size)
      const { fat: miniFat, data } = miniStream()
      const sectors = chain(entry.start, miniFat, Math.ceil(data.length / 64) + 1)
      if (sectors.length * 64 < entry.size) throw corrupted(`stream ${name} is shorter than declared`)
      const out = new Uint8Array(entry.size)
      for (let i = 0; i * 64 < entry.size; i++) {
        const from = sectors[i]! * 64
        if (from >= data.length) throw corrupted('mini sector out of range')
        out.set(data.subarray(from, from + Math.min(64, entry.size - i * 64)), i * 64)
      }
      return out
    },
  }
}
