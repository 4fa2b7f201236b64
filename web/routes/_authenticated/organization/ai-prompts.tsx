import { createFileRoute } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { aiSettingsQueries } from '../../../api/ai-settings'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { AiPromptsList } from '../../../features/ai-settings/ai-prompts-list'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/organization/ai-prompts')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['AI_PROMPT_READ'] }),
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(
      aiSettingsQueries.prompts({ kind: 'organization', organizationId: context.user?.organizationId ?? null }),
    ),
  component: AiPromptsPage,
})

function AiPromptsPage() {
  const user = useSessionUser()
  useDocumentTitle(m.ai_prompts_title())
  return (
    <>
      <h1>{m.ai_prompts_title()}</h1>
      <p className="tagline ai-intro">{m.ai_prompts_intro()}</p>
      <AiPromptsList
        scope={{ kind: 'organization', organizationId: user?.organizationId ?? null }}
        canUpdate={hasAllPermissions(user?.permissions ?? [], ['AI_PROMPT_UPDATE'])}
      />
    </>
  )
}
