import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../web/api/query-client'
import { SubscriptionSummary } from '../../web/features/billing/subscription-summary'
import { makeUser, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'

function renderSummary() {
  const queryClient = createQueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <SubscriptionSummary />
    </QueryClientProvider>,
  )
}

describe('subscription summary', () => {
  it("says 'Failed to load subscription details' when the details cannot be loaded", async () => {
    mockApi({ 'GET /api/auth/session': 'network-error' })
    renderSummary()
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load subscription details')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('shows a loading skeleton, then plan and status', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn(makeUser())) })
    renderSummary()
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(await screen.findByText('Basic')).toBeTruthy()
    expect(screen.getByText('Active')).toBeTruthy()
  })
})
