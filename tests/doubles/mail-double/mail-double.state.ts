import { randomBytes } from 'node:crypto'
import { demoMailbox, type NewMessage } from '../demo-mailbox'
import type { StoredMessage } from '../mail-shapes'

export type MailDoubleProvider = 'google' | 'microsoft'

export interface Mailbox {
  messages: StoredMessage[]
  /** Gmail history ids below this are gone (a 404 on history.list, as after about a week). */
  oldestHistoryId: number
}

export interface PendingCode {
  provider: MailDoubleProvider
  clientId: string
  redirectUri: string
  codeChallenge: string
  scope: string
  offline: boolean
  email: string
  expiresAt: number
}

export interface MailDoubleConfig {
  /** The double's own origin (Graph's links and `@odata.context` point at it). */
  base: string
  /** Client id → secret. */
  clients: Record<string, string>
  /** Seconds an access token lives. */
  ttl: number
  /** Seed the demo mailbox for a mailbox seen the first time. */
  seedDemo: boolean
}

export type MailDoubleState = ReturnType<typeof mailDoubleState>

/** Everything one running double remembers: mailboxes, codes, tokens, rate limits and the calls it saw. */
export function mailDoubleState(config: MailDoubleConfig) {
  const mailboxes = new Map<string, Mailbox>()
  const keyOf = (provider: MailDoubleProvider, email: string) => `${provider}:${email.toLowerCase()}`
  let idCounter = 0

  const state = {
    config,
    codes: new Map<string, PendingCode>(),
    accessTokens: new Map<string, { provider: MailDoubleProvider; email: string; expiresAt: number }>(),
    refreshTokens: new Map<string, { provider: MailDoubleProvider; email: string; clientId: string; scope: string }>(),
    rateLimits: new Map<string, { count: number; retryAfter: number }>(),
    calls: [] as { provider: MailDoubleProvider; email: string; method: string; path: string }[],
    /** One history counter for the whole double, like Gmail's ever-growing ids. */
    historyCounter: 1000,
    keyOf,

    store(message: NewMessage): StoredMessage {
      idCounter++
      state.historyCounter++
      const id = `${Date.now().toString(16)}${idCounter.toString(16).padStart(4, '0')}`
      return {
        id,
        threadId: id,
        historyId: state.historyCounter,
        from: message.from,
        to: '',
        subject: message.subject,
        receivedAt: message.receivedAt,
        html: message.html,
        text: message.text,
        attachments: message.attachments.map((a, i) => ({
          id: `ANGjdJ${randomBytes(12).toString('base64url')}${i}`,
          filename: a.filename,
          contentType: a.contentType,
          bytes: a.bytes,
          inline: a.inline,
        })),
      }
    },

    setMailbox(provider: MailDoubleProvider, email: string, messages: NewMessage[]) {
      const stored = [...messages].sort((a, b) => a.receivedAt - b.receivedAt).map(state.store)
      for (const m of stored) m.to = email
      mailboxes.set(keyOf(provider, email), { messages: stored, oldestHistoryId: 0 })
    },

    async mailboxOf(provider: MailDoubleProvider, email: string): Promise<Mailbox> {
      let box = mailboxes.get(keyOf(provider, email))
      if (!box) {
        state.setMailbox(provider, email, config.seedDemo ? await demoMailbox() : [])
        box = mailboxes.get(keyOf(provider, email)) as Mailbox
      }
      return box
    },

    issueAccess(provider: MailDoubleProvider, email: string) {
      const token = `ya29.${randomBytes(24).toString('base64url')}`
      state.accessTokens.set(token, { provider, email, expiresAt: Date.now() + config.ttl * 1000 })
      return token
    },
  }
  return state
}
