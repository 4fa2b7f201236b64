import type { Services } from '../../context'
import type { AiProvider } from './ai-provider'
import { embeddedAi } from './embedded.ai'
import { llmAi } from './llm.ai'
import { openAiCompatibleLlm } from './openai-compatible.llm'
import { workersAiLlm } from './workers-ai.llm'

export type { AiProvider, AiResult } from './ai-provider'

/**
 * The AI provider for an organization. Today the platform-wide `AI_PROVIDER` decides; per-organization
 * models and prompts (AI models screen) plug in here. Missing bindings or secrets mean `embedded`.
 */
export function aiProviderFor(services: Services, _tenantId: string): AiProvider {
  const { config, env } = services
  if (config.AI_PROVIDER === 'workers-ai' && env.AI) return llmAi(workersAiLlm(env.AI))
  if (config.AI_PROVIDER === 'openai-compatible' && config.OPENAI_BASE_URL && config.OPENAI_API_KEY) {
    return llmAi(
      openAiCompatibleLlm({
        baseUrl: config.OPENAI_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL ?? 'gpt-4o-mini',
      }),
    )
  }
  return embeddedAi()
}
