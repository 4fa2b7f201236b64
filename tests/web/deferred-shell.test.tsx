import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'

/** Answers that never come: the page keeps fetching, so the shell's controls are not loaded on their own. */
const pending = () => new Promise<never>(() => undefined)

// Its own file: the loaded controls are module state, and these tests need the twins (first render).
describe('signed-in shell before its controls are loaded', () => {
  it('shows the header buttons as twins, and a twin opened with the keyboard hands over focus and key', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn()),
      'GET /api/metrics/applicants': pending,
      'GET /api/metrics/jobs': pending,
      'GET /api/metrics/average-score': pending,
      'GET /api/metrics/skills/applicants': pending,
      'GET /api/metrics/skills/jobs': pending,
      'GET /api/metrics/skills/gap': pending,
    })
    const { user } = renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    const twin = screen.getByRole('button', { name: /Account/ })
    // The twin: a plain button with the menu trigger's name and popup semantics, no Ark machine yet.
    expect(twin.getAttribute('aria-haspopup')).toBe('menu')
    expect(twin.getAttribute('data-scope')).toBeNull()
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('data-scope')).toBeNull()

    twin.focus()
    await user.keyboard('{Enter}')
    // The real menu opened as its own trigger would on Enter: first item highlighted, focus inside.
    const first = await screen.findByRole('menuitem', { name: 'My profile' })
    await waitFor(() => expect(first.hasAttribute('data-highlighted')).toBe(true))
    // Each control is a part of its own: using one twin loads only that one, the others wait for the page.
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('data-scope')).toBeNull()
    expect(screen.getByRole('button', { name: /Search/ }).getAttribute('data-scope')).toBeNull()
    await user.keyboard('{Escape}')
    const trigger = screen.getByRole('button', { name: /Account/ })
    expect(trigger.getAttribute('data-scope')).toBe('menu')
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })
})
