/** The content-stream reader that finds where a page draws its images, on streams written by hand. */

import { describe, expect, it } from 'vitest'
import { orientation, pageRotation, placements } from '../../../worker/engine/documents/pdf-placement'

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff)

describe('placements', () => {
  it('tracks cm through q/Q nesting and records each Do with its matrix', () => {
    const content = bytes('q 2 0 0 2 10 20 cm q 0.5 0 0 0.5 0 0 cm /Im1 Do Q /Im2 Do Q /Im3 Do')
    expect(placements(content)).toEqual([
      { name: 'Im1', matrix: [1, 0, 0, 1, 10, 20] },
      { name: 'Im2', matrix: [2, 0, 0, 2, 10, 20] },
      { name: 'Im3', matrix: [1, 0, 0, 1, 0, 0] },
    ])
  })

  it('is not fooled by operators inside strings, comments, hex strings or inline image data', () => {
    const inline = 'BI /W 4 /H 1 /BPC 8 /CS /G ID \x00Q cm Do\x01 EI'
    const content = bytes(
      `q 100 0 0 200 0 0 cm (a string with Q and \\) and (nested) 9 9 9 9 9 9 cm) Tj % Q 1 0 0 1 5 5 cm\n<51 2063 6d> Tj ${inline} /Scan Do Q`,
    )
    expect(placements(content)).toEqual([{ name: 'Scan', matrix: [100, 0, 0, 200, 0, 0] }])
  })

  it('survives hostile streams: unbalanced Q, deep q nesting, a cm without numbers', () => {
    const deep = `${'q '.repeat(10_000)}3 0 0 3 0 0 cm /A Do ${'Q '.repeat(20_000)}/B Do /x cm /C Do`
    expect(placements(bytes(deep))).toEqual([
      { name: 'A', matrix: [3, 0, 0, 3, 0, 0] },
      { name: 'B', matrix: [1, 0, 0, 1, 0, 0] },
      { name: 'C', matrix: [1, 0, 0, 1, 0, 0] },
    ])
  })
})

describe('orientation', () => {
  it('reads /Rotate as viewers do: quarter turns only, any sign, anything else is none', () => {
    expect([90, 180, 270, -90, 450, 0].map(pageRotation)).toEqual([90, 180, 270, 270, 90, 0])
    expect([45, 1e9, -7, Number.NaN, 1e308, undefined].map(pageRotation)).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('combines the placement matrix with the page rotation, and ignores a degenerate matrix', () => {
    expect(orientation([595, 0, 0, 842, 0, 0], 0)).toEqual({ across: 'right', down: 'down' })
    expect(orientation(null, 90)).toEqual({ across: 'down', down: 'left' })
    expect(orientation([0, -842, 595, 0, 0, 842], 0)).toEqual({ across: 'down', down: 'left' })
    expect(orientation([0, -842, 595, 0, 0, 842], 270)).toEqual({ across: 'right', down: 'down' })
    // Mirrored (images stored bottom-up): the mirror is kept, OCR gets what the reader sees.
    expect(orientation([595, 0, 0, -842, 0, 842], 0)).toEqual({ across: 'right', down: 'up' })
    // A slight skew snaps to the nearest quarter turn.
    expect(orientation([590, 30, -40, 840, 0, 0], 0)).toEqual({ across: 'right', down: 'down' })
    expect(orientation([595, 0, 0, 0, 0, 0], 0)).toEqual({ across: 'right', down: 'down' })
  })
})
