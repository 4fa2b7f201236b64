import { createFileRoute } from '@tanstack/react-router'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { LoginForm } from '../../features/login/login-form'
import { m } from '../../paraglide/messages'

/** Spec §2 /login (query return_url, validated by the _guest layout). */
export const Route = createFileRoute('/_guest/login')({
  component: LoginPage,
})

function LoginPage() {
  useDocumentTitle(m.login_title())
  return (
    <>
      <h1>{m.login_title()}</h1>
      <LoginForm />
    </>
  )
}
