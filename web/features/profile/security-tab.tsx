import { useQuery } from '@tanstack/react-query'
import { profileQueries } from '../../api/profile'
import type { SessionUser } from '../../api/session'
import { ErrorNotice } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { ChangeEmailForm } from './change-email-form'
import { ChangePasswordForm } from './change-password-form'
import { LinkedAccounts } from './linked-accounts'
import { TwoFactorSection } from './two-factor-section'

/** Security tab: email, password, two-factor, linked Google and Microsoft accounts. */
export function SecurityTab({ user }: { user: SessionUser }) {
  const profile = useQuery(profileQueries.profile(user.id))
  if (profile.isError)
    return <ErrorNotice message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
  if (!profile.data) return <p role="status">{m.common_loading()}</p>
  const { hasPassword, tfaEnabled, email } = profile.data
  return (
    <>
      <section className="card" aria-labelledby="security-email-heading">
        <h2 id="security-email-heading" className="card-title">
          {m.security_email_title()}
        </h2>
        <ChangeEmailForm currentEmail={email} hasPassword={hasPassword} />
      </section>
      <section className="card" aria-labelledby="security-password-heading">
        <h2 id="security-password-heading" className="card-title">
          {m.security_password_title()}
        </h2>
        <ChangePasswordForm userId={user.id} email={email} hasPassword={hasPassword} />
      </section>
      <section className="card" aria-labelledby="security-tfa-heading">
        <h2 id="security-tfa-heading" className="card-title">
          {m.security_tfa_title()}
        </h2>
        <TwoFactorSection userId={user.id} enabled={tfaEnabled} />
      </section>
      <section className="card" aria-labelledby="security-linked-heading">
        <h2 id="security-linked-heading" className="card-title">
          {m.security_linked_title()}
        </h2>
        <LinkedAccounts userId={user.id} />
      </section>
    </>
  )
}
