import type { AppConfig } from '../../env'
import { gmailMailbox } from './gmail.mailbox'
import { graphMailbox } from './graph.mailbox'
import type { MailboxProviders } from './mailbox-provider'

/** Where the provider sends the browser back after consent: always on APP_URL. */
export const mailRedirectUri = (config: AppConfig, slug: 'google' | 'microsoft') =>
  `${new URL(config.APP_URL).origin}/api/external-account/callback/${slug}`

/**
 * The mailbox adapters this deployment can offer: each needs its provider's client id and secret
 * (the same OAuth clients as sign-in) and the key that encrypts tokens at rest.
 */
export function createMailboxProviders(config: AppConfig): MailboxProviders {
  if (!config.DATA_ENCRYPTION_KEY) return {}
  const providers: MailboxProviders = {}
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.GOOGLE = gmailMailbox({
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: mailRedirectUri(config, 'google'),
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      revokeUrl: config.GOOGLE_REVOKE_URL,
      apiUrl: config.GMAIL_API_URL,
    })
  }
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) {
    providers.MICROSOFT = graphMailbox({
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
      redirectUri: mailRedirectUri(config, 'microsoft'),
      loginUrl: config.MICROSOFT_LOGIN_URL,
      tenant: config.MICROSOFT_TENANT,
      graphUrl: config.MICROSOFT_GRAPH_URL,
    })
  }
  return providers
}
