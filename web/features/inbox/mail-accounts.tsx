import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { connectUrl, disconnect, type ExternalAccount, inboxKey, inboxQueries, type MailType } from '../../api/inbox'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

const PROVIDER_NAME: Record<MailType, string> = { GOOGLE: 'Gmail', MICROSOFT: 'Outlook' }

/**
 * Spec §2 Connected Email Accounts: connect Gmail or Outlook (the browser goes to the provider and
 * comes back to /inbox), reconnect an expired one, disconnect (said to be permanent beforehand).
 */
export function MailAccounts({ organizationId }: { organizationId: string | null }) {
  const queryClient = useQueryClient()
  const accounts = useQuery(inboxQueries.accounts(organizationId))
  const [leaving, setLeaving] = useState<ExternalAccount | null>(null)

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
      <h2 id="inbox-accounts-heading">{m.inbox_accounts_heading()}</h2>
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
              <span>
                {PROVIDER_NAME[a.type]} · {m.inbox_account_connected({ email: a.email })}
              </span>
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
