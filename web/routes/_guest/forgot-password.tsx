import { createFileRoute } from '@tanstack/react-router'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { ForgotPasswordForm } from '../../features/password-reset/forgot-password-form'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_guest/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  useDocumentTitle(m.forgot_password_title())
  return (
    <>
      <h1>{m.forgot_password_title()}</h1>
      <ForgotPasswordForm />
    </>
  )
}
