import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedOut } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'

const older = {
  id: 'm1',
  to: 'ada@example.com',
  subject: 'Confirm your email',
  kind: 'SIGNUP',
  language: 'en',
  createdAt: 1_000,
}
const newer = {
  id: 'm2',
  to: 'ada@example.com',
  subject: 'Your sign-in link',
  kind: 'SIGN_IN_LINK',
  language: 'en',
  createdAt: 2_000,
}

describe('dev mailbox', () => {
  it('says it is not available when the server has no outbox (404)', async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut), 'GET /api/dev/mailbox': apiError('NOT_FOUND', 404) })
    renderApp('/dev/mailbox')
    expect(await screen.findByText(/The dev mailbox is not available here/)).toBeTruthy()
  })

  it('lists newest first, filters by recipient and shows a mail safely', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'GET /api/dev/mailbox': json({ mails: [older, newer] }),
      'GET /api/dev/mailbox/m2': json({
        ...newer,
        text: 'Sign in: http://127.0.0.1:8790/login/link?token=abc\nThanks',
        html: '<p>Sign in <a href="http://127.0.0.1:8790/login/link?token=abc">here</a></p><script>alert(1)</script>',
      }),
    })
    const { user } = renderApp('/dev/mailbox?to=ada%40example.com')
    const links = await screen.findAllByRole('link', { name: /ada@example.com/ })
    expect(links.map((link) => link.textContent?.slice(0, 17))).toEqual(['Your sign-in link', 'Confirm your emai'])
    expect(calls.find((call) => call.path === '/api/dev/mailbox')?.query.get('to')).toBe('ada@example.com')
    await user.click(links[0] as HTMLElement)
    expect(await screen.findByRole('heading', { name: 'Your sign-in link', level: 2 })).toBeTruthy()
    const link = screen.getByRole('link', { name: 'http://127.0.0.1:8790/login/link?token=abc' })
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:8790/login/link?token=abc')
    const frame = screen.getByTitle('HTML')
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('srcdoc')).toContain('<script>')
  })
})
