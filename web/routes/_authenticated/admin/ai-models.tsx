import { createFileRoute } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { aiSettingsQueries } from '../../../api/ai-settings'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { AiModelsList } from '../../../features/ai-settings/ai-models-list'
import { m } from '../../../paraglide/messages'

/** Platform defaults (spec §2 Admin screens): every organization without an override uses these. */
export const Route = createFileRoute('/_authenticated/admin/ai-models')({
  beforeLoad: guardRoute({ mode: 'Admin' }),
  loader: ({ context }) => void context.queryClient.prefetchQuery(aiSettingsQueries.models({ kind: 'admin' })),
  component: AdminAiModelsPage,
})

function AdminAiModelsPage() {
  const user = useSessionUser()
  useDocumentTitle(m.ai_admin_models_title())
  return (
    <>
      <h1 id="admin-ai-models-heading">{m.ai_admin_models_title()}</h1>
      <p className="tagline ai-intro">{m.ai_admin_models_intro()}</p>
      <AiModelsList
        scope={{ kind: 'admin' }}
        canUpdate={hasAllPermissions(user?.permissions ?? [], ['ADMIN_UPDATE'])}
        labelledBy="admin-ai-models-heading"
      />
    </>
  )
}
