import type { MessageLanguage } from '../../contracts/enums'
import type { MessageParams, Phrases } from './phrase-types'
import { PHRASES_CENTRAL } from './phrases-central'
import { PHRASES_EAST } from './phrases-east'
import { PHRASES_WEST } from './phrases-west'
import type { MessageRegister } from './register'
import { countSegments, type SegmentCount } from './segments'

export const MESSAGE_PHRASES: Record<MessageLanguage, Phrases> = {
  ...PHRASES_WEST,
  ...PHRASES_CENTRAL,
  ...PHRASES_EAST,
}

export interface MessageInput {
  decision: 'invite' | 'reject'
  channel: 'email' | 'sms'
  language: MessageLanguage
  candidateName: string
  jobTitle: string
  organizationName: string
  /** Agencies only: the hire type sets the voice (recruiting: the client's; staffing: the agency's). */
  hireType?: 'recruiting' | 'staffing' | null
  clientName?: string | null
  /** A private client is never named in the agency's voice. */
  clientPrivacy?: 'private' | 'shared' | null
  senderName: string
  /** Strengths from the fit report (skill or area names), at most the first three are used. */
  strengths?: string[]
  /** The speaker's register, from its brand language (register.ts); formal when not given. */
  register?: MessageRegister
}

export interface ComposedMessage {
  language: MessageLanguage
  dir: 'ltr' | 'rtl'
  subject: string | null
  body: string
  /** Short texts: the GSM-7 / UCS-2 segment count of the body. */
  sms: SegmentCount | null
}

function voice(input: MessageInput): { company: string; client: string | null; agency: boolean } {
  if (input.hireType === 'recruiting' && input.clientName)
    return { company: input.clientName, client: null, agency: false }
  if (input.hireType === 'staffing') {
    return {
      company: input.organizationName,
      client: input.clientPrivacy === 'shared' && input.clientName ? input.clientName : null,
      agency: true,
    }
  }
  return { company: input.organizationName, client: null, agency: false }
}

function listOf(items: string[], language: MessageLanguage): string {
  const locale = language.slice(0, 2)
  try {
    return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items)
  } catch {
    return items.join(', ')
  }
}

/** A language's phrases in a register: the personal one overrides what the language has written for it. */
function phrasesFor(language: MessageLanguage, register: MessageRegister = 'formal'): Phrases {
  const base = MESSAGE_PHRASES[language]
  return register === 'personal' && base.personal ? { ...base, ...base.personal } : base
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name.trim()

/** An invite or reject message, as an email (subject and body) or a short text, in one of 18 languages. */
export function composeMessage(input: MessageInput): ComposedMessage {
  const phrases = phrasesFor(input.language, input.register)
  const { company, client, agency } = voice(input)
  const strengths = (input.strengths ?? []).filter((s) => s.trim()).slice(0, 3)
  const p: MessageParams = {
    candidate: input.candidateName.trim(),
    firstName: firstNameOf(input.candidateName),
    job: input.jobTitle.trim(),
    company,
    client,
    sender: input.senderName.trim(),
    strengths: listOf(strengths, input.language),
  }
  if (input.channel === 'sms') {
    const body = input.decision === 'invite' ? phrases.smsInvite(p) : phrases.smsReject(p)
    return { language: input.language, dir: phrases.dir, subject: null, body, sms: countSegments(body) }
  }
  const intro = agency ? phrases.introAgency(p) : phrases.introDirect(p)
  const middle =
    input.decision === 'invite'
      ? [strengths.length > 0 ? `${intro} ${phrases.strengths(p)}` : intro, phrases.inviteNext]
      : [intro, `${phrases.rejectMain} ${phrases.rejectKeep}`]
  const body = [phrases.greeting(p), ...middle, `${phrases.closing}\n${p.sender}\n${company}`].join('\n\n')
  const subject = input.decision === 'invite' ? phrases.inviteSubject(p) : phrases.rejectSubject(p)
  return { language: input.language, dir: phrases.dir, subject, body, sms: null }
}
