import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadShellPart } from '../../web/components/layout/deferred-shell'
import { dashboardMetrics, makeUser, mentionNotification, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const metricRoutes = Object.fromEntries(
  Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]),
)

const mention = mentionNotification()

// Its own file: the loaded parts are module state, and these tests need the twins of a page
// whose data has arrived (the data parts loaded, the controls not yet used).
describe('signed-in shell: controls on first use, counts without one', () => {
  it('shows the counts after the page data without loading a control; hovering or focusing a twin loads its control', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: ['DASHBOARD', 'PROFILE', 'CHAT'] }))),
      'GET /api/upload-status': () => sseStream().response,
      'GET /api/notifications': json({ items: [mention], nextCursor: null, unread: 1 }),
      'GET /api/chats': json({ chats: [], unreadTotal: 2 }),
      ...metricRoutes,
    })
    const { user } = renderApp('/dashboard')
    await waitFor(() => expect(screen.getByRole('region', { name: 'Applicants' }).textContent).toContain('1,234'), {
      timeout: 3000,
    })
    const bell = () => screen.getByRole('button', { name: 'Notifications' })
    // The numbers come without a user action, from the light parts; the bell is still its twin.
    await waitFor(() => expect(bell().querySelector('.notification-badge')?.textContent).toBe('1'), {
      timeout: 3000,
    })
    expect(bell().getAttribute('aria-describedby')).toBe('notification-summary')
    expect(document.getElementById('notification-summary')?.textContent).toContain('1 unread mention.')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Team chat/ }).textContent).toContain('2 unread'))
    // No control was loaded on idle: every header button is still a plain twin.
    expect(bell().getAttribute('data-scope')).toBeNull()
    expect(bell().getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.getByRole('button', { name: /Account/ }).getAttribute('data-scope')).toBeNull()
    expect(screen.getByRole('button', { name: /Search/ }).getAttribute('data-scope')).toBeNull()
    expect(within(nav).getByRole('button', { name: 'Open menu' }).getAttribute('data-scope')).toBeNull()

    // The pointer coming over a twin loads its control, which replaces it without opening.
    await user.hover(screen.getByRole('button', { name: /Account/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /Account/ }).getAttribute('data-scope')).toBe('menu'))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(bell().getAttribute('data-scope')).toBeNull()

    // Focus loads it too, and the real trigger keeps the focus (with the badge it showed).
    bell().focus()
    await waitFor(() => expect(bell().getAttribute('data-scope')).toBe('popover'))
    await waitFor(() => expect(document.activeElement).toBe(bell()))
    expect(bell().querySelector('.notification-badge')?.textContent).toBe('1')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps a pressed twin until its click, so a tap that loads the control also opens it', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    const twin = screen.getByRole('button', { name: /Search/ })
    expect(twin.getAttribute('data-scope')).toBeNull()
    // A touch screen: no hover; the press starts the load, and the part arrives before the finger lifts.
    fireEvent.pointerDown(twin, { button: 0, pointerType: 'touch' })
    // Rendered as soon as it is there (as the click's own load would), within act: React is done with it.
    await act(async () => {
      await loadShellPart('search', true)
    })
    expect(twin.isConnected).toBe(true)
    expect(screen.getByRole('button', { name: /Search/ })).toBe(twin)
    fireEvent.pointerUp(twin, { button: 0, pointerType: 'touch' })
    fireEvent.click(twin)
    const dialog = await screen.findByRole('dialog', { name: 'Search' })
    expect(
      within(dialog).getByRole('combobox', { name: 'Search candidates, clients, assessments and jobs' }),
    ).toBeTruthy()
  })
})
