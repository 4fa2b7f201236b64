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
  LOW_QUOTA_SHARE,
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
const maybeFeature = fc.option(feature, { nil: undefined })
const status = fc.constantFrom(...TENANT_STATUSES)
const notSpecial = fc.constantFrom(...TENANT_STATUSES.filter((s) => s !== 'SPECIAL'))
const amount = fc.integer({ min: 1, max: 500 })

/** Spec §6's subtraction, written out once more for the properties. */
const expectedLeft = (cap: number | null, used: number) => (cap === null ? null : Math.max(0, cap - used))

describe('feature gating (spec §6)', () => {
  describe('availability', () => {
    it('a feature is available only if enabled, and an absent one never', () => {
      fc.assert(
        fc.property(maybeFeature, status, amount, (f, s, n) => {
          expect(isAvailable(f)).toBe(f?.enabled === true)
          // Nothing else makes a disabled or absent feature usable: not room, not the SPECIAL tenant.
          if (f?.enabled !== true) {
            expect(canUse(f, s, n)).toBe(false)
            expect(usableAmount(f, s)).toBe(0)
          }
        }),
      )
    })

    it('an enabled feature is usable exactly when both quota and hard limit hold the amount', () => {
      fc.assert(
        fc.property(feature, status, amount, (f, s, n) => {
          const enabled = { ...f, enabled: true }
          const fits = (left: number | null) => left === null || left >= n
          expect(canUse(enabled, s, n)).toBe(fits(remainingQuota(enabled, s)) && fits(remainingHardLimit(enabled, s)))
          const usable = usableAmount(enabled, s)
          expect(canUse(enabled, s, n)).toBe(usable === null || usable >= n)
          // The smaller of the two limits decides.
          const lefts = [remainingQuota(enabled, s), remainingHardLimit(enabled, s)].filter((v) => v !== null)
          expect(usable).toBe(lefts.length === 0 ? null : Math.min(...lefts))
        }),
      )
    })

    it('a SPECIAL tenant may use any enabled feature, whatever it has used', () => {
      fc.assert(
        fc.property(feature, amount, (f, n) => {
          expect(canUse({ ...f, enabled: true }, 'SPECIAL', n)).toBe(true)
          expect(usableAmount({ ...f, enabled: true }, 'SPECIAL')).toBeNull()
        }),
      )
    })
  })

  describe('remaining quota', () => {
    it('is quota − used, never below 0, and unlimited when the quota is null', () => {
      fc.assert(
        fc.property(feature, notSpecial, (f, s) => {
          const left = remainingQuota(f, s)
          expect(left).toBe(expectedLeft(f.quota, f.used))
          if (left !== null) expect(left).toBeGreaterThanOrEqual(0)
        }),
      )
    })

    it('does not depend on whether the feature is enabled (availability is a separate rule)', () => {
      fc.assert(
        fc.property(feature, status, (f, s) => {
          expect(remainingQuota({ ...f, enabled: true }, s)).toBe(remainingQuota({ ...f, enabled: false }, s))
        }),
      )
    })

    it('is unlimited for a SPECIAL tenant whatever the plan says, and 0 for an absent feature otherwise', () => {
      fc.assert(
        fc.property(maybeFeature, (f) => {
          expect(remainingQuota(f, 'SPECIAL')).toBeNull()
          expect(remainingHardLimit(f, 'SPECIAL')).toBeNull()
        }),
      )
      fc.assert(
        fc.property(notSpecial, (s) => {
          expect(remainingQuota(undefined, s)).toBe(0)
          expect(remainingHardLimit(undefined, s)).toBe(0)
        }),
      )
    })

    it('using more never leaves more', () => {
      fc.assert(
        fc.property(feature, fc.nat({ max: 1000 }), status, (f, more, s) => {
          const before = remainingQuota(f, s)
          const after = remainingQuota({ ...f, used: f.used + more }, s)
          if (before === null) expect(after).toBeNull()
          else expect(after).toBeLessThanOrEqual(before)
        }),
      )
    })

    it('a feature used past its quota (a quota lowered by the admin) has 0 left, not a negative amount', () => {
      fc.assert(
        fc.property(fc.nat({ max: 1000 }), fc.integer({ min: 1, max: 1000 }), notSpecial, (quota, over, s) => {
          const f = { enabled: true, quota, used: quota + over, hardLimit: null, totalUsed: quota + over }
          expect(remainingQuota(f, s)).toBe(0)
          expect(canUse(f, s)).toBe(false)
        }),
      )
    })
  })

  describe('hard limits and seats by the same rules', () => {
    it('remaining hard limit is hardLimit − totalUsed, never below 0, unlimited when null', () => {
      fc.assert(
        fc.property(feature, notSpecial, (f, s) => {
          const left = remainingHardLimit(f, s)
          expect(left).toBe(expectedLeft(f.hardLimit, f.totalUsed))
          if (left !== null) expect(left).toBeGreaterThanOrEqual(0)
        }),
      )
    })

    it('the hard limit is the quota rule applied to the total: swapping the pairs swaps the results', () => {
      fc.assert(
        fc.property(feature, status, (f, s) => {
          const swapped = { ...f, quota: f.hardLimit, used: f.totalUsed, hardLimit: f.quota, totalUsed: f.used }
          expect(remainingHardLimit(f, s)).toBe(remainingQuota(swapped, s))
          expect(remainingQuota(f, s)).toBe(remainingHardLimit(swapped, s))
          expect(canUse(f, s)).toBe(canUse(swapped, s))
        }),
      )
    })

    it('remaining seats: seats − used seats, never below 0, unlimited without a seat count or for SPECIAL', () => {
      fc.assert(
        fc.property(limit, fc.nat({ max: 1000 }), status, (seats, used, s) => {
          const left = remainingSeats(seats, used, s)
          if (s === 'SPECIAL') expect(left).toBeNull()
          else expect(left).toBe(expectedLeft(seats, used))
          // Seats are the quota rule on a present feature.
          const asFeature = { enabled: true, quota: seats, used, hardLimit: null, totalUsed: 0 }
          expect(left).toBe(remainingQuota(asFeature, s))
        }),
      )
    })
  })

  describe('low-quota warning', () => {
    it('documented thresholds: below 2 left, or at most 10 % of the quota left', () => {
      expect(LOW_QUOTA_ABSOLUTE).toBe(2)
      expect(LOW_QUOTA_SHARE).toBe(0.1)
      // Small quotas: only the last unit warns (Basic's 5 team members: 1 used is not "almost used up").
      expect(isLowQuota(4, 5)).toBe(false)
      expect(isLowQuota(2, 5)).toBe(false)
      expect(isLowQuota(1, 5)).toBe(true)
      expect(isLowQuota(0, 5)).toBe(true)
      expect(isLowQuota(1, 2)).toBe(true)
      expect(isLowQuota(1, 1)).toBe(false)
      expect(isLowQuota(0, 1)).toBe(true)
      // From 20 on, the share decides.
      expect(isLowQuota(2, 20)).toBe(true)
      expect(isLowQuota(3, 20)).toBe(false)
      expect(isLowQuota(10, 100)).toBe(true)
      expect(isLowQuota(11, 100)).toBe(false)
      expect(isLowQuota(1000, 10_000)).toBe(true)
      expect(isLowQuota(1001, 10_000)).toBe(false)
      // Unlimited or absent quotas never warn.
      expect(isLowQuota(null, 100)).toBe(false)
      expect(isLowQuota(5, null)).toBe(false)
      expect(isLowQuota(0, 0)).toBe(false)
    })

    it('warns exactly when something is used and fewer than 2 or at most 10 % are left', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat({ max: 100_000 }), (quota, used) => {
          const left = Math.max(0, quota - used)
          const expected = used > 0 && (left < LOW_QUOTA_ABSOLUTE || left <= quota * LOW_QUOTA_SHARE) && left < quota
          expect(isLowQuota(left, quota)).toBe(expected)
        }),
      )
    })

    it('never warns while nothing is used, always when nothing is left', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000 }), (quota) => {
          expect(isLowQuota(quota, quota)).toBe(false)
          expect(isLowQuota(0, quota)).toBe(true)
        }),
      )
    })

    it('using more never switches the warning off', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat({ max: 100_000 }), (quota, leftRaw) => {
          const left = Math.min(leftRaw, quota)
          if (isLowQuota(left, quota) && left > 0) expect(isLowQuota(left - 1, quota)).toBe(true)
        }),
      )
    })

    it('warns at most at the larger of the floor and the share: more than that left never warns', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat({ max: 100_000 }), (quota, leftRaw) => {
          const left = Math.min(leftRaw, quota)
          if (left >= LOW_QUOTA_ABSOLUTE && left > quota * LOW_QUOTA_SHARE) expect(isLowQuota(left, quota)).toBe(false)
        }),
      )
    })

    it('never warns for unlimited quotas or a SPECIAL tenant (the screen passes remainingQuota)', () => {
      fc.assert(
        fc.property(feature, (f) => {
          expect(isLowQuota(remainingQuota(f, 'SPECIAL'), f.quota)).toBe(false)
          expect(isLowQuota(remainingQuota({ ...f, quota: null }, 'STANDARD'), null)).toBe(false)
        }),
      )
    })
  })

  describe('effective quota and seat rules', () => {
    it('a per-seat quota multiplies by the seats; carried-over quota adds once', () => {
      expect(effectiveQuota({ quota: 50, perSeat: true }, 4)).toBe(200)
      expect(effectiveQuota({ quota: 50, perSeat: false }, 4)).toBe(50)
      expect(effectiveQuota({ quota: 50, perSeat: true }, null)).toBe(50)
      expect(effectiveQuota({ quota: 50, perSeat: false }, 1, 30)).toBe(80)
      expect(effectiveQuota({ quota: null, perSeat: true }, 4, 30)).toBeNull()
      fc.assert(
        fc.property(
          limit,
          fc.boolean(),
          fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
          fc.integer({ min: -1000, max: 1000 }),
          (quota, perSeat, seats, carried) => {
            const q = effectiveQuota({ quota, perSeat }, seats, carried)
            if (quota === null) expect(q).toBeNull()
            else expect(q).toBe((perSeat && seats !== null ? quota * seats : quota) + Math.max(0, carried))
          },
        ),
      )
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
      fc.assert(
        fc.property(
          fc.constantFrom('ANY' as const, 'MIN' as const, 'MAX' as const, 'RANGE' as const),
          fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
          fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
          fc.integer({ min: -5, max: 200 }),
          (rule, min, max, seats) => {
            const lowOk = !(rule === 'MIN' || rule === 'RANGE') || min === null || seats >= min
            const highOk = !(rule === 'MAX' || rule === 'RANGE') || max === null || seats <= max
            expect(seatsAllowed(rule, min, max, seats)).toBe(seats >= 1 && lowOk && highOk)
          },
        ),
      )
    })
  })
})
