import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedOut } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'

const TOKEN = 'reset-token-0123456789abcdefghij'

describe('reset password', () => {
  it('shows the invalid-link message with a link to request a new one', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/validate-reset-code': apiError('RESET_LINK_INVALID', 400),
    })
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`)
    expect(await screen.findByText('The password reset link is invalid or has expired.')).toBeTruthy()
    expect(screen.queryByLabelText('New password')).toBeNull()
    expect(calls.find((call) => call.path === '/api/access/validate-reset-code')?.body).toEqual({ token: TOKEN })
    await user.click(screen.getByRole('link', { name: 'Request a new link' }))
    await screen.findByRole('heading', { name: 'Forgot password', level: 1 })
    expect(currentHref(router)).toBe('/forgot-password')
  })

  it('shows the invalid-link message without calling the server when the token is missing', async () => {
    const calls = mockApi({ 'GET /api/auth/session': json(signedOut) })
    renderApp('/reset-password')
    expect(await screen.findByText('The password reset link is invalid or has expired.')).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/access/validate-reset-code')).toBe(false)
  })

  it('rates the new password as it is typed, with the same rules as the server', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/validate-reset-code': json({ email: 'ada@example.com' }),
    })
    const { user } = renderApp(`/reset-password?token=${TOKEN}`)
    const password = await screen.findByLabelText('New password')
    expect(screen.getByText('Password strength: not entered yet')).toBeTruthy()
    const meter = screen.getByLabelText('Password strength')
    const cases: [string, string][] = [
      ['abc', 'weak'],
      ['Zebra9lamp', 'could be better'],
      ['Kettle7horse', 'good'],
      ['Kettle7horse!', 'strong'],
    ]
    for (const [value, strength] of cases) {
      await user.clear(password)
      await user.type(password, value)
      expect(screen.getByText(`Password strength: ${strength}`)).toBeTruthy()
      expect(meter.getAttribute('aria-valuetext')).toBe(strength)
    }
    // Each of the three rules is ticked off once met.
    expect(screen.getByText('At least 8 characters').closest('li')?.className).toBe('rule-met')
    await user.clear(password)
    await user.type(password, 'short')
    expect(screen.getByText('At least 8 characters').closest('li')?.className).toBe('rule-unmet')
    expect(screen.getByText('One uppercase letter').closest('li')?.className).toBe('rule-unmet')
  })

  it("refuses a weak password ('choose a stronger password') and a confirmation that does not match", async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/validate-reset-code': json({ email: 'ada@example.com' }),
    })
    const { user } = renderApp(`/reset-password?token=${TOKEN}`)
    await user.type(await screen.findByLabelText('New password'), 'Password1')
    await user.type(screen.getByLabelText('Confirm password'), 'Password2')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByText('Choose a stronger password')).toBeTruthy()
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('New password'))
    expect(calls.some((call) => call.path === '/api/access/reset-password')).toBe(false)
  })

  it('resets and sends the user to the login page with a notice', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/validate-reset-code': json({ email: 'ada@example.com' }),
      'POST /api/access/reset-password': json({ outcome: 'LOGIN' }),
    })
    const { user } = renderApp(`/reset-password?token=${TOKEN}`)
    await user.type(await screen.findByLabelText('New password'), 'Kettle7horse!')
    await user.type(screen.getByLabelText('Confirm password'), 'Kettle7horse!')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    expect(screen.getByText(/Your password has been changed/)).toBeTruthy()
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com'))
    expect(calls.find((call) => call.path === '/api/access/reset-password')?.body).toEqual({
      token: TOKEN,
      password: 'Kettle7horse!',
      confirmPassword: 'Kettle7horse!',
    })
  })
})
