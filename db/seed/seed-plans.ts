import type { planFeatures, subscriptionPlans } from '../schema'

type Plan = Omit<typeof subscriptionPlans.$inferInsert, 'id' | 'createdAt'>
type Feature = Omit<typeof planFeatures.$inferInsert, 'id' | 'planId'>

/**
 * The two plans of spec §1/§9. basic: free, 100 applicants and 100 documents or jobs analysed in total.
 * cloud: no subscription fee, a price per ingested document and per stored document and month.
 * A null quota means unlimited (spec §6).
 */
export const SEED_PLANS: readonly { key: 'basic' | 'cloud'; plan: Plan; features: Feature[] }[] = [
  {
    key: 'basic',
    plan: {
      name: 'basic',
      displayName: 'Basic',
      planType: 'FIXED_PRICE',
      interval: 'MONTHLY',
      seatRule: 'ANY',
      pricePerSeatCents: 0,
      priceCents: 0,
      basicLimits: { applicants: { perPeriod: null, total: 100 }, jobs: { perPeriod: null, total: 100 } },
      active: true,
    },
    features: [
      { feature: 'CV_UPLOAD', enabled: true, quota: 100, hardLimit: 100, quotaPeriod: 'TOTAL', perSeat: false },
      { feature: 'JOB_POSTING', enabled: true, quota: 100, hardLimit: 100, quotaPeriod: 'TOTAL', perSeat: false },
      { feature: 'CHAT', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
      { feature: 'TEAM_MEMBERS', enabled: true, quota: 5, hardLimit: 5, quotaPeriod: 'TOTAL', perSeat: false },
      { feature: 'INTEGRATIONS', enabled: false, quota: 0, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
      { feature: 'API_ACCESS', enabled: false, quota: 0, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
    ],
  },
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
]
