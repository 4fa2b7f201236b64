/**
 * Feature gating of spec §6, pure, so the Worker enforces and the billing screen shows the same numbers.
 * `null` as a remaining amount means unlimited.
 */
import type { TenantStatus } from './enums'

/** A plan feature as the subscription sees it, with what the organization has used. */
export interface FeatureAllowance {
  enabled: boolean
  /** Per period (or in total, by the plan feature's period); null: no quota. */
  quota: number | null
  used: number
  /** A cap over the whole life of the subscription; null: none. */
  hardLimit: number | null
  totalUsed: number
}

/**
 * The low-quota warning (spec §6: below an absolute threshold, or at or below a share of the quota;
 * the values are ours, ADR 0034 addendum): fewer than 2 left (the last one) or at most 10 % of the quota
 * left, and only once something has been used. The share decides from a quota of 20 on (10,000 CVs
 * warn at 1,000 left, early enough to upgrade before a bulk upload fails half-way); the floor only
 * makes small quotas warn at their last unit, where 10 % is less than one. An absolute floor of 5 made
 * every quota under 10 warn early: 1 of 5 team members showed "Almost used up".
 */
export const LOW_QUOTA_ABSOLUTE = 2
export const LOW_QUOTA_SHARE = 0.1

/** A feature is available only if enabled (and present). */
export function isAvailable(feature: FeatureAllowance | undefined): boolean {
  return feature?.enabled === true
}

function remaining(limit: number | null, used: number, present: boolean, tenantStatus: TenantStatus) {
  if (tenantStatus === 'SPECIAL') return null
  if (!present) return 0
  if (limit === null) return null
  return Math.max(0, limit - Math.max(0, used))
}

/** quota − used, never below 0; unlimited if the quota is null or the tenant SPECIAL; 0 if absent. */
export function remainingQuota(feature: FeatureAllowance | undefined, tenantStatus: TenantStatus): number | null {
  return remaining(feature?.quota ?? null, feature?.used ?? 0, feature !== undefined, tenantStatus)
}

/** hardLimit − totalUsed by the same rules. */
export function remainingHardLimit(feature: FeatureAllowance | undefined, tenantStatus: TenantStatus): number | null {
  return remaining(feature?.hardLimit ?? null, feature?.totalUsed ?? 0, feature !== undefined, tenantStatus)
}

/** seats − usedSeats, never below 0; unlimited when seats is null or the tenant SPECIAL. */
export function remainingSeats(seats: number | null, usedSeats: number, tenantStatus: TenantStatus): number | null {
  return remaining(seats, usedSeats, true, tenantStatus)
}

/** Whether `amount` more uses fit: available, within the quota and within the hard limit. */
export function canUse(feature: FeatureAllowance | undefined, tenantStatus: TenantStatus, amount = 1): boolean {
  if (!isAvailable(feature)) return false
  const fits = (left: number | null) => left === null || left >= amount
  return fits(remainingQuota(feature, tenantStatus)) && fits(remainingHardLimit(feature, tenantStatus))
}

/** How much more fits now: the smaller of quota and hard limit left (null: unlimited, 0: unavailable). */
export function usableAmount(feature: FeatureAllowance | undefined, tenantStatus: TenantStatus): number | null {
  if (!isAvailable(feature)) return 0
  const left = [remainingQuota(feature, tenantStatus), remainingHardLimit(feature, tenantStatus)].filter(
    (value): value is number => value !== null,
  )
  return left.length === 0 ? null : Math.min(...left)
}

/**
 * The warning shows when a limited quota is nearly used: below the absolute floor or within the share,
 * never while nothing of it is used (a quota of 1 is not "almost used up" before its first use).
 */
export function isLowQuota(remainingAmount: number | null, quota: number | null): boolean {
  if (remainingAmount === null || quota === null || quota <= 0 || remainingAmount >= quota) return false
  return remainingAmount < LOW_QUOTA_ABSOLUTE || remainingAmount <= quota * LOW_QUOTA_SHARE
}

/** A plan feature's quota for a subscription: times the seats when per seat, plus what was carried over. */
export function effectiveQuota(
  feature: { quota: number | null; perSeat: boolean },
  seats: number | null,
  carriedOver = 0,
): number | null {
  if (feature.quota === null) return null
  const base = feature.perSeat && seats !== null ? feature.quota * seats : feature.quota
  return base + Math.max(0, carriedOver)
}

export type SeatRule = 'ANY' | 'MIN' | 'MAX' | 'RANGE'

/** Whether a seat count respects the plan's rule (spec §5 "Seats"). */
export function seatsAllowed(rule: SeatRule, minSeats: number | null, maxSeats: number | null, seats: number) {
  if (!Number.isInteger(seats) || seats < 1) return false
  if ((rule === 'MIN' || rule === 'RANGE') && minSeats !== null && seats < minSeats) return false
  if ((rule === 'MAX' || rule === 'RANGE') && maxSeats !== null && seats > maxSeats) return false
  return true
}
