import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeUser, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'

const profile = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  position: 'Analyst',
  language: 'en_US',
  photoUrl: null,
  tfaEnabled: false,
  hasPassword: true,
}
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'

function profileRoutes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/auth/session': json(signedIn(makeUser())),
    'GET /api/my-profile': json(profile),
    'GET /api/my-profile/contact/org-1': json({
      organizationId: 'org-1',
      contactEmail: 'ada@acme.example',
      contactPhone: null,
    }),
    'GET /api/my-profile/credentials': json({
      credentials: [
        { kind: 'PASSWORD', label: null, createdAt: 1 },
        { kind: 'GOOGLE_OAUTH2', label: 'ada@gmail.example', createdAt: 2 },
      ],
    }),
    'GET /api/access/active-oauth-providers': json({ providers: ['GOOGLE', 'MICROSOFT'] }),
    ...overrides,
  }
}

describe('profile tabs', () => {
  it('opens the tab named in the URL and keeps the URL in step with the tab', async () => {
    mockApi(profileRoutes())
    const { user, router } = renderApp('/profile?tab=security')
    expect(await screen.findByRole('tab', { name: 'Security', selected: true })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: 'General' }))
    await waitFor(() => expect(currentHref(router)).toBe('/profile'))
    expect(await screen.findByLabelText('Contact email')).toBeTruthy()
    expect((screen.getByLabelText('Contact email') as HTMLInputElement).value).toBe('ada@acme.example')
  })
})

describe('two-factor setup', () => {
  it('shows the QR code as an image and the secret as text, then turns two-factor on', async () => {
    let tfaEnabled = false
    const calls = mockApi(
      profileRoutes({
        'GET /api/my-profile': () => json({ ...profile, tfaEnabled }),
        'POST /api/my-profile/2fa/initiate': json({
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Shortlist:ada@example.com?secret=JBSWY3DPEHPK3PXP',
          qrSvg: QR,
        }),
        'POST /api/my-profile/2fa/complete': () => {
          tfaEnabled = true
          return json({ tfaEnabled: true })
        },
      }),
    )
    const { user } = renderApp('/profile?tab=security')
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }))
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' })
    const src = qr.getAttribute('src') ?? ''
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(atob(src.slice('data:image/svg+xml;base64,'.length))).toBe(QR)
    // Never parsed into the page: no <svg> element exists in the document.
    expect(document.querySelector('svg rect')).toBeNull()
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy()
    await user.type(screen.getByLabelText('One-time password'), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }))
    expect(await screen.findByRole('button', { name: 'Turn off two-factor authentication' })).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/my-profile/2fa/complete')?.body).toEqual({ code: '654321' })
  })

  it("says 'You entered the wrong one-time password!' when the code does not match", async () => {
    mockApi(
      profileRoutes({
        'POST /api/my-profile/2fa/initiate': json({ secret: 'S', uri: 'otpauth://totp/x', qrSvg: QR }),
        'POST /api/my-profile/2fa/complete': apiError('WRONG_TFA_CODE', 400),
      }),
    )
    const { user } = renderApp('/profile?tab=security')
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }))
    await user.type(await screen.findByLabelText('One-time password'), '111111')
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }))
    expect(await screen.findByText('You entered the wrong one-time password!')).toBeTruthy()
  })
})

describe('linked accounts', () => {
  it('links a provider and shows why the last way to sign in cannot be unlinked', async () => {
    const calls = mockApi(profileRoutes({ 'POST /api/my-profile/unlink-credential': apiError('LAST_CREDENTIAL', 409) }))
    const { user } = renderApp('/profile?tab=security')
    const list = (await screen.findByRole('heading', { name: 'Linked accounts' })).closest('section') as HTMLElement
    expect(await within(list).findByText(/linked as ada@gmail.example/)).toBeTruthy()
    expect(within(list).getByRole('button', { name: 'Link Microsoft' })).toBeTruthy()
    await user.click(within(list).getByRole('button', { name: 'Unlink Google' }))
    await waitFor(() =>
      expect(within(list).getByRole('alert').textContent).toContain(
        'The credentials could not be unlinked: it is your last way to sign in.',
      ),
    )
    expect(calls.find((call) => call.path === '/api/my-profile/unlink-credential')?.body).toEqual({
      kind: 'GOOGLE_OAUTH2',
    })
  })
})

describe('change email', () => {
  it('asks for the password and says to check the new inbox', async () => {
    const calls = mockApi(profileRoutes({ 'POST /api/my-profile/change-email': json({ ok: true }) }))
    const { user } = renderApp('/profile?tab=security')
    await user.type(await screen.findByLabelText('New email address'), 'ada@new.example')
    await user.click(screen.getByRole('button', { name: 'Change email' }))
    expect(screen.getByText('Please enter your password.')).toBeTruthy()
    await user.type(screen.getByLabelText('Current password', { selector: '#change-email-password' }), 'Secret-1')
    await user.click(screen.getByRole('button', { name: 'Change email' }))
    expect(await screen.findByText(/Check your new inbox/)).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/my-profile/change-email')?.body).toEqual({
      email: 'ada@new.example',
      password: 'Secret-1',
    })
  })
})
