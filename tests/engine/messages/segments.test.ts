import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countSegments } from '../../../worker/engine/messages'

describe('SMS segments (GSM-7 / UCS-2)', () => {
  it('counts GSM-7 septets: 160 fit one message, 161 need two parts of 153', () => {
    expect(countSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 })
    expect(countSegments('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2, perSegment: 153 })
    expect(countSegments('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 })
    expect(countSegments('a'.repeat(307))).toMatchObject({ segments: 3 })
  })

  it('extension characters take two septets and are never split across parts', () => {
    expect(countSegments('€')).toMatchObject({ encoding: 'GSM-7', units: 2 })
    expect(countSegments('[]{}')).toMatchObject({ units: 8 })
    // 152 septets, then an escape pair that does not fit the first part's 153.
    expect(countSegments(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toMatchObject({ units: 164, segments: 2 })
  })

  it('German umlauts stay GSM-7; Polish letters switch to UCS-2 (70, then 67 per part)', () => {
    expect(countSegments('Grüße aus München, Ärger? Öl!').encoding).toBe('GSM-7')
    expect(countSegments('Dzień dobry, łódź')).toMatchObject({ encoding: 'UCS-2', units: 17 })
    expect(countSegments('ł'.repeat(70))).toMatchObject({ segments: 1 })
    expect(countSegments('ł'.repeat(71))).toMatchObject({ segments: 2, perSegment: 67 })
  })

  it('counts surrogate pairs as two UCS-2 units', () => {
    expect(countSegments('😀')).toMatchObject({ encoding: 'UCS-2', units: 2 })
  })

  it('segments always hold the text: parts × size ≥ units, and one part fewer would not', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const c = countSegments(text)
        if (c.units === 0) return c.segments === 0
        return c.segments * c.perSegment >= c.units && c.remaining >= 0 && c.remaining < c.perSegment + 1
      }),
    )
  })
})
