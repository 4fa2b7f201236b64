import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { accessQueries, type OAuthProvider } from '../../api/access'
import { profileKey, profileQueries, type UnlinkableCredential, unlinkCredential } from '../../api/profile'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { providerName } from '../identity/provider-names'
import { useProviderSignIn } from '../identity/use-provider-sign-in'

const CREDENTIAL_OF: Record<OAuthProvider, UnlinkableCredential> = {
  GOOGLE: 'GOOGLE_OAUTH2',
  MICROSOFT: 'MICROSOFT_OAUTH2',
}

/**
 * Google and Microsoft accounts: link (the provider's sign-in while signed in) or unlink. The server
 * refuses to unlink the last way to sign in; its message says so.
 */
export function LinkedAccounts({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const credentials = useQuery(profileQueries.credentials(userId))
  const providers = useQuery(accessQueries.activeProviders())
  const link = useProviderSignIn('/profile?tab=security')
  const unlink = useMutation({
    mutationFn: (provider: OAuthProvider) => unlinkCredential(CREDENTIAL_OF[provider]),
    onSuccess: async (_, provider) => {
      notify('success', { title: m.security_unlinked({ provider: providerName(provider) }) })
      await queryClient.invalidateQueries({ queryKey: profileKey(userId) })
    },
  })

  if (credentials.isError) {
    return <ErrorNotice message={errorMessage(credentials.error)} onRetry={() => void credentials.refetch()} />
  }
  if (!credentials.data || providers.isPending) return <p role="status">{m.common_loading()}</p>
  const linked = credentials.data.credentials
  const active = providers.data?.providers ?? []
  // A linked provider stays listed (to unlink it) even when it is no longer configured.
  const shown = (['GOOGLE', 'MICROSOFT'] as const).filter(
    (provider) => active.includes(provider) || linked.some((c) => c.kind === CREDENTIAL_OF[provider]),
  )
  if (shown.length === 0) return <p>{m.security_no_providers()}</p>
  const failure = unlink.error ?? link.error
  return (
    <>
      <div className="form-alert" role="alert">
        {failure ? <p>{`${unlink.error ? m.security_unlink_failed() : ''} ${errorMessage(failure)}`.trim()}</p> : null}
      </div>
      <ul className="organization-list">
        {shown.map((provider) => {
          const credential = linked.find((c) => c.kind === CREDENTIAL_OF[provider])
          const name = providerName(provider)
          return (
            <li key={provider} className="organization-row">
              <span className="organization-row-name">
                {name}
                <span className="muted">
                  {' · '}
                  {credential ? m.security_linked_as({ label: credential.label ?? name }) : m.security_not_linked()}
                </span>
              </span>
              {credential ? (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-disabled={unlink.isPending || undefined}
                  onClick={() => {
                    if (!unlink.isPending) unlink.mutate(provider)
                  }}
                >
                  {m.security_unlink({ provider: name })}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-disabled={link.isPending || undefined}
                  onClick={() => {
                    if (!link.isPending) link.mutate(provider)
                  }}
                >
                  {m.security_link({ provider: name })}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
