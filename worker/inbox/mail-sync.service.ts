import type { Services } from '../context'
import type { IngestMessage } from '../contracts/queue'
import { newId } from '../lib/ids'
import { logEvent } from '../lib/log'
import { MailboxError, type MailboxMessage } from '../providers/mailbox/mailbox-provider'
import { attachmentKind } from './attachment-kinds'
import { emailsRepo, type NewEmail } from './emails.repo'
import { mailAccountsRepo, mailSyncScheduleRepo } from './mail-accounts.repo'
import { mailContentHtml } from './mail-html'
import { mailboxSession } from './mailbox-session'

type SyncMessage = Extract<IngestMessage, { kind: 'mail.sync' }>

/** Spec §9: mail from the time of connection onward, including the past week. */
export const SYNC_WINDOW_MS = 7 * 24 * 60 * 60_000
/**
 * Provider requests per queue message. A page costs at most 51 (a list or delta call and one read
 * per message), so a step stays under about 250 subrequests, well inside 1,000 per invocation;
 * pages of mails without attachments cost one request each, so a step then runs many of them.
 */
const REQUESTS_PER_RUN = 200
/** A run that dies keeps its lease this long; the next run may then take over. */
const LEASE_MS = 5 * 60_000
/** Accounts queued per scheduled run (the trigger runs every 15 minutes). */
const DISPATCH_LIMIT = 5_000
const SLOT_MS = 15 * 60_000
/** Queues hold a delayed message at most 12 hours. */
const MAX_DELAY_S = 12 * 60 * 60

/**
 * Syncing connected mailboxes: the scheduled trigger queues one `mail.sync` message per due account;
 * each message runs a few bounded provider pages (first sync: the window since connection minus a
 * week; afterwards Gmail history ids / Graph delta links) and keeps only mails with supported
 * attachments. The mail body is stored sanitised for display and is never parsed as a CV.
 */
export function mailSyncService(services: Services) {
  function syncMessage(account: { id: string; tenantId: string; userId: string }, key: string): SyncMessage {
    return {
      kind: 'mail.sync',
      idempotencyKey: key,
      tenantId: account.tenantId,
      userId: account.userId,
      accountId: account.id,
    }
  }

  async function toNewEmail(m: MailboxMessage, at: number): Promise<NewEmail | null> {
    const attachments = m.attachments
      .filter((a) => attachmentKind(a.filename, a.contentType) !== null)
      .map((a) => ({
        id: newId(at),
        filename: a.filename.slice(0, 255),
        contentType: a.contentType.slice(0, 255),
        sizeBytes: Math.max(0, a.sizeBytes),
        providerAttachmentId: a.providerAttachmentId,
      }))
    // Spec §5 Mail rules: only mails with supported attachments are listed.
    if (attachments.length === 0) return null
    return {
      id: newId(at),
      providerMessageId: m.providerMessageId,
      fromName: m.fromName?.slice(0, 255) ?? null,
      fromAddress: m.fromAddress.slice(0, 320),
      subject: m.subject?.slice(0, 1000) ?? null,
      receivedAt: m.receivedAt,
      content: await mailContentHtml(m.body),
      attachments,
    }
  }

  return {
    /** The scheduled trigger: one message per connected account that is not waiting out a Retry-After. */
    async dispatch(now: number) {
      const due = await mailSyncScheduleRepo(services.db.platform()).due(now, DISPATCH_LIMIT)
      const slot = Math.floor(now / SLOT_MS)
      const messages = due.map((a) => syncMessage(a, `mail.sync:${a.id}:${slot}`))
      for (let i = 0; i < messages.length; i += 100) await services.queue.sendBatch(messages.slice(i, i + 100))
      return { queued: messages.length }
    },

    /**
     * Right after connecting, or on the user's "Sync now": a sync starts at once instead of at the next
     * trigger. A run already going holds the lease; this message then ends without work.
     */
    async start(account: { id: string; tenantId: string; userId: string }, reason: 'connect' | 'now' = 'connect') {
      await services.queue.send(syncMessage(account, `mail.sync:${account.id}:${reason}:${services.now()}`))
    },

    async sync(message: SyncMessage) {
      const accounts = mailAccountsRepo(services.db.forTenant(message.tenantId), message.tenantId)
      const emails = emailsRepo(services.db.forTenant(message.tenantId), message.tenantId)
      const account = await accounts.get(message.accountId)
      const now = services.now()
      // Disconnected, expired, or told to wait by a 429: the message has nothing to do.
      if (account?.status !== 'CONNECTED' || (account.syncNotBefore ?? 0) > now) return
      if (!(await accounts.claimLease(account.id, now, now + LEASE_MS))) return

      const session = mailboxSession(services, account)
      const since = account.connectedAt - SYNC_WINDOW_MS
      let cursor = account.syncCursor
      let stored = 0
      try {
        let spent = 0
        // The last page may take a step past the budget by at most one page (≤ 51 requests).
        while (spent < REQUESTS_PER_RUN) {
          const step = await session.call((token) => session.provider.syncPage(token, cursor, since))
          const at = services.now()
          const fresh = step.messages.filter((m) => m.receivedAt >= since)
          const known = await emails.known(
            account.id,
            fresh.map((m) => m.providerMessageId),
          )
          const rows: NewEmail[] = []
          for (const m of fresh) {
            if (known.has(m.providerMessageId)) continue
            const row = await toNewEmail(m, at)
            if (row) rows.push(row)
          }
          await emails.insert(account.id, rows, at)
          stored += rows.length
          cursor = step.cursor
          spent += step.requests
          if (!step.more) {
            await accounts.finishSync(account.id, { cursor, at, notBefore: null })
            return { stored, done: true }
          }
        }
        // More pages wait: save the position and continue in a new message (a new subrequest budget).
        await accounts.finishSync(account.id, { cursor, at: services.now(), notBefore: null })
        await services.queue.send(syncMessage(account, `mail.sync:${account.id}:next:${services.now()}`))
        return { stored, done: false }
      } catch (err) {
        if (!(err instanceof MailboxError)) throw err
        if (err.kind === 'rate_limited') {
          // Honour Retry-After: keep what was stored, wait, and come back with a delayed message.
          const wait = Math.min(Math.max(err.retryAfterSeconds ?? 60, 1), MAX_DELAY_S)
          await accounts.finishSync(account.id, { cursor, at: services.now(), notBefore: services.now() + wait * 1000 })
          await services.queue.send(syncMessage(account, `mail.sync:${account.id}:retry:${services.now()}`), {
            delaySeconds: wait,
          })
          logEvent('info', 'mail_sync_throttled', { accountId: account.id, retryAfterSeconds: wait })
          return { stored, done: false }
        }
        if (err.kind === 'grant_revoked') {
          // The session marked the account EXPIRED: the inbox asks the user to connect it again.
          logEvent('info', 'mail_account_expired', { accountId: account.id, provider: account.provider })
          return { stored, done: false }
        }
        // Unavailable: keep the position, free the lease, and let the queue retry with back-off.
        await accounts.finishSync(account.id, { cursor, at: account.lastSyncedAt ?? services.now(), notBefore: null })
        throw err
      }
    },
  }
}
