import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedOut } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'

const TOKEN = 'email-change-token-0123456789abcdef'

describe('email-change result screen', () => {
  it('confirms the new address', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/my-profile/set-email': json({ email: 'ada@new.example' }),
    })
    renderApp(`/email-change?token=${TOKEN}`)
    expect(await screen.findByText('Your email address is now ada@new.example.')).toBeTruthy()
    expect(calls.filter((call) => call.path === '/api/my-profile/set-email')).toHaveLength(1)
  })

  it('says the link is invalid or expired, with the way to the security page', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/my-profile/set-email': apiError('EMAIL_CHANGE_LINK_INVALID', 400),
    })
    renderApp(`/email-change?token=${TOKEN}`)
    expect(await screen.findByText(/The email change link is invalid or has expired/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Request a new link on the security page' }).getAttribute('href')).toBe(
      '/profile?tab=security',
    )
  })
})
