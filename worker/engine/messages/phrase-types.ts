/** What one message language must provide. Placeholders are filled by compose.ts; texts are data. */
export interface MessageParams {
  candidate: string
  job: string
  /** Who speaks: the client (recruiting hire type, or a direct employer) or the agency (staffing). */
  company: string
  /** The client an agency recruits for, when it may be named (client privacy 'shared'). */
  client: string | null
  sender: string
  strengths: string
}

export interface Phrases {
  dir: 'ltr' | 'rtl'
  inviteSubject: (p: MessageParams) => string
  rejectSubject: (p: MessageParams) => string
  greeting: (p: MessageParams) => string
  /** Employer's own voice. */
  introDirect: (p: MessageParams) => string
  /** Agency voice; `p.client` may be null ("one of our clients"). */
  introAgency: (p: MessageParams) => string
  strengths: (p: MessageParams) => string
  inviteNext: string
  rejectMain: string
  rejectKeep: string
  closing: string
  smsInvite: (p: MessageParams) => string
  smsReject: (p: MessageParams) => string
}
