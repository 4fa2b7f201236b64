import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedIn, signedOut } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'

const TOKEN = 'invite-token-0123456789abcdefghij'

describe('invite sign-up', () => {
  it('creates the invited account and signs in', async () => {
    let session: unknown = signedOut
    const calls = mockApi({
      'GET /api/auth/session': () => json(session),
      'POST /api/access/invite-info': json({ email: 'bo@example.com', organizationName: 'Acme', accountExists: false }),
      'POST /api/access/signup-in-tenant': () => {
        session = signedIn()
        return json({ outcome: 'SUCCESS' })
      },
    })
    const { user, router } = renderApp(`/invite?token=${TOKEN}`)
    expect(
      await screen.findByText('You were invited to Acme as bo@example.com. Create your account to join.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create account and join' }))
    expect(screen.getByText('Name is required')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'))
    await user.type(screen.getByLabelText('Your name'), 'Bo Diddley')
    await user.type(screen.getByLabelText('New password'), 'Kettle7horse!')
    await user.type(screen.getByLabelText('Confirm password'), 'Kettle7horse!')
    await user.click(screen.getByRole('button', { name: 'Create account and join' }))
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard'))
    expect(calls.find((call) => call.path === '/api/access/signup-in-tenant')?.body).toEqual({
      token: TOKEN,
      name: 'Bo Diddley',
      password: 'Kettle7horse!',
      confirmPassword: 'Kettle7horse!',
    })
  })

  it('asks an existing account to sign in to accept', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/invite-info': json({ email: 'ada@example.com', organizationName: 'Acme', accountExists: true }),
    })
    renderApp(`/invite?token=${TOKEN}`)
    const link = await screen.findByRole('link', { name: 'Sign in to accept' })
    // Signed in, the user comes back to this page to join (POST /team/join).
    expect(link.getAttribute('href')).toBe(
      `/login?email=ada%40example.com&return_url=${encodeURIComponent(`/invite?token=${TOKEN}`)}`,
    )
  })

  it('says when the invitation is invalid', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/invite-info': apiError('INVITE_INVALID', 400),
    })
    renderApp(`/invite?token=${TOKEN}`)
    expect(await screen.findByText('The invitation is invalid or has expired.')).toBeTruthy()
  })
})

describe('first-user registration', () => {
  it('is offered on the login page of an empty platform and leads into the wizard', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'GET /api/access/registration-status': json({ firstUser: true }),
      'POST /api/access/start-first-user': json({ token: 'first-user-token-0123456789abcdef' }),
      'POST /api/access/onboarding/verify-registration-session': json({
        email: 'root@example.com',
        language: 'en_US',
        firstUser: true,
        passwordStored: false,
      }),
    })
    const { user, router } = renderApp('/login')
    await user.click(await screen.findByRole('link', { name: 'Set up this platform: register the first user' }))
    await screen.findByRole('heading', { name: 'Register the first user', level: 1 })
    await user.type(screen.getByLabelText('Email'), 'root@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { name: 'Step 1 of 5: Language' })
    expect(currentHref(router)).toBe('/onboarding?token=first-user-token-0123456789abcdef')
    expect(calls.find((call) => call.path === '/api/access/start-first-user')?.body).toEqual({
      email: 'root@example.com',
      language: 'en_US',
    })
  })

  it('is closed once the platform has users', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'GET /api/access/registration-status': json({ firstUser: false }),
    })
    renderApp('/register')
    expect(await screen.findByText('This platform already has users. Create an account or sign in.')).toBeTruthy()
  })
})
