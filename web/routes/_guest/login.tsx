import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { LoginForm } from '../../features/login/login-form'
import { m } from '../../paraglide/messages'

// `catch`: a malformed query string must not break the login page; the guard sanitises the value.
const loginSearchSchema = z.object({ return_url: z.string().optional().catch(undefined) })

export const Route = createFileRoute('/_guest/login')({
  validateSearch: loginSearchSchema,
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
