import { generateCodeVerifier, generateState } from 'arctic'
import type { AuthState, Services } from '../context'
import type { MailProvider } from '../contracts/enums'
import type { ExternalAccount, MailType } from '../contracts/inbox'
import { AppError } from '../lib/app-error'
import { constantTimeEqual } from '../lib/crypto'
import { decryptSecret } from '../lib/encryption'
import { newId } from '../lib/ids'
import { logEvent } from '../lib/log'
import { MailboxError } from '../providers/mailbox/mailbox-provider'
import { mailAccountsRepo } from './mail-accounts.repo'
import { MAIL_FLOW_TTL_MS, type MailFlow } from './mail-oauth-cookie'
import { mailSyncService } from './mail-sync.service'
import { encryptTokens, providerOf, tokenContext } from './mailbox-session'

const PROVIDER_NAMES: Record<MailProvider, string> = { GOOGLE: 'Google', MICROSOFT: 'Microsoft' }
/** One "Sync now" per account and minute: the queue message is cheap, a flood of them is not. */
export const SYNC_NOW_INTERVAL_MS = 60_000

/** Why a connect flow ended without a mailbox: the inbox shows it (query `error=` of the redirect). */
export type ConnectFailure = 'OAUTH_PROVIDER_ERROR' | 'MAIL_AUTH_URL_FAILED' | 'OAUTH_PROVIDER_NOT_CONFIGURED'

/**
 * Connecting and disconnecting the current user's Gmail or Outlook mailbox in the current organization
 * (spec §7 External mail account). Tokens are stored encrypted (AES-GCM, bound to their row).
 */
