import { newId } from '../lib/ids'

/** Every logo of a tenant lives under this prefix in R2; a new upload gets a new key. */
export const logoPrefixOf = (tenantId: string) => `tenants/${tenantId}/logo/`

export const newLogoKey = (tenantId: string) => `${logoPrefixOf(tenantId)}${newId()}`

/**
 * Where the current logo is served. The key's last part versions the URL, so browsers that cache it
 * fetch a replaced logo at once; the route itself always serves the organization's current logo.
 */
export function logoUrlOf(logoKey: string | null): string | null {
  if (!logoKey) return null
  const version = logoKey.slice(logoKey.lastIndexOf('/') + 1)
  return `/api/tenant/logo?v=${encodeURIComponent(version)}`
}
