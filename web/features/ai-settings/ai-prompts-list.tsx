import { useQuery } from '@tanstack/react-query'
import { type AiSettingsScope, aiSettingsQueries } from '../../api/ai-settings'
import { ErrorNotice } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { AiPromptEditButton } from './ai-prompt-dialog'
import { AI_PURPOSE_LABELS } from './labels'
import { SetToDefaultButton } from './set-default-button'
import { ReadOnlyNotice, SettingsSkeleton, SourceBadge } from './settings-states'

/** One card per purpose: the prompt, its version, where it comes from, and what may be done with it. */
export function AiPromptsList({ scope, canUpdate }: { scope: AiSettingsScope; canUpdate: boolean }) {
  const query = useQuery(aiSettingsQueries.prompts(scope))
  if (query.isError) return <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
  if (!query.data) return <SettingsSkeleton />
  const organization = scope.kind === 'organization'
  return (
    <>
      {canUpdate ? null : <ReadOnlyNotice />}
      <ul className="ai-prompt-list">
        {query.data.prompts.map((prompt) => {
          const purpose = AI_PURPOSE_LABELS[prompt.purpose]()
          const headingId = `ai-prompt-${prompt.purpose}`
          return (
            <li key={prompt.purpose}>
              <section className="card ai-prompt" aria-labelledby={headingId}>
                <div className="ai-prompt-header">
                  <h2 id={headingId} className="ai-prompt-title">
                    {purpose}
                  </h2>
                  <span className="muted">{m.ai_prompt_version({ version: String(prompt.version) })}</span>
                  {organization ? <SourceBadge isDefault={prompt.isDefault} /> : null}
                  {canUpdate ? (
                    <div className="button-row ai-prompt-actions">
                      <AiPromptEditButton prompt={prompt} scope={scope} />
                      {organization && !prompt.isDefault ? (
                        <SetToDefaultButton kind="prompt" id={prompt.id} purpose={purpose} scope={scope} />
                      ) : null}
                    </div>
                  ) : null}
                </div>
                {/* Focusable and named so keyboard users can reach and scroll a long template. */}
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
                <section className="ai-prompt-scroll" tabIndex={0} aria-label={m.ai_prompt_template()}>
                  <pre className="ai-prompt-text">{prompt.template}</pre>
                </section>
              </section>
            </li>
          )
        })}
      </ul>
    </>
  )
}
