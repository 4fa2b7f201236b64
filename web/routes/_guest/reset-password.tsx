import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { lazySchema } from '../../api/lazy-schema'
import { useDocumentTitle } from '../../components/layout/use-document-title'
import { ResetPassword } from '../../features/password-reset/reset-password-form'
import { m } from '../../paraglide/messages'

const resetSearchSchema = lazySchema(() => z.object({ token: z.string().max(256).optional().catch(undefined) }))

/** The link of the reset mail. */
export const Route = createFileRoute('/_guest/reset-password')({
  validateSearch: resetSearchSchema,
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { token } = Route.useSearch()
  useDocumentTitle(m.reset_password_title())
  return (
    <>
      <h1>{m.reset_password_title()}</h1>
      <ResetPassword token={token} />
    </>
  )
}
