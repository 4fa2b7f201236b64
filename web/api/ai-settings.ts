import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  AiModelListSchema,
  AiModelSchema,
  AiPromptListSchema,
  AiPromptSchema,
  ModelNamesSchema,
  type UpdateAiModelRequestSchema,
} from '../../worker/contracts/ai-settings'
import { api, parseJson } from './client'

export type { AiModel, AiPrompt } from '../../worker/contracts/ai-settings'
export { AI_PROVIDER_KINDS } from '../../worker/contracts/ai-settings'
export type UpdateAiModelRequest = z.input<typeof UpdateAiModelRequestSchema>
export type AiProviderKind = UpdateAiModelRequest['provider']

/**
 * Whose settings a screen shows: the current organization's (overrides over the platform defaults)
 * or the platform defaults themselves (admin screens).
 */
export type AiSettingsScope = { kind: 'organization'; organizationId: string | null } | { kind: 'admin' }

// Keys carry the organization, so switching organizations never shows the previous one's settings.
export const aiSettingsKey = (scope: AiSettingsScope) =>
  scope.kind === 'admin'
    ? (['ai-settings', 'admin'] as const)
    : (['ai-settings', 'organization', scope.organizationId] as const)

export const aiSettingsQueries = {
  models: (scope: AiSettingsScope) =>
    queryOptions({
      queryKey: [...aiSettingsKey(scope), 'models'] as const,
      queryFn: ({ signal }) =>
        parseJson(
          scope.kind === 'admin'
            ? api.admin['ai-model'].$get({}, { init: { signal } })
            : api['ai-model'].$get({}, { init: { signal } }),
          AiModelListSchema,
        ),
      staleTime: 30_000,
    }),
  prompts: (scope: AiSettingsScope) =>
    queryOptions({
      queryKey: [...aiSettingsKey(scope), 'prompts'] as const,
      queryFn: ({ signal }) =>
        parseJson(
          scope.kind === 'admin'
            ? api.admin['ai-prompt'].$get({}, { init: { signal } })
            : api['ai-prompt'].$get({}, { init: { signal } }),
          AiPromptListSchema,
        ),
      staleTime: 30_000,
    }),
  /** The suggestions per provider (admins read them on their own path: they may lack AI_MODEL_READ). */
  modelNames: (scope: AiSettingsScope) =>
    queryOptions({
      queryKey: ['ai-settings', 'model-names', scope.kind] as const,
      queryFn: ({ signal }) =>
        parseJson(
          scope.kind === 'admin'
            ? api.admin['ai-model']['model-names'].$get({}, { init: { signal } })
            : api['ai-model']['model-names'].$get({}, { init: { signal } }),
          ModelNamesSchema,
        ),
      staleTime: 5 * 60_000,
    }),
}

export function updateAiModel(scope: AiSettingsScope, id: string, changes: UpdateAiModelRequest) {
  const call =
    scope.kind === 'admin'
      ? api.admin['ai-model'][':id'].update.$post({ param: { id }, json: changes })
      : api['ai-model'][':id'].update.$post({ param: { id }, json: changes })
  return parseJson(call, AiModelSchema)
}

export function updateAiPrompt(scope: AiSettingsScope, id: string, template: string) {
  const call =
    scope.kind === 'admin'
      ? api.admin['ai-prompt'][':id'].update.$post({ param: { id }, json: { template } })
      : api['ai-prompt'][':id'].update.$post({ param: { id }, json: { template } })
  return parseJson(call, AiPromptSchema)
}

/** Drops the organization's override; the platform default applies again. */
export function setAiModelToDefault(id: string) {
  return parseJson(api['ai-model'][':id']['set-to-default'].$post({ param: { id } }), AiModelSchema)
}

export function setAiPromptToDefault(id: string) {
  return parseJson(api['ai-prompt'][':id']['set-to-default'].$post({ param: { id } }), AiPromptSchema)
}