export function mailConnectService(services: Services, auth: AuthState, tenantId: string) {
  const accounts = mailAccountsRepo(services.db.forTenant(tenantId), tenantId)
  const userId = auth.user.id

  return {
    async status(): Promise<{ accounts: ExternalAccount[]; available: MailType[] }> {
      const rows = await accounts.forUser(userId)
      return {
        accounts: rows.map((r) => ({
          type: r.provider,
          email: r.email,
          status: r.status,
          connectedAt: r.connectedAt,
          lastSyncedAt: r.lastSyncedAt,
          syncRequestedAt: r.syncRequestedAt,
        })),
        available: (['GOOGLE', 'MICROSOFT'] as const).filter((p) => services.mailboxes[p]),
      }
    },

    /** POST get-url: the consent page, and the flow state the browser keeps until the callback. */
    begin(type: MailType): { url: string; flow: MailFlow } {
      const provider = providerOf(services, type)
      const state = generateState()
      const codeVerifier = generateCodeVerifier()
      let url: URL
      try {
        url = provider.authorizationUrl(state, codeVerifier)
      } catch (err) {
        logEvent('warn', 'mail_auth_url_failed', {
          provider: type,
          error: err instanceof Error ? err.message : 'unknown',
        })
        throw new AppError(
          'MAIL_AUTH_URL_FAILED',
          [{ path: 'type', message: type }],
          `Error fetching ${PROVIDER_NAMES[type]} Auth URL`,
        )
      }
      const flow = {
        provider: type,
        state,
        codeVerifier,
        userId,
        tenantId,
        expiresAt: services.now() + MAIL_FLOW_TTL_MS,
      }
      return { url: url.toString(), flow }
    },

    /**
     * The provider's redirect: the flow must be this browser's, for this provider, user and organization,
     * with the state it was given. Then the code becomes tokens, the mailbox address is read, and the
     * account is stored and queued for its first sync.
     */
    async complete(
      type: MailType,
      flow: MailFlow | null,
      params: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
    ): Promise<{ ok: true } | { ok: false; error: ConnectFailure }> {
      const fail = (error: ConnectFailure, reason: string) => {
        logEvent('warn', 'mail_connect_failed', { provider: type, reason })
        return { ok: false as const, error }
      }
      if (!services.mailboxes[type]) return fail('OAUTH_PROVIDER_NOT_CONFIGURED', 'not configured')
      if (!flow) return fail('OAUTH_PROVIDER_ERROR', 'no or expired flow cookie')
      if (flow.provider !== type) return fail('OAUTH_PROVIDER_ERROR', 'provider mismatch')
      if (flow.userId !== userId || flow.tenantId !== tenantId) return fail('OAUTH_PROVIDER_ERROR', 'session mismatch')
      if (!params.state || !constantTimeEqual(params.state, flow.state))
        return fail('OAUTH_PROVIDER_ERROR', 'state mismatch')
      if (params.error || !params.code)
        return fail('OAUTH_PROVIDER_ERROR', `provider said ${params.error ?? 'no code'}`)
      const provider = providerOf(services, type)
      try {
        const tokens = await provider.exchangeCode(params.code, flow.codeVerifier)
        // Without a refresh token the mailbox could not be read after an hour: refuse the connection.
        if (!tokens.refreshToken) return fail('OAUTH_PROVIDER_ERROR', 'no refresh token (offline access not granted)')
        const email = await provider.address(tokens.accessToken)
        const owner = { tenantId, userId, provider: type }
        const stored = await encryptTokens(services, owner, { ...tokens, refreshToken: tokens.refreshToken })
        const now = services.now()
        const { id } = await accounts.connect({
          id: newId(now),
          userId,
          provider: type,
          email,
          connectedAt: now,
          ...stored,
        })
        await mailSyncService(services).start({ id, tenantId, userId })
        return { ok: true }
      } catch (err) {
        if (err instanceof MailboxError) return fail('OAUTH_PROVIDER_ERROR', `${err.kind}`)
        throw err
      }
    },

    /**
     * POST sync ("Sync now"): queues a sync of the user's own mailbox of this type. Refused while a
     * request of the last minute stands or the provider's Retry-After runs; the answer then says
     * how many seconds to wait (the route sends them as Retry-After).
     */
    async syncNow(
      type: MailType,
    ): Promise<{ ok: true; requestedAt: number } | { ok: false; retryAfterSeconds: number }> {
      const account = await accounts.ofUser(userId, type)
      if (!account) throw new AppError('MAIL_ACCOUNT_NOT_FOUND')
      if (account.status !== 'CONNECTED') throw new AppError('MAIL_ACCOUNT_EXPIRED')
      const now = services.now()
      const waitUntil = Math.max(account.syncNotBefore ?? 0, (account.syncRequestedAt ?? 0) + SYNC_NOW_INTERVAL_MS)
      const tooSoon = { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now) / 1000)) }
      // The provider's Retry-After: a delayed message is already queued for that moment.
      if ((account.syncNotBefore ?? 0) > now) return tooSoon
      if (!(await accounts.requestSync(account.id, now, now - SYNC_NOW_INTERVAL_MS))) {
        // Refused by the conditional update: another request came first (this row read may be older).
        const fresh = await accounts.get(account.id)
        if (fresh?.status !== 'CONNECTED') throw new AppError('MAIL_ACCOUNT_EXPIRED')
        const until = (fresh.syncRequestedAt ?? now) + SYNC_NOW_INTERVAL_MS
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) }
      }
      try {
        await mailSyncService(services).start({ id: account.id, tenantId, userId }, 'now')
      } catch (err) {
        // Nothing was queued: give the minute back, so the next click may try again.
        await accounts.releaseSyncRequest(account.id, now, account.syncRequestedAt)
        throw err
      }
      logEvent('info', 'mail_sync_requested', { accountId: account.id, provider: type })
      return { ok: true, requestedAt: now }
    },

    /** DELETE unlink: permanent; the account's synced mails and attachments go with it (cascade). */
    async disconnect(type: MailType) {
      const account = await accounts.ofUser(userId, type)
      if (!account) throw new AppError('MAIL_ACCOUNT_NOT_FOUND')
      const provider = services.mailboxes[type]
      if (provider) {
        // Best effort: tell the provider to forget the grant; our copy is deleted either way.
        const refreshToken = account.refreshTokenEnc
          ? await decryptSecret(services.config, account.refreshTokenEnc, tokenContext('refresh', account)).catch(
              () => null,
            )
          : null
        await provider.revoke({ accessToken: null, refreshToken }).catch(() => undefined)
      }
      try {
        if (!(await accounts.delete(account.id))) throw new AppError('MAIL_ACCOUNT_NOT_FOUND')
      } catch (err) {
        if (err instanceof AppError) throw err
        logEvent('error', 'mail_disconnect_failed', {
          accountId: account.id,
          error: err instanceof Error ? err.message : 'unknown',
        })
        throw new AppError('MAIL_DISCONNECT_FAILED')
      }
      return { disconnected: true }
    },
  }
}
