import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import {
  connectUrl,
  disconnect,
  type ExternalAccount,
  inboxKey,
  inboxQueries,
  type MailType,
  syncNow,
} from '../../api/inbox'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { formatReceived } from './format'

const PROVIDER_NAME: Record<MailType, string> = { GOOGLE: 'Gmail', MICROSOFT: 'Outlook' }
/** How often the accounts are asked while a requested sync runs. */
const SYNC_POLL_MS = 1_000
/** A requested sync that has not finished by then is no longer waited for (the scheduled one follows). */
const SYNC_WAIT_MS = 2 * 60_000

/** The account's "Sync now" has been asked for and its sync has not finished yet. */
export function isSyncing(a: ExternalAccount, now = Date.now()): boolean {
  return (
    a.status === 'CONNECTED' &&
    a.syncRequestedAt !== null &&
    (a.lastSyncedAt ?? 0) < a.syncRequestedAt &&
    now - a.syncRequestedAt < SYNC_WAIT_MS
  )
}

/**
 * Spec §2 Connected Email Accounts: connect Gmail or Outlook (the browser goes to the provider and
 * comes back to /inbox), reconnect an expired one, disconnect (said to be permanent beforehand).
 */
export function MailAccounts({ organizationId }: { organizationId: string | null }) {
  const queryClient = useQueryClient()
  const accounts = useQuery({
    ...inboxQueries.accounts(organizationId),
    // While a requested sync runs, ask until it has finished.
    refetchInterval: (query) => (query.state.data?.accounts.some((a) => isSyncing(a)) ? SYNC_POLL_MS : false),
  })
  const [leaving, setLeaving] = useState<ExternalAccount | null>(null)

  // A sync finished: the lists show what it brought.
  const syncingTypes = (accounts.data?.accounts ?? []).filter((a) => isSyncing(a)).map((a) => a.type)
  const syncingKey = syncingTypes.join(',')
  const wasSyncing = useRef(syncingKey)
  useEffect(() => {
    const finished = wasSyncing.current.split(',').some((t) => t && !syncingKey.split(',').includes(t))
    wasSyncing.current = syncingKey
    if (finished) void queryClient.invalidateQueries({ queryKey: [...inboxKey(organizationId), 'list'] })
  }, [syncingKey, organizationId, queryClient])

  const sync = useMutation({
    mutationFn: (type: MailType) => syncNow(type),
    onError: (error) => notify('error', { title: m.inbox_sync_failed(), description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxQueries.accounts(organizationId).queryKey }),
  })

  const connect = useMutation({
    mutationFn: (type: MailType) => connectUrl(type),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error, type) =>
      notify('error', {
        title: m.error_mail_auth_url_failed({ type: PROVIDER_NAME[type] }),
        description: errorMessage(error),
      }),
  })
  const unlink = useMutation({
    mutationFn: (type: MailType) => disconnect(type),
    onSuccess: () => notify('success', { title: m.inbox_disconnected() }),
    onError: (error) => notify('error', { title: m.error_mail_disconnect_failed(), description: errorMessage(error) }),
    onSettled: async () => {
      setLeaving(null)
      await queryClient.invalidateQueries({ queryKey: inboxKey(organizationId) })
    },
  })

  const connected = accounts.data?.accounts ?? []
  const available = (accounts.data?.available ?? []).filter((t) => !connected.some((a) => a.type === t))
  return (
    <section className="card inbox-accounts" aria-labelledby="inbox-accounts-heading">
      <h2 id="inbox-accounts-heading" className="card-title">
        {m.inbox_accounts_heading()}
      </h2>
      {accounts.isError ? <p role="alert">{errorMessage(accounts.error)}</p> : null}
      <ul className="plain-list">
        {connected.map((a) => (
          <li key={a.type} className="inbox-account">
            {a.status === 'EXPIRED' ? (
              <>
                <p role="alert">{m.inbox_account_expired({ email: a.email })}</p>
                <button
                  type="button"
                  className="button"
                  disabled={connect.isPending}
                  onClick={() => connect.mutate(a.type)}
                >
                  {m.inbox_reconnect({ email: a.email })}
                </button>
              </>
            ) : (
              <>
                <span>
                  {PROVIDER_NAME[a.type]} · {m.inbox_account_connected({ email: a.email })}
                  {a.lastSyncedAt ? (
                    <span className="muted"> · {m.inbox_last_synced({ when: formatReceived(a.lastSyncedAt) })}</span>
                  ) : null}
                </span>{' '}
                <SyncButton
                  account={a}
                  pending={(sync.isPending && sync.variables === a.type) || isSyncing(a)}
                  onSync={() => sync.mutate(a.type)}
                />
              </>
            )}{' '}
            <button type="button" className="button button-danger-outline" onClick={() => setLeaving(a)}>
              {m.inbox_disconnect({ email: a.email })}
            </button>
          </li>
        ))}
      </ul>
      <div className="page-actions">
        {available.map((type) => (
          <button
            key={type}
            type="button"
            className="button"
            disabled={connect.isPending}
            onClick={() => connect.mutate(type)}
          >
            {type === 'GOOGLE' ? m.inbox_connect_gmail() : m.inbox_connect_outlook()}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? undefined : setLeaving(null))}
        title={m.inbox_disconnect_title({ email: leaving?.email ?? '' })}
        description={m.inbox_disconnect_description()}
        confirmLabel={m.inbox_disconnect({ email: leaving?.email ?? '' })}
        pending={unlink.isPending}
        onConfirm={() => leaving && unlink.mutate(leaving.type)}
      />
    </section>
  )
}

/**
 * "Sync now": while the request is sent and its sync runs, the button says so and ignores clicks
 * (aria-disabled, so focus stays on it); the server refuses a second request within a minute anyway.
 */
function SyncButton({ account, pending, onSync }: { account: ExternalAccount; pending: boolean; onSync: () => void }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onSync()
      }}
    >
      {pending ? m.inbox_syncing({ email: account.email }) : m.inbox_sync_now({ email: account.email })}
    </button>
  )
}
