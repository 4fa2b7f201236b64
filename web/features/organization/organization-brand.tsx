import { useState } from 'react'
import type { CurrentOrganization } from '../../api/session'
import { m } from '../../paraglide/messages'

/**
 * The current organization in the app shell: its logo, or its name when it has none or the logo fails
 * to load (then the name says so to screen readers: 'logo could not be loaded').
 */
export function OrganizationBrand({ organization }: { organization: CurrentOrganization }) {
  // Remembers which URL failed: a new logo (a new URL) gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const { logoUrl, name } = organization
  if (logoUrl && failedUrl !== logoUrl) {
    return (
      <p className="organization-name organization-brand">
        <span className="visually-hidden">{m.layout_current_organization()}: </span>
        <img
          className="organization-logo"
          src={logoUrl}
          alt={name}
          title={name}
          onError={() => setFailedUrl(logoUrl)}
        />
      </p>
    )
  }
  return (
    <p className="organization-name" data-logo-failed={logoUrl ? true : undefined}>
      <span className="visually-hidden">{m.layout_current_organization()}: </span>
      {name}
      {logoUrl ? <span className="visually-hidden"> ({m.org_logo_load_failed()})</span> : null}
    </p>
  )
}
