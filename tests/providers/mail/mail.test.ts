import { describe, expect, it } from 'vitest'
import { httpMailer } from '../../../worker/providers/mail/http.mailer'
import { MAIL_TEMPLATES, type MailKind, renderMail, validFor } from '../../../worker/providers/mail/templates'
import { emailApiDouble } from '../../doubles/email-api'

const KINDS = Object.keys(MAIL_TEMPLATES.en_US) as MailKind[]

describe('account mail templates', () => {
  it('English and German cover the same kinds', () => {
    expect(Object.keys(MAIL_TEMPLATES.de_DE).sort()).toEqual([...KINDS].sort())
  })

  it.each(KINDS)('%s renders a text and an HTML part with the link in both languages', (kind) => {
    const link = 'http://localhost:8787/x?token=abc'
    for (const lang of ['en_US', 'de_DE'] as const) {
      const mail = renderMail(kind, lang, { link, minutes: 60, organizationName: 'Org', newEmail: 'n@example.org' })
      expect(mail.subject.length).toBeGreaterThan(5)
      expect(mail.html).toContain(`lang="${lang.slice(0, 2)}"`)
      if (MAIL_TEMPLATES[lang][kind].action) {
        expect(mail.text).toContain(link)
        expect(mail.html).toContain('href="http://localhost:8787/x?token=abc"')
      }
      expect(mail.text).not.toContain('undefined')
    }
  })

  it('says how long a link is valid in the largest whole unit, in the mail language', () => {
    expect(validFor(15, 'en')).toBe('15 minutes')
    expect(validFor(60, 'en')).toBe('1 hour')
    expect(validFor(1440, 'en')).toBe('24 hours')
    expect(validFor(1440, 'de')).toBe('24 Stunden')
    expect(validFor(7 * 1440, 'de')).toBe('7 Tage')
    const confirmation = renderMail('email_confirmation', 'en_US', { link: 'http://a/?token=1', minutes: 1440 })
    expect(confirmation.text).toContain('valid for 24 hours')
    expect(confirmation.text).not.toContain('1440')
    const invite = renderMail('invite', 'de_DE', { link: 'http://a/?token=1', organizationName: 'Org' })
    expect(invite.text).toContain('Die Einladung ist 7 Tage gültig.')
  })

  it('escapes HTML in the values it puts into the HTML part', () => {
    const mail = renderMail('invite', 'en_US', { organizationName: '<script>x</script>', link: 'http://a/?token=1' })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&#60;script&#62;')
  })
})

describe('HTTP email API mailer', () => {
  it('posts the mail in the API wire format with the bearer key', async () => {
    const api = emailApiDouble({ apiKey: 'k-123' })
    const mailer = httpMailer({
      url: 'https://mail.example/emails',
      apiKey: 'k-123',
      from: 'S <s@x.org>',
      fetch: api.fetch,
    })
    await mailer.send({
      ...renderMail('sign_in_link', 'de_DE', { link: 'http://a/?token=1', minutes: 15 }),
      to: 'a@b.org',
      language: 'de_DE',
      kind: 'sign_in_link',
    })
    expect(api.accepted).toHaveLength(1)
    expect(api.accepted[0]).toMatchObject({
      from: 'S <s@x.org>',
      to: ['a@b.org'],
      headers: { 'X-Shortlist-Kind': 'sign_in_link' },
    })
    expect(api.accepted[0]?.text).toContain('15 Minuten')
  })

  it('raises when the API refuses the mail', async () => {
    const api = emailApiDouble({ apiKey: 'right' })
    const mailer = httpMailer({
      url: 'https://mail.example/emails',
      apiKey: 'wrong',
      from: 'S <s@x.org>',
      fetch: api.fetch,
    })
    await expect(
      mailer.send({ subject: 's', text: 't', html: 'h', to: 'a@b.org', language: 'en_US', kind: 'x' }),
    ).rejects.toThrow(/HTTP 401/)
  })
})
