import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dashboardMetrics, signedIn, signedOut } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'

const metricRoutes = Object.fromEntries(
  Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]),
)

async function openLogin(path = '/login') {
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Sign in' })
  return app
}

describe('login page', () => {
  it('is a labelled form inside a main landmark', async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut) })
    await openLogin()
    expect(screen.getByRole('main').contains(screen.getByLabelText('Email'))).toBe(true)
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(document.title).toBe('Sign in · Shortlist')
  })

  it('shows the required messages and focuses the first invalid field', async () => {
    const calls = mockApi({ 'GET /api/auth/session': json(signedOut) })
    const { user } = await openLogin()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Please enter your email address.')).toBeTruthy()
    expect(screen.getByText('Please enter your password.')).toBeTruthy()
    const email = screen.getByLabelText('Email')
    expect(document.activeElement).toBe(email)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe('login-email-error')
    expect(calls.some((call) => call.path === '/api/access/login')).toBe(false)
  })

  it("says 'It seems not to be an email' for a malformed address, and clears it once fixed", async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut) })
    const { user } = await openLogin()
    await user.type(screen.getByLabelText('Email'), 'ada.example.com')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('It seems not to be an email')).toBeTruthy()
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    expect(screen.queryByText('It seems not to be an email')).toBeNull()
  })

  it('shows the INVALID_CREDENTIALS text in the alert region on 401', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/login': apiError('INVALID_CREDENTIALS', 401),
    })
    const { user } = await openLogin()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert.textContent).toBe('The password or email is incorrect!'))
    const login = calls.find((call) => call.path === '/api/access/login')
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'wrong' })
  })

  it('shows the network message when the server cannot be reached', async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut), 'POST /api/access/login': 'network-error' })
    const { user } = await openLogin()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Check your internet connection'))
  })

  it("falls back to 'Something went wrong!' for unknown codes", async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut), 'POST /api/access/login': apiError('TEAPOT', 418) })
    const { user } = await openLogin()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong!'))
  })

  it('signs in and continues to the return_url', async () => {
    let session: unknown = signedOut
    mockApi({
      'GET /api/auth/session': () => json(session),
      'POST /api/access/login': () => {
        session = signedIn()
        return json({ outcome: 'SUCCESS' })
      },
    })
    const { user, router } = await openLogin('/login?return_url=%2Fprofile')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    expect(currentHref(router)).toBe('/profile')
  })

  it('signs in and goes to the dashboard without a return_url', async () => {
    let session: unknown = signedOut
    mockApi({
      ...metricRoutes,
      'GET /api/auth/session': () => json(session),
      'POST /api/access/login': () => {
        session = signedIn()
        return json({ outcome: 'SUCCESS' })
      },
    })
    const { user, router } = await openLogin('/login?return_url=https%3A%2F%2Fevil.example')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(currentHref(router)).toBe('/dashboard')
  })
})
