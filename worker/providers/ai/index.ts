import type { AiProvider } from './ai-provider'
import { embeddedAi } from './embedded.ai'

export type { AiProvider, AiResult } from './ai-provider'

/** The AI provider for an organization. Only `embedded` exists so far; per-organization models come with matching. */
export function aiProviderFor(_tenantId: string): AiProvider {
  return embeddedAi()
}
