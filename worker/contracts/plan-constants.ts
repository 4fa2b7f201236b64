import type { PlanFeature } from './billing-plans'

/** The limits of spec §9's Basic plan. The seed stores them; they also apply when no Basic plan is stored. */
export const BASIC_APPLICANTS = 100
export const BASIC_DOCUMENTS_OR_JOBS = 100
export const BASIC_TEAM_MEMBERS = 5

export const BASIC_PLAN = {
  name: 'basic' as const,
  displayName: 'Basic',
  planType: 'FIXED_PRICE' as const,
  interval: 'MONTHLY' as const,
  seatRule: 'ANY' as const,
  minSeats: null,
  maxSeats: null,
  pricePerSeatCents: 0,
  priceCents: 0,
  cloudPricePerIngestedDocCents: null,
  cloudPricePerStoredDocMonthCents: null,
  basicLimits: {
    applicants: { perPeriod: BASIC_APPLICANTS, total: BASIC_APPLICANTS },
    jobs: { perPeriod: BASIC_DOCUMENTS_OR_JOBS, total: BASIC_DOCUMENTS_OR_JOBS },
  },
  features: [
    {
      feature: 'CV_UPLOAD',
      enabled: true,
      quota: BASIC_DOCUMENTS_OR_JOBS,
      hardLimit: BASIC_DOCUMENTS_OR_JOBS,
      quotaPeriod: 'TOTAL',
      perSeat: false,
    },
    {
      feature: 'JOB_POSTING',
      enabled: true,
      quota: BASIC_DOCUMENTS_OR_JOBS,
      hardLimit: BASIC_DOCUMENTS_OR_JOBS,
      quotaPeriod: 'TOTAL',
      perSeat: false,
    },
    { feature: 'CHAT', enabled: true, quota: null, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
    {
      feature: 'TEAM_MEMBERS',
      enabled: true,
      quota: BASIC_TEAM_MEMBERS,
      hardLimit: BASIC_TEAM_MEMBERS,
      quotaPeriod: 'TOTAL',
      perSeat: false,
    },
    { feature: 'INTEGRATIONS', enabled: false, quota: 0, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
    { feature: 'API_ACCESS', enabled: false, quota: 0, hardLimit: null, quotaPeriod: 'PERIOD', perSeat: false },
  ] satisfies PlanFeature[],
}

/** One billing period of a plan's interval (a month is 30 days, a year 365: the local provider's clock). */
export const PERIOD_MS = { MONTHLY: 30 * 24 * 60 * 60_000, YEARLY: 365 * 24 * 60 * 60_000 } as const
