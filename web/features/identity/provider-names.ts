import type { OAuthProvider } from '../../api/access'
import { m } from '../../paraglide/messages'

export function providerName(provider: OAuthProvider): string {
  return provider === 'GOOGLE' ? m.provider_google() : m.provider_microsoft()
}
