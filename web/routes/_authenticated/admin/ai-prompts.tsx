import { createFileRoute } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { aiSettingsQueries } from '../../../api/ai-settings'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { AiPromptsList } from '../../../features/ai-settings/ai-prompts-list'
import { m } from '../../../paraglide/messages'

/** Platform default prompts (spec §2 Admin screens); organizations may override each one. */
export const Route = createFileRoute('/_authenticated/admin/ai-prompts')({
  beforeLoad: guardRoute({ mode: 'Admin' }),
  loader: ({ context }) => void context.queryClient.prefetchQuery(aiSettingsQueries.prompts({ kind: 'admin' })),
  component: AdminAiPromptsPage,
})

function AdminAiPromptsPage() {
  const user = useSessionUser()
  useDocumentTitle(m.ai_admin_prompts_title())
  return (
    <>
      <h1>{m.ai_admin_prompts_title()}</h1>
      <p className="tagline ai-intro">{m.ai_admin_prompts_intro()}</p>
      <AiPromptsList
        scope={{ kind: 'admin' }}
        canUpdate={hasAllPermissions(user?.permissions ?? [], ['ADMIN_UPDATE'])}
      />
    </>
  )
}
