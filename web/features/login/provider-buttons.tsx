import { useQuery } from '@tanstack/react-query'
import { accessQueries, type OAuthProvider } from '../../api/access'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { providerName } from '../identity/provider-names'

/** "Sign in with Google / Microsoft": only the providers the server has configured. */
export function ProviderButtons({
  start,
}: {
  start: { mutate: (provider: OAuthProvider) => void; isPending: boolean; error: unknown }
}) {
  const providers = useQuery(accessQueries.activeProviders())
  const active = providers.data?.providers ?? []
  if (active.length === 0) return null
  return (
    <div className="provider-buttons">
      <p className="divider">
        <span>{m.login_or()}</span>
      </p>
      {start.error ? (
        <p className="form-alert-text" role="alert">
          {errorMessage(start.error)}
        </p>
      ) : null}
      {active.map((provider) => (
        <button
          key={provider}
          type="button"
          // The Worker removes the button of a provider the deployment lacks from the pre-rendered /login.
          data-provider={provider}
          className="button button-secondary provider-button"
          aria-disabled={start.isPending || undefined}
          onClick={() => {
            if (!start.isPending) start.mutate(provider)
          }}
        >
          {m.login_with_provider({ provider: providerName(provider) })}
        </button>
      ))}
    </div>
  )
}
