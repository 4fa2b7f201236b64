import { useQuery } from '@tanstack/react-query'
import { type AiSettingsScope, aiSettingsQueries } from '../../api/ai-settings'
import { ErrorNotice } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { AiModelEditButton } from './ai-model-dialog'
import { AI_PROVIDER_LABELS, AI_PURPOSE_LABELS } from './labels'
import { SetToDefaultButton } from './set-default-button'
import { ReadOnlyNotice, SettingsSkeleton, SourceBadge } from './settings-states'

/**
 * One row per purpose: provider and model. For an organization, a "Default" badge marks what comes
 * from the platform and "Set to default" drops an override; the admin list is the defaults itself.
 */
export function AiModelsList({
  scope,
  canUpdate,
  labelledBy,
}: {
  scope: AiSettingsScope
  canUpdate: boolean
  labelledBy: string
}) {
  const query = useQuery(aiSettingsQueries.models(scope))
  if (query.isError) return <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
  if (!query.data) return <SettingsSkeleton />
  const organization = scope.kind === 'organization'
  return (
    <>
      {canUpdate ? null : <ReadOnlyNotice />}
      <div className="card table-scroll">
        <table className="data-table ai-settings-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{m.ai_purpose()}</th>
              <th scope="col">{m.ai_provider()}</th>
              <th scope="col">{m.ai_model_name()}</th>
              {organization ? <th scope="col">{m.ai_source()}</th> : null}
              {canUpdate ? (
                <th scope="col">
                  <span className="visually-hidden">{m.ai_actions()}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {query.data.models.map((model) => {
              const purpose = AI_PURPOSE_LABELS[model.purpose]()
              return (
                <tr key={model.purpose}>
                  <th scope="row">{purpose}</th>
                  <td>{AI_PROVIDER_LABELS[model.provider]()}</td>
                  <td>
                    <code className="ai-model-name">{model.modelName}</code>
                    {model.provider === 'openai-compatible' && model.baseUrl ? (
                      <span className="ai-endpoint muted">
                        {model.baseUrl}
                        {model.hasApiKey ? ` · ${m.ai_api_key_set()}` : ''}
                      </span>
                    ) : null}
                  </td>
                  {organization ? (
                    <td>
                      <SourceBadge isDefault={model.isDefault} />
                    </td>
                  ) : null}
                  {canUpdate ? (
                    <td>
                      <div className="button-row">
                        <AiModelEditButton model={model} scope={scope} />
                        {organization && !model.isDefault ? (
                          <SetToDefaultButton kind="model" id={model.id} purpose={purpose} scope={scope} />
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}
