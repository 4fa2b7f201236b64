import { Link } from '@tanstack/react-router'
import { ApiError } from '../../api/client'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/**
 * Spec §8: the email confirmation link is invalid or expired, with the way back to sign-up or login.
 * Other failures (network, server) say what they are instead.
 */
export function ConfirmationInvalid({ error }: { error?: unknown }) {
  const invalid = error === undefined || (error instanceof ApiError && (error.status === 400 || error.status === 404))
  return (
    <>
      <p className="notice notice-error" role="alert">
        {invalid ? m.error_email_confirmation_invalid() : errorMessage(error)}
      </p>
      <p className="form-links">
        <Link to="/signup">{m.signup_again()}</Link>
        <Link to="/login">{m.common_back_to_login()}</Link>
      </p>
    </>
  )
}
