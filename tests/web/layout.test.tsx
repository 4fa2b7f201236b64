import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../web/components/tooltip'
import { dashboardMetrics, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'

const metricRoutes = Object.fromEntries(
  Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]),
)

describe('default layout', () => {
  it('toggles the main menu on narrow screens and announces its state', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    const { user } = renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const toggle = within(nav).getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe('main-menu-list')
    await user.click(toggle)
    expect(within(nav).getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById('main-menu-list')?.getAttribute('data-open')).toBe('true')
    await waitFor(() => expect(screen.getByRole('region', { name: 'Applicants' }).textContent).toContain('1,234'))
  })

  it('moves focus to the main content after a navigation', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }))
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Applicants' }).textContent).toContain('1,234'))
  })

  it('uses the spec tooltip delays', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
  })
})
