import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '../support/factories'
import { call } from '../support/http'
import { mailsTo, waitForMail } from '../support/outbox'

/** The public sign-up start honours Idempotency-Key too; without a session the scope is the client address. */
describe('Idempotency-Key on POST /api/access/onboarding/start-registration', () => {
  const start = (email: string, key: string, client: string) =>
    call('/api/access/onboarding/start-registration', {
      method: 'POST',
      json: { email, language: 'en_US' },
      headers: { 'Idempotency-Key': key, 'CF-Connecting-IP': client },
    })

  it('a double submit mails one confirmation link; another client with the same key value is its own', async () => {
    const email = uniqueEmail('signup-idem')
    const key = crypto.randomUUID()
    const [a, b] = await Promise.all([start(email, key, '2001:db8::a'), start(email, key, '2001:db8::a')])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await b.text()).toBe(await a.text())
    await waitForMail(email, 'email_confirmation')
    // The mail goes out after the answer: give a wrongly second run the time to show.
    await new Promise((r) => setTimeout(r, 500))
    expect(await mailsTo(email)).toHaveLength(1)

    const other = await start(email, key, '2001:db8::b')
    expect(other.status).toBe(200)
    expect(other.headers.get('Idempotent-Replayed')).toBeNull()
  })
})
