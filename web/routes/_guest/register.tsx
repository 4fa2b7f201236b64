import { createFileRoute } from '@tanstack/react-router'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { FirstUserForm } from '../../features/signup/first-user-form'
import { m } from '../../paraglide/messages'

/** First-user registration: only while the platform has no user (registration-status says so). */
export const Route = createFileRoute('/_guest/register')({
  component: RegisterPage,
})

function RegisterPage() {
  useDocumentTitle(m.register_title())
  return (
    <>
      <h1>{m.register_title()}</h1>
      <FirstUserForm />
    </>
  )
}
