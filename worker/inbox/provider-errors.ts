import { AppError } from '../lib/app-error'
import { logEvent } from '../lib/log'
import { MailboxError } from '../providers/mailbox/mailbox-provider'

/** A provider failure during a user's request, as the inbox's errors (spec §8 Mail). */
export async function withProviderErrors<T>(context: { accountId: string }, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (!(err instanceof MailboxError)) throw err
    // Only the kind and the account: a provider's message may echo mail content.
    logEvent('warn', 'mail_provider_failed', { accountId: context.accountId, kind: err.kind })
    if (err.kind === 'grant_revoked') throw new AppError('MAIL_ACCOUNT_EXPIRED')
    if (err.kind === 'not_found') throw new AppError('EMAIL_NOT_FOUND')
    throw new AppError('MAIL_PROVIDER_UNAVAILABLE')
  }
}
