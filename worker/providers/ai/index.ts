import { aiSettingsService } from '../../ai-settings/ai-settings.service'
import type { Services } from '../../context'
import type { AiPurpose } from '../../contracts/enums'
import type { AiProvider } from './ai-provider'
import { embeddedAi } from './embedded.ai'
import { DEFAULT_RETRY } from './json-llm'
import { llmAi } from './llm.ai'
import { openAiCompatibleLlm } from './openai-compatible.llm'

export type { AiProvider, AiResult } from './ai-provider'

/**
 * The AI provider for one purpose of an organization: its AI models / AI prompts settings, else the
 * platform defaults (ADR 0005). A model that cannot run here (no Workers AI binding, no key) means
 * `embedded`, and every LLM answer still falls back to `embedded` when it fails.
 */
export async function aiProviderFor(
  services: Services,
  tenantId: string,
  purpose: AiPurpose = 'parse_cv',
): Promise<AiProvider> {
  const settings = await aiSettingsService(services).resolve(tenantId, purpose)
  const prompt = { instructions: settings.template, version: settings.promptVersion }
  const workersAi = settings.provider === 'workers-ai' ? services.ai.workersAiLlm(settings.modelName) : null
  if (workersAi) return llmAi(workersAi, DEFAULT_RETRY, prompt)
  if (settings.provider === 'openai-compatible' && settings.baseUrl && settings.apiKey) {
    return llmAi(
      openAiCompatibleLlm({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.modelName }),
      DEFAULT_RETRY,
      prompt,
    )
  }
  return embeddedAi()
}
