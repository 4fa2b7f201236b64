import { createFileRoute } from '@tanstack/react-router'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { SignupForm } from '../../features/signup/signup-form'
import { m } from '../../paraglide/messages'

/** Sign-up with email confirmation (spec §2 Login). */
export const Route = createFileRoute('/_guest/signup')({
  component: SignupPage,
})

function SignupPage() {
  useDocumentTitle(m.signup_title())
  return (
    <>
      <h1>{m.signup_title()}</h1>
      <SignupForm />
    </>
  )
}
