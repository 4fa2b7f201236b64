import type { MessageLanguage } from '../../contracts/enums'
import { formatList } from '../prose/format'
import { skillLabel } from '../taxonomy/index'
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
  /** The name read from the CV; null when none was (a neutral greeting then, never the file name). */
  candidateName: string | null
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

/** Who speaks and whom it may name (an AI adapter writes in the same voice). */
export function messageVoice(input: MessageInput): { company: string; client: string | null; agency: boolean } {
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

/** At most three strengths, named in the message's language where the taxonomy has a name for them. */
export function messageStrengths(input: MessageInput): string[] {
  return [...new Set((input.strengths ?? []).map((s) => skillLabel(s, input.language)).filter(Boolean))].slice(0, 3)
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
  const { company, client, agency } = messageVoice(input)
  const strengths = messageStrengths(input)
  const name = input.candidateName?.trim() ?? ''
  const p: MessageParams = {
    candidate: name,
    firstName: firstNameOf(name),
    job: input.jobTitle.trim(),
    company,
    client,
    sender: input.senderName.trim(),
    strengths: formatList(strengths, input.language),
    hello: '',
  }
  p.hello = name ? phrases.smsHello(p) : phrases.smsHelloNoName
  if (input.channel === 'sms') {
    const body = input.decision === 'invite' ? phrases.smsInvite(p) : phrases.smsReject(p)
    return { language: input.language, dir: phrases.dir, subject: null, body, sms: countSegments(body) }
  }
  const intro = agency ? phrases.introAgency(p) : phrases.introDirect(p)
  const middle =
    input.decision === 'invite'
      ? [strengths.length > 0 ? `${intro} ${phrases.strengths(p)}` : intro, phrases.inviteNext]
      : [intro, `${phrases.rejectMain} ${phrases.rejectKeep}`]
  const greeting = name ? phrases.greeting(p) : phrases.greetingNoName
  const body = [greeting, ...middle, `${phrases.closing}\n${p.sender}\n${company}`].join('\n\n')
  const subject = input.decision === 'invite' ? phrases.inviteSubject(p) : phrases.rejectSubject(p)
  return { language: input.language, dir: phrases.dir, subject, body, sms: null }
}
