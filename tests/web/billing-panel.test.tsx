import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../web/api/query-client'
import { SubscriptionPanel } from '../../web/features/billing/subscription-panel'
import type { SubscriptionDetails } from '../../worker/contracts/billing'
import { makeUser, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'

function renderPanel() {
  const queryClient = createQueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <SubscriptionPanel />
    </QueryClientProvider>,
  )
}

const DETAILS: SubscriptionDetails = {
  active: true,
  planId: 'plan-team',
  planName: 'standard',
  planDisplayName: 'Team',
  planType: 'PER_SEAT',
  interval: 'MONTHLY',
  features: [
    { id: 'CV_UPLOAD', enabled: true, quota: 100, quotaPeriod: 'PERIOD', used: 97, hardLimit: null, totalUsed: 97 },
    { id: 'JOB_POSTING', enabled: true, quota: 50, quotaPeriod: 'PERIOD', used: 10, hardLimit: null, totalUsed: 10 },
    {
      id: 'API_ACCESS',
      enabled: true,
      quota: 100000,
      quotaPeriod: 'PERIOD',
      used: 1234,
      hardLimit: null,
      totalUsed: 1234,
    },
  ],
  seats: 3,
  usedSeats: 2,
  paymentProviderSubscriptionId: 'local_1',
  provider: 'local',
  currentPeriodStart: Date.UTC(2026, 10, 1),
  currentPeriodEnd: Date.UTC(2026, 11, 1),
  price: 9000,
  tenantStatus: 'STANDARD',
  organizationStatus: 'ACTIVE',
  status: 'ACTIVE',
  cancelAtPeriodEnd: true,
  renewsAt: null,
  endsAt: Date.UTC(2026, 11, 1),
  upcomingPlan: null,
  canChangePlanNow: true,
  metered: null,
}

describe('billing screen: subscription panel', () => {
  it("says 'Failed to load subscription details' when the details cannot be loaded", async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser())),
      'GET /api/billing/subscription-details': apiError('FORBIDDEN', 403),
    })
    renderPanel()
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load subscription details')
  })

  it('shows usage bars with the warning near the limit, seats, the end date and resume when cancelled', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser())),
      'GET /api/billing/subscription-details': json(DETAILS),
      'GET /api/tenant/subscription-plans': json({ plans: [] }),
    })
    renderPanel()
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    const cv = await screen.findByRole('progressbar', { name: 'Applicants (CVs analysed)' })
    expect(cv.getAttribute('value')).toBe('97')
    expect(cv.closest('li')?.getAttribute('data-low')).toBe('true')
    expect(screen.getByText('Almost used up')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Jobs opened' }).closest('li')?.getAttribute('data-low')).toBeNull()
    expect(screen.getByText('2 of 3 seats in use')).toBeTruthy()
    // Counts in the reader's locale, not bare digits.
    expect(screen.getByText('1,234 of 100,000 this billing period')).toBeTruthy()
    expect(screen.getByText(/^Ends on/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy()
  })

  it("does not say 'Almost used up' for 1 of Basic's 5 team members, only at the last one", async () => {
    // Bug report: the Basic plan showed the warning with 1 of 5 team members (the absolute floor of 5).
    const basic = (used: number): SubscriptionDetails => ({
      ...DETAILS,
      planId: 'plan-basic',
      planName: 'basic',
      planDisplayName: 'Basic',
      planType: 'FIXED_PRICE',
      features: [
        { id: 'TEAM_MEMBERS', enabled: true, quota: 5, quotaPeriod: 'TOTAL', used, hardLimit: 5, totalUsed: used },
        { id: 'CV_UPLOAD', enabled: true, quota: 100, quotaPeriod: 'TOTAL', used: 3, hardLimit: 100, totalUsed: 3 },
      ],
      seats: null,
      usedSeats: used,
      price: 0,
      cancelAtPeriodEnd: false,
      endsAt: null,
    })
    const apis = (used: number) => ({
      'GET /api/auth/session': json(signedIn(makeUser())),
      'GET /api/billing/subscription-details': json(basic(used)),
      'GET /api/tenant/subscription-plans': json({ plans: [] }),
    })
    mockApi(apis(1))
    renderPanel()
    const members = await screen.findByRole('progressbar', { name: 'Team members' })
    expect(screen.getByText('1 of 5 in total')).toBeTruthy()
    expect(members.closest('li')?.getAttribute('data-low')).toBeNull()
    expect(screen.queryByText('Almost used up')).toBeNull()
    cleanup()

    mockApi(apis(4))
    renderPanel()
    const last = await screen.findByRole('progressbar', { name: 'Team members' })
    expect(last.closest('li')?.getAttribute('data-low')).toBe('true')
    expect(screen.getAllByText('Almost used up')).toHaveLength(1)
  })

  it("shows the cloud plan's documents ingested this period with the price per document", async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser())),
      'GET /api/billing/subscription-details': json({
        ...DETAILS,
        planName: 'cloud',
        planDisplayName: 'Cloud',
        planType: 'FIXED_PRICE',
        seats: null,
        price: 0,
        metered: {
          ingestedDocuments: 3,
          storedDocuments: 12,
          pricePerIngestedDocumentCents: 25,
          pricePerStoredDocumentMonthCents: 1,
          ingestedAmountCents: 75,
        },
      } satisfies SubscriptionDetails),
      'GET /api/tenant/subscription-plans': json({ plans: [] }),
    })
    renderPanel()
    const ingested = await screen.findByText('Documents ingested this period')
    expect(ingested.tagName).toBe('DT')
    expect(ingested.nextElementSibling?.textContent).toBe('3 at €0.25 each: €0.75')
    expect(screen.getByText('Documents stored').nextElementSibling?.textContent).toBe('12 at €0.01 per month each')
  })

  it("opens Stripe's portal from 'Manage payment details' on a Stripe subscription only", async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(makeUser())),
      'GET /api/billing/subscription-details': json({ ...DETAILS, provider: 'stripe', cancelAtPeriodEnd: false }),
      'GET /api/tenant/subscription-plans': json({ plans: [] }),
      'POST /api/billing/subscription-urls': json({
        manageUrl: 'https://portal.test/manage',
        updatePaymentMethodUrl: 'https://portal.test/payment-method',
      }),
    })
    renderPanel()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Manage payment details' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.test/payment-method'))
    expect(calls.filter((c) => c.path === '/api/billing/subscription-urls')).toHaveLength(1)
    vi.unstubAllGlobals()
  })

  it('offers no payment details to manage with the local provider', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser())),
      'GET /api/billing/subscription-details': json(DETAILS),
      'GET /api/tenant/subscription-plans': json({ plans: [] }),
    })
    renderPanel()
    await screen.findByRole('button', { name: 'Resume subscription' })
    expect(screen.queryByRole('button', { name: 'Manage payment details' })).toBeNull()
  })
})
