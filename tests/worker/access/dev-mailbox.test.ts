import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '../support/factories'
import { call } from '../support/http'
import { waitForMail } from '../support/outbox'

describe('dev mailbox (local and test mode)', () => {
  it('lists the outbox newest first, filters by recipient and shows one mail with both parts', async () => {
    const email = uniqueEmail('mailbox')
    await call('/api/access/onboarding/start-registration', { method: 'POST', json: { email, language: 'en_US' } })
    await waitForMail(email, 'email_confirmation')
    const list = (await (await call(`/api/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`)).json()) as {
      mails: { id: string; to: string; kind: string }[]
    }
    expect(list.mails).toHaveLength(1)
    expect(list.mails[0]).toMatchObject({ to: email, kind: 'email_confirmation' })
    const one = (await (await call(`/api/dev/mailbox/${list.mails[0]?.id}`)).json()) as { text: string; html: string }
    expect(one.text).toContain('/signup/confirm?token=')
    expect(one.html).toContain('<a href=')
    expect((await call('/api/dev/mailbox/00000000-0000-7000-8000-000000000000')).status).toBe(404)
  })
})
