import type { SessionUser } from '../../api/session'
import { m } from '../../paraglide/messages'
import { ContactForm } from './contact-form'
import { NameForm } from './name-form'
import { OrganizationSwitcher } from './organization-switcher'
import { PhotoUpload } from './photo-upload'

/** General tab: name and position, photo, contact details per organization, organization switcher. */
export function GeneralTab({ user, csrfToken }: { user: SessionUser; csrfToken: string }) {
  return (
    <>
      <section className="card" aria-labelledby="profile-name-heading">
        <h2 id="profile-name-heading" className="card-title">
          {m.profile_personal_title()}
        </h2>
        <NameForm userId={user.id} />
      </section>
      <section className="card" aria-labelledby="profile-photo-heading">
        <h2 id="profile-photo-heading" className="card-title">
          {m.profile_photo_title()}
        </h2>
        <PhotoUpload userId={user.id} />
      </section>
      <section className="card" aria-labelledby="profile-contact-heading">
        <h2 id="profile-contact-heading" className="card-title">
          {m.profile_contact_title()}
        </h2>
        <ContactForm user={user} />
      </section>
      <section className="card" aria-labelledby="profile-organizations-heading">
        <h2 id="profile-organizations-heading" className="card-title">
          {m.profile_organizations_title()}
        </h2>
        <OrganizationSwitcher user={user} csrfToken={csrfToken} />
      </section>
    </>
  )
}
