import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dashboardMetrics, signedIn, signedOut } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'

const metricRoutes = Object.fromEntries(
  Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]),
)
const TOKEN = 'registration-token-0123456789abcdef'
const registration = { email: 'grace@example.com', language: 'en_US', firstUser: false, passwordStored: false }

describe('sign-up', () => {
  it('sends the confirmation link and says to check the inbox', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/onboarding/start-registration': json({ ok: true }),
    })
    const { user } = renderApp('/signup')
    await screen.findByRole('heading', { name: 'Create an account', level: 1 })
    await user.type(screen.getByLabelText('Email'), 'Grace@Example.com')
    await user.click(screen.getByLabelText('German (Deutsch)'))
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByText(/We sent a confirmation link to grace@example.com/)).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/access/onboarding/start-registration')?.body).toEqual({
      email: 'grace@example.com',
      language: 'de_DE',
    })
  })

  it('shows the spec message for an invalid confirmation link, with links to sign-up and login', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/onboarding/verify-registration-session': apiError('EMAIL_CONFIRMATION_INVALID', 400),
    })
    renderApp(`/signup/confirm?token=${TOKEN}`)
    expect(
      await screen.findByText('The email confirmation link is invalid or has expired. Please sign up again or log in.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/signup')
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login')
  })

  it('goes from the confirmation link to the onboarding wizard', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/onboarding/verify-registration-session': json(registration),
    })
    const { router } = renderApp(`/signup/confirm?token=${TOKEN}`)
    await screen.findByRole('heading', { name: 'Step 1 of 5: Language' })
    expect(currentHref(router)).toBe(`/onboarding?token=${TOKEN}`)
    // The wizard reuses the check of the confirmation page.
    expect(calls.filter((call) => call.path === '/api/access/onboarding/verify-registration-session')).toHaveLength(1)
  })
})

describe('onboarding wizard', () => {
  it('checks every step before moving on and creates the account at the end', async () => {
    let session: unknown = signedOut
    const calls = mockApi({
      ...metricRoutes,
      'GET /api/auth/session': () => json(session),
      'POST /api/access/onboarding/verify-registration-session': json(registration),
      'POST /api/access/onboarding/store-password': json({ ok: true }),
      'POST /api/access/onboarding/complete-registration': () => {
        session = signedIn()
        return json({ outcome: 'SUCCESS' })
      },
    })
    const { user, router } = renderApp(`/onboarding?token=${TOKEN}`)
    await screen.findByRole('heading', { name: 'Step 1 of 5: Language' })
    expect(screen.getByRole('list', { name: 'Setup steps' }).querySelector('[aria-current="step"]')?.textContent).toBe(
      '1Language',
    )
    // Choosing German switches the wizard to German at once, keeping the step and the focus.
    await user.click(screen.getByLabelText('German (Deutsch)'))
    await screen.findByRole('heading', { name: 'Schritt 1 von 5: Sprache' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Deutsch')))
    expect(document.documentElement.lang).toBe('de')
    await user.click(screen.getByLabelText('Englisch'))
    await screen.findByRole('heading', { name: 'Step 1 of 5: Language' })
    await user.click(screen.getByRole('button', { name: 'Next' }))

    // Organization: the name is required; focus goes to the step heading, then to the invalid field.
    const orgHeading = await screen.findByRole('heading', { name: 'Step 2 of 5: Organization' })
    await waitFor(() => expect(document.activeElement).toBe(orgHeading))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Name is required')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Organization name'))
    await user.type(screen.getByLabelText('Organization name'), 'Hopper Hiring')
    expect(screen.queryByText('Name is required')).toBeNull()
    await user.click(screen.getByLabelText('We are a recruiting agency'))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    // Password: the server's rules, a strength meter, and a matching confirmation.
    await screen.findByRole('heading', { name: 'Step 3 of 5: Password' })
    await user.type(screen.getByLabelText('New password'), 'Password1')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Choose a stronger password')).toBeTruthy()
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'Kettle7horse!')
    expect(screen.getByText('Password strength: strong')).toBeTruthy()
    await user.type(screen.getByLabelText('Confirm password'), 'Kettle7horse!')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    // User info; Back keeps what was entered.
    await screen.findByRole('heading', { name: 'Step 4 of 5: About you' })
    expect(calls.find((call) => call.path === '/api/access/onboarding/store-password')?.body).toEqual({
      token: TOKEN,
      password: 'Kettle7horse!',
      confirmPassword: 'Kettle7horse!',
    })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Name is required')).toBeTruthy()
    await user.type(screen.getByLabelText('Your name'), 'Grace Hopper')
    await user.type(screen.getByLabelText('Position (optional)'), 'Founder')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('heading', { name: 'Step 3 of 5: Password' })
    expect(screen.getByText(/Your password is saved/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Step 4 of 5: About you' })
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Grace Hopper')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    // Review, then create.
    await screen.findByRole('heading', { name: 'Step 5 of 5: Review' })
    for (const text of ['grace@example.com', 'English', 'Hopper Hiring', 'Grace Hopper', 'Founder']) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0)
    }
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(currentHref(router)).toBe('/dashboard')
    expect(calls.filter((call) => call.path === '/api/access/onboarding/store-password')).toHaveLength(1)
    expect(calls.find((call) => call.path === '/api/access/onboarding/complete-registration')?.body).toEqual({
      token: TOKEN,
      language: 'en_US',
      organization: { name: 'Hopper Hiring', isAgency: true },
      user: { name: 'Grace Hopper', position: 'Founder' },
    })
  })

  it('shows the server error on the review step and stays there', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/onboarding/verify-registration-session': json({ ...registration, passwordStored: true }),
      'POST /api/access/onboarding/complete-registration': apiError('REGISTRATION_FAILED', 400),
    })
    const { user } = renderApp(`/onboarding?token=${TOKEN}`)
    await screen.findByRole('heading', { name: 'Step 1 of 5: Language' })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText('Organization name'), 'Acme')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    // The password was stored earlier (the link was opened before): the step may be passed as is.
    await screen.findByRole('heading', { name: 'Step 3 of 5: Password' })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText('Your name'), 'Ada')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Registration failed.'))
    expect(screen.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeTruthy()
  })
})
