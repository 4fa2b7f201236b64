import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../scripts/eval/match-data'
import { averageRanks, kendallTauB, meanOf, ndcgAt, precisionAt, spearman } from '../../scripts/eval/match-metrics'

describe('ndcgAt', () => {
  it('is 1 for the ideal order and lower for a worse one', () => {
    const gains = [3, 2, 0, 1]
    expect(ndcgAt(5, [4, 3, 1, 2], gains)).toBeCloseTo(1, 10)
    const worst = ndcgAt(5, [1, 2, 4, 3], gains) as number
    expect(worst).toBeLessThan(1)
    // DCG of the order 0, 1, 2, 3 (gains) over the ideal 3, 2, 1, 0.
    const dcg = (g: number[]) => g.reduce((s, x, i) => s + x / Math.log2(i + 2), 0)
    expect(worst).toBeCloseTo(dcg([0, 1, 2, 3]) / dcg([3, 2, 1, 0]), 10)
  })

  it('counts only the first k positions and ties as their expected value', () => {
    // All tied: every position gets the mean gain.
    const tied = ndcgAt(2, [0, 0], [1, 0]) as number
    const expected = (0.5 + 0.5 / Math.log2(3)) / 1
    expect(tied).toBeCloseTo(expected, 10)
    expect(ndcgAt(1, [2, 1, 0], [0, 5, 5])).toBe(0)
  })

  it('is null when nothing is relevant, and rejects mismatched lengths', () => {
    expect(ndcgAt(5, [1, 2], [0, 0])).toBeNull()
    expect(() => ndcgAt(5, [1], [1, 2])).toThrow()
  })
})

describe('precisionAt', () => {
  it('shares relevant items in the top k, ties as expected value', () => {
    expect(precisionAt(2, [3, 2, 1], [true, false, true])).toBe(0.5)
    expect(precisionAt(2, [1, 1, 1, 1], [true, true, false, false])).toBe(0.5)
    expect(precisionAt(10, [1, 0], [true, true])).toBe(0.2)
    expect(precisionAt(0, [1], [true])).toBe(0)
  })
})

describe('rank correlations', () => {
  it('averageRanks shares ties', () => {
    expect(averageRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1])
  })

  it('spearman: +1, −1, a known value with ties, null when constant', () => {
    expect(spearman([1, 2, 3], [10, 20, 30])).toBeCloseTo(1, 10)
    expect(spearman([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 10)
    // Ranks x = 1,2,3,4 vs y = 1,2.5,2.5,4: Pearson = 4.5 / sqrt(5 × 4.5).
    expect(spearman([1, 2, 3, 4], [1, 2, 2, 3])).toBeCloseTo(4.5 / Math.sqrt(5 * 4.5), 10)
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNull()
    expect(spearman([1], [1])).toBeNull()
  })

  it('kendallTauB: +1, −1, the tie-corrected value, null when constant', () => {
    expect(kendallTauB([1, 2, 3, 4], [1, 2, 3, 4])).toBe(1)
    expect(kendallTauB([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1)
    // x = 1,2,3 / y = 1,1,2: pairs (1,2) tied in y, (1,3) and (2,3) concordant → 2 / sqrt(3 × 2).
    expect(kendallTauB([1, 2, 3], [1, 1, 2])).toBeCloseTo(2 / Math.sqrt(6), 10)
    expect(kendallTauB([5, 5], [1, 2])).toBeNull()
  })

  it('meanOf skips undefined values and counts the rest', () => {
    expect(meanOf([1, null, 0.5])).toEqual({ mean: 0.75, n: 2 })
    expect(meanOf([null])).toEqual({ mean: null, n: 0 })
  })
})

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const rows = parseCsv('id,text,n\r\n1,"a, ""b""\nc",2\n2,plain,3\n')
    expect(rows).toEqual([
      { id: '1', text: 'a, "b"\nc', n: '2' },
      { id: '2', text: 'plain', n: '3' },
    ])
  })
})
