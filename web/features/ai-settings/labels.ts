import type { AI_PURPOSES } from '../../../worker/contracts/enums'
import type { AiProviderKind } from '../../api/ai-settings'
import { m } from '../../paraglide/messages'

// Records over the contract's enumerations: a purpose or provider added there fails the type check
// here until it has words in both languages.

export const AI_PURPOSE_LABELS: Record<(typeof AI_PURPOSES)[number], () => string> = {
  parse_cv: () => m.ai_purpose_parse_cv(),
  parse_job: () => m.ai_purpose_parse_job(),
  embeddings: () => m.ai_purpose_embeddings(),
  match_reasoning: () => m.ai_purpose_match_reasoning(),
  fit_report: () => m.ai_purpose_fit_report(),
  messages: () => m.ai_purpose_messages(),
  client_info: () => m.ai_purpose_client_info(),
}

export const AI_PROVIDER_LABELS: Record<AiProviderKind, () => string> = {
  embedded: () => m.ai_provider_embedded(),
  'workers-ai': () => m.ai_provider_workers_ai(),
  'openai-compatible': () => m.ai_provider_openai_compatible(),
}
