/**
 * Ranking metrics of the matching evaluation (pure functions). Ties in the predicted scores are
 * handled as the expected value over every order of the tied items (McSherry & Najork, 2008), so an
 * engine that cannot tell two CVs apart is neither rewarded nor punished for the input order.
 */

/** Groups of indexes with equal predicted score, highest score first (input order inside a group). */
function tieGroups(scores: readonly number[]): number[][] {
  const order = scores.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b)
  const groups: number[][] = []
  for (const i of order) {
    const last = groups[groups.length - 1]
    if (last && scores[last[0] as number] === scores[i]) last.push(i)
    else groups.push([i])
  }
  return groups
}

/** Σ over the first k positions of discount(position) × the mean gain of the tie group at that position. */
function tieAwareSum(
  scores: readonly number[],
  gains: readonly number[],
  k: number,
  discount: (pos: number) => number,
): number {
  let pos = 0
  let total = 0
  for (const group of tieGroups(scores)) {
    if (pos >= k) break
    const mean = group.reduce((s, i) => s + (gains[i] as number), 0) / group.length
    for (let j = 0; j < group.length && pos < k; j++, pos++) total += mean * discount(pos)
  }
  return total
}

const logDiscount = (pos: number) => 1 / Math.log2(pos + 2)

/**
 * nDCG@k of a ranking by `scores` (higher first) against graded `gains` (≥ 0). Null when no item has
 * a positive gain (nothing to find).
 */
export function ndcgAt(k: number, scores: readonly number[], gains: readonly number[]): number | null {
  if (scores.length !== gains.length) throw new Error('scores and gains differ in length')
  const ideal = tieAwareSum(gains, gains, k, logDiscount)
  if (ideal <= 0) return null
  return tieAwareSum(scores, gains, k, logDiscount) / ideal
}

/** Share of relevant items in the first k of the ranking by `scores` (ties: expected value). */
export function precisionAt(k: number, scores: readonly number[], relevant: readonly boolean[]): number {
  if (scores.length !== relevant.length) throw new Error('scores and labels differ in length')
  if (k <= 0) return 0
  const gains = relevant.map((r) => (r ? 1 : 0))
  return tieAwareSum(scores, gains, k, () => 1) / k
}

/** Ranks 1..n (1 = smallest value), ties share their average rank. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number))
  const ranks = new Array<number>(values.length)
  for (let start = 0; start < order.length; ) {
    let end = start
    while (end + 1 < order.length && values[order[end + 1] as number] === values[order[start] as number]) end++
    const rank = (start + end) / 2 + 1
    for (let j = start; j <= end; j++) ranks[order[j] as number] = rank
    start = end + 1
  }
  return ranks
}

function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = x.length
  if (n < 2) return null
  const mx = x.reduce((s, v) => s + v, 0) / n
  const my = y.reduce((s, v) => s + v, 0) / n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx
    const dy = (y[i] as number) - my
    sxy += dx * dy
    sxx += dx * dx
    syy += dy * dy
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy)
}

/** Spearman's ρ (Pearson correlation of average ranks). Null when either side is constant or n < 2. */
export function spearman(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) throw new Error('x and y differ in length')
  return pearson(averageRanks(x), averageRanks(y))
}

/** Kendall's τ-b (ties on either side corrected). Null when either side is constant or n < 2. */
export function kendallTauB(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) throw new Error('x and y differ in length')
  let concordant = 0
  let discordant = 0
  let tiesX = 0
  let tiesY = 0
  for (let i = 0; i < x.length; i++) {
    for (let j = i + 1; j < x.length; j++) {
      const dx = Math.sign((x[i] as number) - (x[j] as number))
      const dy = Math.sign((y[i] as number) - (y[j] as number))
      if (dx === 0 && dy === 0) continue
      if (dx === 0) tiesX++
      else if (dy === 0) tiesY++
      else if (dx === dy) concordant++
      else discordant++
    }
  }
  const denom = Math.sqrt((concordant + discordant + tiesX) * (concordant + discordant + tiesY))
  return denom === 0 ? null : (concordant - discordant) / denom
}

/** Mean of the defined values, with how many there were. */
export function meanOf(values: readonly (number | null)[]): { mean: number | null; n: number } {
  const xs = values.filter((v): v is number => v !== null && Number.isFinite(v))
  return { mean: xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : null, n: xs.length }
}
