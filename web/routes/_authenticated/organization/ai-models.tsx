import { createFileRoute } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { aiSettingsQueries } from '../../../api/ai-settings'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { AiModelsList } from '../../../features/ai-settings/ai-models-list'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/organization/ai-models')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['AI_MODEL_READ'] }),
  // Only warms the cache: the list shows its own skeleton and error state.
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(
      aiSettingsQueries.models({ kind: 'organization', organizationId: context.user?.organizationId ?? null }),
    ),
  component: AiModelsPage,
})

function AiModelsPage() {
  const user = useSessionUser()
  useDocumentTitle(m.ai_models_title())
  return (
    <>
      <h1 id="ai-models-heading">{m.ai_models_title()}</h1>
      <p className="tagline ai-intro">{m.ai_models_intro()}</p>
      <AiModelsList
        scope={{ kind: 'organization', organizationId: user?.organizationId ?? null }}
        canUpdate={hasAllPermissions(user?.permissions ?? [], ['AI_MODEL_UPDATE'])}
        labelledBy="ai-models-heading"
      />
    </>
  )
}
