import { describe, expect, it } from 'vitest'
import { MESSAGE_LANGUAGES } from '../../../worker/contracts/enums'
import { composeMessage, type MessageInput } from '../../../worker/engine/messages'

const base: MessageInput = {
  decision: 'invite',
  channel: 'email',
  language: 'en_US',
  candidateName: 'Jonas Beispiel',
  jobTitle: 'Data Engineer',
  organizationName: 'Fjord Talent',
  senderName: 'Ada Sample',
  strengths: ['Python', 'Apache Spark'],
}

describe('invite and reject messages', () => {
  it.each(MESSAGE_LANGUAGES)('%s: every decision and channel names the candidate, job and company', (language) => {
    for (const decision of ['invite', 'reject'] as const) {
      for (const channel of ['email', 'sms'] as const) {
        const m = composeMessage({ ...base, language, decision, channel })
        expect(m.body).toContain('Jonas Beispiel')
        expect(m.body).toContain('Data Engineer')
        expect(m.body).toContain('Fjord Talent')
        expect(m.body).not.toMatch(/undefined|null|\$\{/)
        if (channel === 'email') {
          expect(m.subject).toContain('Data Engineer')
          expect(m.body).toContain('Ada Sample')
        } else {
          expect(m.subject).toBeNull()
          expect(m.sms?.segments).toBeGreaterThanOrEqual(1)
        }
      }
    }
  })

  it('languages differ from each other (no untranslated copies)', () => {
    const bodies = MESSAGE_LANGUAGES.map((language) => composeMessage({ ...base, language }).body)
    expect(new Set(bodies).size).toBe(MESSAGE_LANGUAGES.length)
  })

  it('Arabic is right to left; the others left to right', () => {
    expect(composeMessage({ ...base, language: 'ar_MSA' }).dir).toBe('rtl')
    expect(composeMessage({ ...base, language: 'pl_PL' }).dir).toBe('ltr')
  })

  it('a German invite email mentions the strengths; a Polish short text counts UCS-2 segments', () => {
    const de = composeMessage({ ...base, language: 'de_DE' })
    expect(de.subject).toBe('Einladung zum Vorstellungsgespräch: Data Engineer')
    expect(de.body).toContain('Python und Apache Spark')
    const pl = composeMessage({ ...base, language: 'pl_PL', channel: 'sms' })
    expect(pl.sms?.encoding).toBe('UCS-2')
    expect(pl.sms?.segments).toBe(Math.ceil(pl.body.length / 67))
  })

  it('the hire type sets the voice: recruiting speaks as the client, staffing as the agency', () => {
    const recruiting = composeMessage({ ...base, hireType: 'recruiting', clientName: 'Acme Rail' })
    expect(recruiting.body).toContain('at Acme Rail')
    expect(recruiting.body).not.toContain('Fjord Talent')
    const staffingShared = composeMessage({
      ...base,
      hireType: 'staffing',
      clientName: 'Acme Rail',
      clientPrivacy: 'shared',
    })
    expect(staffingShared.body).toContain('we at Fjord Talent are filling for Acme Rail')
    const staffingPrivate = composeMessage({
      ...base,
      hireType: 'staffing',
      clientName: 'Acme Rail',
      clientPrivacy: 'private',
    })
    expect(staffingPrivate.body).not.toContain('Acme Rail')
    expect(staffingPrivate.body).toContain('one of our clients')
  })

  it('a reject email does not list strengths and closes kindly', () => {
    const m = composeMessage({ ...base, decision: 'reject' })
    expect(m.body).not.toContain('Python')
    expect(m.body).toContain('not to proceed')
  })
})
