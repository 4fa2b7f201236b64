import type { Services } from '../context'
import type { MailProvider } from '../contracts/enums'
import { AppError } from '../lib/app-error'
import { decryptSecret, encryptSecret } from '../lib/encryption'
import { MailboxError, type MailboxProvider, type MailboxTokens } from '../providers/mailbox/mailbox-provider'
import { type MailAccountRow, mailAccountsRepo } from './mail-accounts.repo'

/** Refresh a little before the provider's expiry, so a call never starts with a token about to lapse. */
const EXPIRY_MARGIN_MS = 60_000

/**
 * What a token is bound to when encrypted (AES-GCM additional data): its column and the account's
 * tenant, user and provider. A ciphertext copied into another row or column does not decrypt.
 */
export const tokenContext = (
  column: 'access' | 'refresh',
  a: { tenantId: string; userId: string; provider: MailProvider },
) => `mail_accounts.${column}_token:${a.tenantId}:${a.userId}:${a.provider}`

export async function encryptTokens(
  services: Services,
  owner: { tenantId: string; userId: string; provider: MailProvider },
  tokens: { accessToken: string; refreshToken: string; expiresAt: number },
) {
  return {
    accessTokenEnc: await encryptSecret(services.config, tokens.accessToken, tokenContext('access', owner)),
    refreshTokenEnc: await encryptSecret(services.config, tokens.refreshToken, tokenContext('refresh', owner)),
    tokenExpiresAt: tokens.expiresAt,
  }
}

export function providerOf(services: Services, provider: MailProvider): MailboxProvider {
  const found = services.mailboxes[provider]
  if (!found) throw new AppError('OAUTH_PROVIDER_NOT_CONFIGURED')
  return found
}

/**
 * Provider calls on behalf of one connected account. The access token is refreshed when it is about to
 * expire; a 401 refreshes it once and repeats the call; a refused refresh token, or a 401 right after
 * a refresh, marks the account EXPIRED (the inbox then asks to connect it again).
 */
export function mailboxSession(services: Services, account: MailAccountRow) {
  const provider = providerOf(services, account.provider)
  const accounts = mailAccountsRepo(services.db.forTenant(account.tenantId), account.tenantId)
  let access: { token: string; expiresAt: number } | null = null

  async function expire(reason: string): Promise<never> {
    await accounts.markExpired(account.id)
    throw new MailboxError('grant_revoked', reason)
  }

  async function refresh(): Promise<string> {
    if (!account.refreshTokenEnc) return expire('no refresh token')
    const refreshToken = await decryptSecret(services.config, account.refreshTokenEnc, tokenContext('refresh', account))
    let tokens: MailboxTokens
    try {
      tokens = await provider.refresh(refreshToken)
    } catch (err) {
      if (err instanceof MailboxError && err.kind === 'grant_revoked') return expire('refresh token refused')
      throw err
    }
    // Microsoft rotates refresh tokens; Google answers without one and the old one stays valid.
    const stored = await encryptTokens(services, account, {
      ...tokens,
      refreshToken: tokens.refreshToken ?? refreshToken,
    })
    await accounts.saveTokens(account.id, stored)
    account.refreshTokenEnc = stored.refreshTokenEnc
    account.accessTokenEnc = stored.accessTokenEnc
    account.tokenExpiresAt = stored.tokenExpiresAt
    access = { token: tokens.accessToken, expiresAt: tokens.expiresAt }
    return tokens.accessToken
  }

  async function token(): Promise<string> {
    if (access && access.expiresAt - EXPIRY_MARGIN_MS > services.now()) return access.token
    if (account.accessTokenEnc && (account.tokenExpiresAt ?? 0) - EXPIRY_MARGIN_MS > services.now()) {
      const t = await decryptSecret(services.config, account.accessTokenEnc, tokenContext('access', account))
      access = { token: t, expiresAt: account.tokenExpiresAt ?? 0 }
      return t
    }
    return refresh()
  }

  return {
    provider,
    async call<T>(fn: (accessToken: string) => Promise<T>): Promise<T> {
      const first = await token()
      try {
        return await fn(first)
      } catch (err) {
        if (!(err instanceof MailboxError && err.kind === 'unauthorized')) throw err
      }
      const second = await refresh()
      try {
        return await fn(second)
      } catch (err) {
        if (err instanceof MailboxError && err.kind === 'unauthorized') return expire('refused after refresh')
        throw err
      }
    },
  }
}
