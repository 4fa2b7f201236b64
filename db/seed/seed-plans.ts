import { BASIC_PLAN } from '../../worker/contracts/plan-constants'
import type { planFeatures, subscriptionPlans } from '../schema'

type Plan = Omit<typeof subscriptionPlans.$inferInsert, 'id' | 'createdAt'>
type Feature = Omit<typeof planFeatures.$inferInsert, 'id' | 'planId'>

const { features: basicFeatures, ...basicPlan } = BASIC_PLAN

/**
 * The plans of spec §1/§9 and one to sell. basic: free, 100 applicants and 100 documents or jobs
 * analysed (worker/contracts/plan-constants.ts). cloud: no subscription fee, a price per ingested
 * document and per stored document and month. team: per seat (3 to 50), what the demo organizations
 * subscribe to, with room for the benchmarks' bulk uploads and 10,000 API requests per seat and period.
 * Basic includes neither integrations nor API access. A null quota means unlimited (spec §6).
 */
export const SEED_PLANS: readonly { key: 'basic' | 'cloud' | 'team'; plan: Plan; features: Feature[] }[] = [
  { key: 'basic', plan: { ...basicPlan, active: true }, features: basicFeatures },
  {
    key: 'cloud',
    plan: {
      name: 'cloud',
      displayName: 'Cloud',
      planType: 'FIXED_PRICE',
      interval: 'MONTHLY',
      seatRule: 'ANY',
      pricePerSeatCents: 0,
      priceCents: 0,
      cloudPricePerIngestedDocCents: 25,
      cloudPricePerStoredDocMonthCents: 1,
      basicLimits: null,
      active: true,
    },
    features: [
      { feature: 'CV_UPLOAD', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
      { feature: 'JOB_POSTING', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
      { feature: 'CHAT', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
      { feature: 'TEAM_MEMBERS', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'TOTAL', perSeat: false },
      { feature: 'INTEGRATIONS', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
      { feature: 'API_ACCESS', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
    ],
  },
  {
    key: 'team',
    plan: {
      name: 'standard',
      displayName: 'Team',
      planType: 'PER_SEAT',
      interval: 'MONTHLY',
      seatRule: 'RANGE',
      minSeats: 3,
      maxSeats: 50,
      pricePerSeatCents: 2900,
      priceCents: 0,
      basicLimits: null,
      active: true,
    },
    features: [
      { feature: 'CV_UPLOAD', enabled: true, quota: 2000, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: true },
      { feature: 'JOB_POSTING', enabled: true, quota: 200, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: true },
      { feature: 'CHAT', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
      { feature: 'TEAM_MEMBERS', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'TOTAL', perSeat: false },
      { feature: 'INTEGRATIONS', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
      // API requests a period, per seat: the demo organizations can use keys and the public API (ADR 0037).
      { feature: 'API_ACCESS', enabled: true, quota: 10_000, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: true },
    ],
  },
]
