import { describe, expect, it } from 'vitest'
import { MESSAGE_LANGUAGES } from '../../../worker/contracts/enums'
import { draftClientInfo } from '../../../worker/engine/client-info'
import { composeMessage, type MessageInput, registerOf } from '../../../worker/engine/messages'

const base: MessageInput = {
  decision: 'invite',
  channel: 'email',
  language: 'de_DE',
  candidateName: 'Jonas Beispiel',
  jobTitle: 'Data Engineer',
  organizationName: 'Nordlicht Robotics',
  senderName: 'Ada Sample',
  strengths: ['Python'],
}

describe('the register of a message, from the speaker’s brand language', () => {
  it.each([
    ['Duzt die Leser (du/ihr), persönlich und nahbar, kurze Sätze', 'personal'],
    ['Wir sind per Du mit allen Bewerbenden', 'personal'],
    ['Informal and casual, first names everywhere', 'personal'],
    ['Siezt die Leser, höflich und förmlich', 'formal'],
    ['Formal, yet warm', 'formal'],
    ['Addresses the reader directly as "you", speaks as "we"', 'formal'],
    ['', 'formal'],
  ] as const)('%j is %s', (brand, register) => {
    expect(registerOf(brand)).toBe(register)
  })

  it('reads the tone the client wizard drafts: a "du" website gives the personal register', () => {
    const du = draftClientInfo({
      name: 'Nordlicht Robotics',
      text:
        'Bei uns bist du genau richtig! Wir bauen Roboter für die Lager von morgen und suchen dich. ' +
        'Du arbeitest in kleinen Teams und übernimmst vom ersten Tag an Verantwortung. ' +
        'Dein Feedback ist uns wichtig, und wir lernen jeden Tag gemeinsam etwas Neues.',
    })
    const sie = draftClientInfo({
      name: 'Hanse Versicherung',
      text:
        'Seit 1920 beraten wir Sie in allen Fragen der Versicherung und der Vorsorge. ' +
        'Gerne stehen wir Ihnen mit unserer Erfahrung zur Verfügung, persönlich und zuverlässig. ' +
        'Ihre Zufriedenheit ist unser Ziel, und dafür arbeiten wir jeden Tag mit großer Sorgfalt.',
    })
    expect(registerOf(du.brandLanguage)).toBe('personal')
    expect(registerOf(sie.brandLanguage)).toBe('formal')
  })

  it('writes German to "du" by first name in the personal register, and "Sie" otherwise', () => {
    const personal = composeMessage({ ...base, register: 'personal' })
    expect(personal.body).toMatch(/^Hallo Jonas,/)
    expect(personal.body).toContain('deine Bewerbung')
    expect(personal.body).toContain('Wir laden dich gerne')
    expect(personal.body).not.toMatch(/\b(Sie|Ihre?)\b/)
    expect(personal.body).toContain('Viele Grüße')

    const formal = composeMessage({ ...base, register: 'formal' })
    expect(formal.body).toMatch(/^Guten Tag Jonas Beispiel,/)
    expect(formal.body).toContain('Ihre Bewerbung')
    const reject = composeMessage({ ...base, decision: 'reject', channel: 'sms', register: 'personal' })
    expect(reject.body).toMatch(/^Hallo Jonas, danke für deine Bewerbung/)
  })

  it('greets by first name in English; languages without a personal register keep their polite form', () => {
    expect(composeMessage({ ...base, language: 'en_US', register: 'personal' }).body).toMatch(/^Hi Jonas,/)
    for (const language of MESSAGE_LANGUAGES.filter((l) => l !== 'de_DE' && l !== 'en_US')) {
      const personal = composeMessage({ ...base, language, register: 'personal' })
      expect(personal, language).toEqual(composeMessage({ ...base, language, register: 'formal' }))
    }
  })
})
