import type { MailProvider } from '../../contracts/enums'

/**
 * The port to a connected mailbox (ADR 0040): OAuth for one provider and the few mail reads the inbox
 * needs. Adapters speak each provider's REST API through `fetch` to a configured base URL (Gmail API,
 * Microsoft Graph), so the test double can stand in. Nothing here knows D1, tenants or tokens at rest.
 */
export interface MailboxTokens {
  accessToken: string
  /** Google keeps the refresh token it gave; Microsoft rotates it on every refresh. */
  refreshToken: string | null
  expiresAt: number
}

export interface MailboxAttachment {
  providerAttachmentId: string
  filename: string
  contentType: string
  sizeBytes: number
}

export interface MailboxMessage {
  providerMessageId: string
  fromName: string | null
  fromAddress: string
  subject: string | null
  receivedAt: number
  /** The body as the provider has it: HTML when there is an HTML part, else plain text. */
  body: { kind: 'html' | 'text'; content: string } | null
  /** Attachments a sender attached (inline pictures left out); their bytes are fetched on demand. */
  attachments: MailboxAttachment[]
}

/** One bounded step of a sync: a page of changed messages and where the next step starts. */
export interface SyncPage {
  messages: MailboxMessage[]
  /** Opaque to callers; stored per account and handed back on the next step. */
  cursor: string
  /** True while the provider has more pages of this round (continue at once). */
  more: boolean
  /** Provider requests this step made (subrequests of the invocation). */
  requests: number
}

export interface MailboxProvider {
  readonly provider: MailProvider
  /** The provider's consent page with PKCE S256, offline access and the minimal read scope. */
  authorizationUrl(state: string, codeVerifier: string): URL
  exchangeCode(code: string, codeVerifier: string): Promise<MailboxTokens>
  refresh(refreshToken: string): Promise<MailboxTokens>
  /** Best effort: tells the provider to forget the grant (where it offers an endpoint for that). */
  revoke(tokens: { accessToken: string | null; refreshToken: string | null }): Promise<void>
  /** The mailbox's own address. */
  address(accessToken: string): Promise<string>
  /** The first call (cursor null) starts at `since`; later calls continue from the stored cursor. */
  syncPage(accessToken: string, cursor: string | null, since: number): Promise<SyncPage>
  attachmentBytes(accessToken: string, messageId: string, attachmentId: string): Promise<Uint8Array<ArrayBuffer>>
}

export type MailboxErrorKind =
  /** The access token was refused (401): refresh it once. */
  | 'unauthorized'
  /** The refresh token was refused (invalid_grant): the account must be connected again. */
  | 'grant_revoked'
  /** 429 (or 503 with Retry-After): come back after `retryAfterSeconds`. */
  | 'rate_limited'
  /** The message or attachment no longer exists in the mailbox. */
  | 'not_found'
  /** Anything else: network failure, 5xx, an answer that does not parse. */
  | 'unavailable'

export class MailboxError extends Error {
  constructor(
    readonly kind: MailboxErrorKind,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message)
    this.name = 'MailboxError'
  }
}

/** The configured providers by type; a type is absent when its client id or secret is not set. */
export type MailboxProviders = Partial<Record<MailProvider, MailboxProvider>>
