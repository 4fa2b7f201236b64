/**
 * Attribute weights: percentages of a total that always sum to exactly 100 (integers). Missing areas
 * take DEFAULT_WEIGHTS; rounding uses the largest-remainder method so no percent is lost or invented.
 */
import { MATCH_AREAS } from '../../contracts/enums'
import { DEFAULT_WEIGHTS, WEIGHT_KEY_AREA } from './tables'
import type { MatchArea, WeightInput, WeightKey } from './types'

const clean = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0)

/** Raw (unrounded) weight per area: area names win over the job's keys; missing → default. */
function rawWeights(weights: WeightInput): Record<MatchArea, number> {
  const out = { ...DEFAULT_WEIGHTS }
  for (const [key, area] of Object.entries(WEIGHT_KEY_AREA) as [WeightKey, MatchArea][]) {
    if (Object.hasOwn(weights, key) && weights[key] !== undefined) out[area] = clean(weights[key])
  }
  for (const area of MATCH_AREAS) {
    if (Object.hasOwn(weights, area) && weights[area] !== undefined) out[area] = clean(weights[area])
  }
  return out
}

/**
 * Scale `raw` over `areas` to integers summing to `total`: floor every share, then give the missing
 * units to the largest remainders (ties: MATCH_AREAS order). All-zero input is shared equally.
 */
function apportion(raw: Record<MatchArea, number>, areas: readonly MatchArea[], total: number) {
  const out = {} as Record<MatchArea, number>
  if (areas.length === 0) return out
  let sum = 0
  for (const a of areas) sum += raw[a]
  const shares = areas.map((a) => (sum > 0 ? (raw[a] / sum) * total : total / areas.length))
  let given = 0
  areas.forEach((a, i) => {
    out[a] = Math.floor(shares[i] as number)
    given += out[a]
  })
  const order = areas
    .map((a, i) => ({ a, rest: (shares[i] as number) - out[a], i }))
    .sort((x, y) => y.rest - x.rest || x.i - y.i)
  for (let k = 0; k < total - given; k++) {
    const a = (order[k % order.length] as { a: MatchArea }).a
    out[a] += 1
  }
  return out
}

/** Every area's weight in integer percent, summing to exactly 100. */
export function normalizeWeights(weights: WeightInput = {}): Record<MatchArea, number> {
  const raw = rawWeights(weights)
  const sum = MATCH_AREAS.reduce((s, a) => s + raw[a], 0)
  // All zero: nothing to weigh by, so the defaults apply.
  return apportion(sum > 0 ? raw : { ...DEFAULT_WEIGHTS }, MATCH_AREAS, 100)
}

/**
 * The UI's "percentages that rebalance each other": set `changed` to `newValue` (rounded, clamped to
 * 0-100) and scale the other areas proportionally so the total stays 100. When the others are all zero
 * they share the remainder equally.
 */
export function rebalanceWeights(
  weights: WeightInput,
  changed: MatchArea,
  newValue: number,
): Record<MatchArea, number> {
  const current = normalizeWeights(weights)
  const value = Number.isFinite(newValue) ? Math.min(100, Math.max(0, Math.round(newValue))) : current[changed]
  const others = MATCH_AREAS.filter((a) => a !== changed)
  const rest = apportion(current, others, 100 - value)
  return Object.fromEntries(MATCH_AREAS.map((a) => [a, a === changed ? value : rest[a]])) as Record<MatchArea, number>
}
