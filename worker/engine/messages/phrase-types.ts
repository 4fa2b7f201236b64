/** What one message language must provide. Placeholders are filled by compose.ts; texts are data. */
export interface MessageParams {
  candidate: string
  /** The candidate's first name, for the personal register's greeting. */
  firstName: string
  job: string
  /** Who speaks: the client (recruiting hire type, or a direct employer) or the agency (staffing). */
  company: string
  /** The client an agency recruits for, when it may be named (client privacy 'shared'). */
  client: string | null
  sender: string
  strengths: string
  /** The short text's opening: `smsHello` with a name, `smsHelloNoName` without (compose.ts picks). */
  hello: string
}

export interface Phrases {
  dir: 'ltr' | 'rtl'
  inviteSubject: (p: MessageParams) => string
  rejectSubject: (p: MessageParams) => string
  greeting: (p: MessageParams) => string
  /** The greeting when no name was read from the CV: neutral, never the file name. */
  greetingNoName: string
  /** Employer's own voice. */
  introDirect: (p: MessageParams) => string
  /** Agency voice; `p.client` may be null ("one of our clients"). */
  introAgency: (p: MessageParams) => string
  strengths: (p: MessageParams) => string
  inviteNext: string
  rejectMain: string
  rejectKeep: string
  closing: string
  smsHello: (p: MessageParams) => string
  smsHelloNoName: string
  /** Short texts start with `p.hello`. */
  smsInvite: (p: MessageParams) => string
  smsReject: (p: MessageParams) => string
  /**
   * The personal register (register.ts): what changes when the speaker addresses people by first name
   * ("du" in German). Only where written by someone who knows the language's informal address; other
   * languages keep the polite form, since a wrong informal form is worse than a polite one.
   */
  personal?: Partial<Omit<Phrases, 'dir' | 'personal'>>
}
