import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TENANT_STATUSES } from '../../worker/contracts/enums'
import {
  canUse,
  effectiveQuota,
  type FeatureAllowance,
  isAvailable,
  isLowQuota,
  LOW_QUOTA_ABSOLUTE,
  remainingHardLimit,
  remainingQuota,
  remainingSeats,
  seatsAllowed,
  usableAmount,
} from '../../worker/contracts/plan-gating'

const limit = fc.option(fc.nat({ max: 100_000 }), { nil: null })
const feature = fc.record<FeatureAllowance>({
  enabled: fc.boolean(),
  quota: limit,
  used: fc.nat({ max: 200_000 }),
  hardLimit: limit,
  totalUsed: fc.nat({ max: 200_000 }),
})
const status = fc.constantFrom(...TENANT_STATUSES)
const notSpecial = fc.constantFrom('STANDARD' as const, 'SUSPENDED' as const)

describe('feature gating (spec §6)', () => {
  it('remaining quota is quota − used, never below 0', () => {
    fc.assert(
      fc.property(feature, notSpecial, (f, s) => {
        const left = remainingQuota(f, s)
        if (f.quota === null) expect(left).toBeNull()
        else expect(left).toBe(Math.max(0, f.quota - f.used))
        if (left !== null) expect(left).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('is unlimited for a SPECIAL tenant, whatever the plan says, and 0 for an absent feature otherwise', () => {
    fc.assert(
      fc.property(fc.option(feature, { nil: undefined }), (f) => {
        expect(remainingQuota(f, 'SPECIAL')).toBeNull()
        expect(remainingHardLimit(f, 'SPECIAL')).toBeNull()
      }),
    )
    expect(remainingQuota(undefined, 'STANDARD')).toBe(0)
    expect(remainingHardLimit(undefined, 'STANDARD')).toBe(0)
    expect(canUse(undefined, 'SPECIAL')).toBe(false)
  })

  it('the hard limit follows the same rules over the total', () => {
    fc.assert(
      fc.property(feature, notSpecial, (f, s) => {
        const left = remainingHardLimit(f, s)
        expect(left).toBe(f.hardLimit === null ? null : Math.max(0, f.hardLimit - f.totalUsed))
      }),
    )
  })

  it('using more never leaves more: remaining falls (or stays) as use grows', () => {
    fc.assert(
      fc.property(feature, fc.nat({ max: 1000 }), status, (f, more, s) => {
        const before = remainingQuota(f, s)
        const after = remainingQuota({ ...f, used: f.used + more }, s)
        if (before === null) expect(after).toBeNull()
        else expect(after).toBeLessThanOrEqual(before)
      }),
    )
  })

  it('a feature is usable only when enabled and both quota and hard limit hold the amount', () => {
    fc.assert(
      fc.property(feature, status, fc.integer({ min: 1, max: 500 }), (f, s, amount) => {
        const ok = canUse(f, s, amount)
        if (!f.enabled) expect(ok).toBe(false)
        if (ok) {
          expect(isAvailable(f)).toBe(true)
          const usable = usableAmount(f, s)
          expect(usable === null || usable >= amount).toBe(true)
        }
        // Agreement between the two views of the same limits.
        const usable = usableAmount(f, s)
        if (f.enabled) expect(ok).toBe(usable === null || usable >= amount)
      }),
    )
  })

  it('remaining seats: seats − used, unlimited without a seat count or for SPECIAL', () => {
    fc.assert(
      fc.property(limit, fc.nat({ max: 1000 }), status, (seats, used, s) => {
        const left = remainingSeats(seats, used, s)
        if (seats === null || s === 'SPECIAL') expect(left).toBeNull()
        else expect(left).toBe(Math.max(0, seats - used))
      }),
    )
  })

  it('warns below 5 left or at 10 % of the quota left, never for unlimited or absent quotas', () => {
    // Small quotas warn by the absolute floor, large ones by the share.
    expect(isLowQuota(4, 20)).toBe(true)
    expect(isLowQuota(5, 20)).toBe(false)
    expect(isLowQuota(100, 1000)).toBe(true)
    expect(isLowQuota(101, 1000)).toBe(false)
    expect(isLowQuota(1000, 10_000)).toBe(true)
    expect(isLowQuota(1001, 10_000)).toBe(false)
    expect(isLowQuota(null, 100)).toBe(false)
    expect(isLowQuota(0, 0)).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat({ max: 100_000 }), (quota, left) => {
        const r = Math.min(left, quota)
        // Fewer left never switches the warning off.
        if (isLowQuota(r, quota) && r > 0) expect(isLowQuota(r - 1, quota)).toBe(true)
        if (r < LOW_QUOTA_ABSOLUTE) expect(isLowQuota(r, quota)).toBe(true)
      }),
    )
  })

  it('a per-seat quota multiplies by the seats; carried-over quota adds once', () => {
    expect(effectiveQuota({ quota: 50, perSeat: true }, 4)).toBe(200)
    expect(effectiveQuota({ quota: 50, perSeat: false }, 4)).toBe(50)
    expect(effectiveQuota({ quota: 50, perSeat: true }, null)).toBe(50)
    expect(effectiveQuota({ quota: 50, perSeat: false }, 1, 30)).toBe(80)
    expect(effectiveQuota({ quota: null, perSeat: true }, 4, 30)).toBeNull()
  })

  it('seat rules: any, min, max, range', () => {
    expect(seatsAllowed('ANY', null, null, 1)).toBe(true)
    expect(seatsAllowed('ANY', null, null, 0)).toBe(false)
    expect(seatsAllowed('MIN', 3, null, 2)).toBe(false)
    expect(seatsAllowed('MIN', 3, null, 3)).toBe(true)
    expect(seatsAllowed('MAX', null, 10, 11)).toBe(false)
    expect(seatsAllowed('RANGE', 2, 5, 5)).toBe(true)
    expect(seatsAllowed('RANGE', 2, 5, 6)).toBe(false)
    expect(seatsAllowed('RANGE', 2, 5, 1.5)).toBe(false)
  })
})
