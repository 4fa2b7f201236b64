import type { AiModel, AiProviderKind, UpdateAiModelRequest } from '../../api/ai-settings'
import { m } from '../../paraglide/messages'

/** What the edit dialog holds; the key field is empty unless the user types a new key. */
export interface AiModelFormValues {
  provider: AiProviderKind
  modelName: string
  baseUrl: string
  apiKey: string
  removeApiKey: boolean
}

export type AiModelFormErrors = Partial<Record<'modelName' | 'baseUrl' | 'apiKey', string>>

export function formValuesOf(model: AiModel): AiModelFormValues {
  return {
    provider: model.provider,
    modelName: model.modelName,
    baseUrl: model.baseUrl ?? '',
    apiKey: '',
    removeApiKey: false,
  }
}

/** Only openai-compatible models talk to a server of the organization's choosing. */
export function needsEndpoint(provider: AiProviderKind): boolean {
  return provider === 'openai-compatible'
}

const LOCAL_HTTP = ['http://127.0.0.1', 'http://localhost']

/**
 * The rules of UpdateAiModelRequestSchema with the interface's words. The API key is write-only:
 * left empty it is not sent (the stored key stays), "remove" sends '' (the server deletes it).
 */
export function validateAiModel(
  values: AiModelFormValues,
): { ok: true; request: UpdateAiModelRequest } | { ok: false; errors: AiModelFormErrors } {
  const errors: AiModelFormErrors = {}
  const modelName = values.modelName.trim()
  if (!modelName) errors.modelName = m.ai_model_name_required()
  else if (modelName.length > 200) errors.modelName = m.ai_model_name_too_long()

  const endpoint = needsEndpoint(values.provider)
  const baseUrl = values.baseUrl.trim()
  if (endpoint) {
    if (!baseUrl) errors.baseUrl = m.ai_base_url_required()
    else if (!URL.canParse(baseUrl)) errors.baseUrl = m.ai_base_url_invalid()
    else if (!baseUrl.startsWith('https://') && !LOCAL_HTTP.some((prefix) => baseUrl.startsWith(prefix)))
      errors.baseUrl = m.ai_base_url_https()
    if (values.apiKey.length > 500) errors.apiKey = m.ai_api_key_too_long()
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const request: UpdateAiModelRequest = { provider: values.provider, modelName }
  if (endpoint) {
    request.baseUrl = baseUrl
    if (values.apiKey.trim()) request.apiKey = values.apiKey.trim()
    else if (values.removeApiKey) request.apiKey = ''
  } else {
    request.baseUrl = null
  }
  return { ok: true, request }
}
